import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api";
import { notifyError, notifyFailure } from "./notify";

declare module "@tanstack/react-query" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface Register {
    queryMeta: {
      /**
       * Toast this French text when the query fails; without it a failed read is only logged
       * (docs/product.md#conventions).
       */
      errorMessage?: string;
      /** The failure is an expected answer the page shows (e.g. an unknown campaign): not even logged. */
      silent?: boolean;
    };
    mutationMeta: {
      /** Toast this French text instead of the server's message. */
      errorMessage?: string;
      /** The screen handles the failure itself (e.g. a special title); no generic toast. */
      silent?: boolean;
    };
  }
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.errorMessage) notifyFailure(query.meta.errorMessage);
        else if (!query.meta?.silent) console.error(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.silent) return;
        if (mutation.meta?.errorMessage) notifyFailure(mutation.meta.errorMessage);
        else notifyError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Retrying a 4xx never helps; a network blip may.
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}

export const queryClient = createQueryClient();

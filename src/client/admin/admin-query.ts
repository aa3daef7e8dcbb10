import { infiniteQueryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../lib/api";

// How the admin area reads and writes (docs/api.md "Back-office"). Every read is fresh (staleTime 0): orders and
// balances move under the workshop's feet, and a figure on screen must be the server's. Every key starts with
// "admin", so that after any change the whole area is read again.

/** The query string of a filtered list: the filters named, in that order, trimmed, the empty ones left out. */
export function filtersQuery<N extends string>(names: readonly N[], filters: Partial<Record<N, string>>): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of names) {
    const value = filters[name]?.trim();
    if (value) query.set(name, value);
  }
  return query;
}

/** `path` with its query and the cursor of the page to read (none for the first). */
function pageUrl(path: string, query: URLSearchParams, cursor: string | null): string {
  const search = new URLSearchParams(query);
  if (cursor) search.set("cursor", cursor);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** A keyset list of the admin area, a page at a time: `key` names it under "admin". */
export function adminPagesOptions<Page extends { next_cursor: string | null }>(
  key: readonly string[],
  path: string,
  query = new URLSearchParams(),
) {
  return infiniteQueryOptions({
    queryKey: ["admin", ...key] as const,
    queryFn: ({ pageParam, signal }) => api<Page>(pageUrl(path, query, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 0,
  });
}

/** After a change, every admin read is read again from the server. */
export function useRefreshAdmin() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ["admin"] });
}

type AdminPostOptions = {
  /** The action's dialog says its failure itself: no global toast. */
  silent?: boolean;
  /** The action settles once the admin reads are read again: its dialog closes on the new figures. */
  waitForReads?: boolean;
};

/** An admin action posting its body to `path`, then every admin read read again. */
export function useAdminPost<Body, Answer>(path: string, { silent = false, waitForReads = false }: AdminPostOptions = {}) {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (body: Body) => api<Answer>(path, { method: "POST", body }),
    onSuccess: waitForReads ? refresh : () => void refresh(),
    meta: silent ? { silent: true } : undefined,
  });
}

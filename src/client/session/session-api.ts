import { queryOptions } from "@tanstack/react-query";
import { authClient, type Session } from "../lib/auth-client";

export const sessionQueryKey = ["session"] as const;

async function fetchSession({ signal }: { signal: AbortSignal }): Promise<Session | null> {
  try {
    return await authClient.getSession(signal);
  } catch (error) {
    if (signal.aborted) throw error; // a cancelled read (refresh) is not a sign-out
    // An unreachable server must not leave every guard spinning: treat it as signed out.
    console.error(error);
    return null;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: fetchSession,
  staleTime: 60_000,
  retry: false,
});

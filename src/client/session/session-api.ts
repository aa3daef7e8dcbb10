import { queryOptions } from "@tanstack/react-query";
import { authClient, type Session } from "../lib/auth-client";
import { isNetworkFailure, keepRead, keptRead, keptReads } from "../lib/offline-reads";

export const sessionQueryKey = ["session"] as const;

async function fetchSession({ signal }: { signal: AbortSignal }): Promise<Session | null> {
  try {
    return await authClient.getSession(signal);
  } catch (error) {
    if (signal.aborted) throw error; // a cancelled read (refresh) is not a sign-out
    // No network: the session a page kept for offline use (the distribution day), while it is valid; the cookie is
    // still there, and the server checks it again with every call.
    if (isNetworkFailure(error)) {
      const kept = await keptRead<Session>(keptReads.session);
      if (kept && Date.parse(kept.value.session.expiresAt) > Date.now()) return kept.value;
    }
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
  // Asked even when the browser says it is offline (a page opened without network): the kept session may answer.
  networkMode: "always",
});

/** Kept for a page that opens without network (docs/product.md#distribution-day-without-network); no token in it. */
export const keepSessionForOffline = (session: Session) => keepRead(keptReads.session, session);

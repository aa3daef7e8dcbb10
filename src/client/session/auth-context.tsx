import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Session, SessionUser } from "../lib/auth-client";
import { forgetKeptReads } from "../lib/offline-reads";
import { sessionQueryKey, sessionQueryOptions } from "./session-api";

type AuthContextValue = {
  session: Session | null;
  user: SessionUser | null;
  /** docs/product.md#session: true until the first session is known. */
  loading: boolean;
  refreshSession: () => Promise<void>;
  /**
   * After sign-out or account deletion: forget the session and every private read at once, and tell the
   * guards where the user is going, so a private page redirects there rather than to /auth/login.
   */
  endSession: (goingTo: string) => void;
  /** Where the last endSession was going (null while signed in). */
  exitTo: string | null;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery(sessionQueryOptions);
  const [exitTo, setExitTo] = useState<string | null>(null);
  const signedIn = Boolean(data?.user);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a reset once the session arrives, kept as it was written (decision 011)
    if (signedIn) setExitTo(null);
  }, [signedIn]);

  const refreshSession = useCallback(() => queryClient.invalidateQueries({ queryKey: sessionQueryKey }), [queryClient]);

  const endSession = useCallback(
    (goingTo: string) => {
      // Same tick: React renders the cleared session and the exit target together.
      setExitTo(goingTo);
      queryClient.setQueryData(sessionQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      // What the distribution page kept for offline use (buyers' names, the session) leaves the phone too.
      void forgetKeptReads();
    },
    [queryClient],
  );

  const value = useMemo<AuthContextValue>(
    () => ({ session: data ?? null, user: data?.user ?? null, loading: isPending, refreshSession, endSession, exitTo }),
    [data, isPending, refreshSession, endSession, exitTo],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  // docs/product.md#session: using the context outside its provider is an error.
  if (!value) throw new Error("useAuth doit être utilisé dans un AuthProvider");
  return value;
}

import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { pathTo } from "../../shared/page-paths";
import { authClient } from "../lib/auth-client";
import { useAuth } from "../session/auth-context";
import { sessionQueryKey } from "../session/session-api";

/** After sign-in or a profile change: reload the session and everything read under it. */
async function refreshSignedIn(queryClient: QueryClient) {
  await queryClient.invalidateQueries();
}

export function useSignUp() {
  return useMutation({ mutationFn: authClient.signUp });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authClient.signIn,
    onSuccess: () => refreshSignedIn(queryClient),
  });
}

/** Ends the session in the app, then goes to `path`, the page to land on signed out. */
function useLeaveTo(path: string) {
  const { endSession } = useAuth();
  const navigate = useNavigate();
  return () => {
    endSession(path);
    void navigate(path, { replace: true });
  };
}

/** Signs out, then goes to /auth/login (docs/product.md#session). */
export function useSignOut() {
  const leave = useLeaveTo(pathTo("login"));
  return useMutation({
    mutationFn: authClient.signOut,
    meta: { errorMessage: "Erreur lors de la déconnexion" },
    onSuccess: leave,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: authClient.requestPasswordReset });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: authClient.sendVerificationEmail });
}

export function useResetPassword() {
  return useMutation({ mutationFn: authClient.resetPassword });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authClient.changePassword,
    // Other sessions are revoked server-side; ours may have been rotated.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}

/** Deletes the account, then goes to /. */
export function useDeleteUser() {
  const leave = useLeaveTo(pathTo("home"));
  return useMutation({ mutationFn: authClient.deleteUser, onSuccess: leave });
}

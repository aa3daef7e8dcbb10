import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
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

/** Signs out, then goes to /auth/login (docs/product.md#session). */
export function useSignOut() {
  const { endSession } = useAuth();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: authClient.signOut,
    meta: { errorMessage: "Erreur lors de la déconnexion" },
    onSuccess: () => {
      endSession("/auth/login");
      void navigate("/auth/login", { replace: true });
    },
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
  const { endSession } = useAuth();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: authClient.deleteUser,
    onSuccess: () => {
      endSession("/");
      void navigate("/", { replace: true });
    },
  });
}

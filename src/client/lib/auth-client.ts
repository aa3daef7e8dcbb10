import type { ChangePasswordInput, DeleteAccountInput, ForgotPasswordInput, SignInInput, SignUpInput } from "../../shared/auth";
import type { AuthSession, OkResponse, SignInResponse } from "../../shared/auth-responses";
import { api } from "./api";

// Thin calls over the Better Auth endpoints of docs/api.md. The better-auth client package is not used so
// the public bundle stays small; these few JSON calls are all the browser needs.

export type Session = AuthSession;
export type SessionUser = AuthSession["user"];
type Ok = OkResponse;

export const authClient = {
  getSession: (signal?: AbortSignal) => api<Session | null>("/api/auth/get-session", { signal }),

  signUp: (input: SignUpInput) => api<Ok>("/api/auth/sign-up/email", { method: "POST", body: input }),

  signIn: (input: SignInInput) => api<SignInResponse>("/api/auth/sign-in/email", { method: "POST", body: input }),

  signOut: () => api<Ok>("/api/auth/sign-out", { method: "POST", body: {} }),

  requestPasswordReset: (input: ForgotPasswordInput) => api<Ok>("/api/auth/request-password-reset", { method: "POST", body: input }),
  /** A new confirmation mail; the answer is the same whether the address has an account or not. */
  sendVerificationEmail: (input: ForgotPasswordInput) => api<Ok>("/api/auth/send-verification-email", { method: "POST", body: input }),

  resetPassword: (input: { newPassword: string; token: string }) => api<Ok>("/api/auth/reset-password", { method: "POST", body: input }),

  changePassword: (input: ChangePasswordInput) => api<Ok>("/api/auth/change-password", { method: "POST", body: input }),

  deleteUser: (input: DeleteAccountInput) => api<Ok>("/api/auth/delete-user", { method: "POST", body: input }),
};

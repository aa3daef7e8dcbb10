import { useMutation } from "@tanstack/react-query";
import { api } from "../lib/api";

export type NewsletterResponse = { ok?: boolean; message?: string };

export function subscribeNewsletter(input: { email: string }) {
  return api<NewsletterResponse>("/api/newsletter", { method: "POST", body: input });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}

import { useMutation } from "@tanstack/react-query";
import type { NewsletterSubscribeResponse } from "../../shared/newsletter";
import { api } from "../lib/api";

// docs/api.md "Newsletter": the answer carries the French message to show, the same for every address (it
// doesn't say whether one is subscribed); errors come back as ApiError and the query client toasts them.
export function subscribeNewsletter(input: { email: string }) {
  return api<NewsletterSubscribeResponse>("/api/newsletter", { method: "POST", body: input });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}

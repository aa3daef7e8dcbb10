import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BuyerMessageRequest, BuyerMessageSent, BuyerMessagesResponse } from "../../shared/buyer-messages";
import { api } from "../lib/api";

// A campaign's messages to its buyers (docs/product.md#messages-to-buyers): the sendings and who each kind would
// reach, then a sending. A failed sending is toasted with the server's French message by the query client (the
// daily limit, nobody to tell); a failed read is shown by the page itself, with a retry.

export const buyerMessagesQueryKey = (campaignId: string) => ["campaigns", campaignId, "buyer-messages"] as const;

const buyerMessagesPath = (campaignId: string) => `/api/campaigns/${encodeURIComponent(campaignId)}/buyer-messages`;

export function fetchBuyerMessages(campaignId: string, signal?: AbortSignal) {
  return api<BuyerMessagesResponse>(buyerMessagesPath(campaignId), { signal });
}

export const buyerMessagesQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: buyerMessagesQueryKey(campaignId),
    queryFn: ({ signal }) => fetchBuyerMessages(campaignId, signal),
    // Orders are paid and handed over meanwhile: the counts are asked again whenever the page opens.
    staleTime: 0,
  });

export function useBuyerMessages(campaignId: string) {
  return useQuery(buyerMessagesQueryOptions(campaignId));
}

/** Sends a message; resolves once every mail is queued, with the sending and its number of recipients. */
export function useSendBuyerMessage(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BuyerMessageRequest) => api<BuyerMessageSent>(buyerMessagesPath(campaignId), { method: "POST", body: request }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: buyerMessagesQueryKey(campaignId) }),
  });
}

/** '1 acheteur', '3 acheteurs'. */
export const buyersCount = (n: number) => `${n} acheteur${n > 1 ? "s" : ""}`;

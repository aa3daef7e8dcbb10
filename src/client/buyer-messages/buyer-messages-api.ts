import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BuyerMessageRequest, BuyerMessageSent, BuyerMessagesResponse } from "../../shared/buyer-messages";
import { api } from "../lib/api";
import { campaignPart, campaignPartQuery } from "../lib/campaign-part";

// A campaign's messages to its buyers (docs/product.md#messages-to-buyers): the sendings and who each kind would
// reach, then a sending. A failed sending is toasted with the server's French message by the query client (the
// daily limit, nobody to tell); a failed read is shown by the page itself, with a retry.

const buyerMessages = campaignPart("buyer-messages");

/** Orders are paid and handed over meanwhile: the counts are asked again whenever the page opens. */
export function useBuyerMessages(campaignId: string) {
  return useQuery(campaignPartQuery<BuyerMessagesResponse>(buyerMessages, campaignId));
}

/** Sends a message; resolves once every mail is queued, with the sending and its number of recipients. */
export function useSendBuyerMessage(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BuyerMessageRequest) => api<BuyerMessageSent>(buyerMessages.path(campaignId), { method: "POST", body: request }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: buyerMessages.queryKey(campaignId) }),
  });
}

/** '1 acheteur', '3 acheteurs'. */
export const buyersCount = (n: number) => `${n} acheteur${n > 1 ? "s" : ""}`;

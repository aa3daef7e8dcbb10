import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { PaperOrderCorrectionInput, PaperOrderRequestInput } from "../../shared/paper-orders";
import type { PaperOrderChanged, PaperOrderRecorded, PaperOrdersPage } from "../../shared/paper-orders-responses";
import { api } from "../lib/api";
import { campaignPart, useCampaignChange } from "../lib/campaign-part";

// 'Commandes hors ligne' (docs/product.md#paper-orders): the campaign's paper orders, page after page, and recording,
// correcting, cancelling and confirming one. Every change reloads the list and what the campaign's totals show (its
// sales, the cards).

const paperOrders = campaignPart("paper-orders");
const orderPath = (campaignId: string, saleId: string) => `${paperOrders.path(campaignId)}/${encodeURIComponent(saleId)}`;

/** The campaign's paper orders as a CSV (the roles that see the buyers' e-mails); a plain link carries the cookie. */
export const paperOrdersCsvUrl = (campaignId: string) => `${paperOrders.path(campaignId)}.csv`;

/** One page of the list: the newest first, then from `cursor` (the previous page's `next_cursor`). */
export function fetchPaperOrders(campaignId: string, cursor: string | null, signal?: AbortSignal) {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : "";
  return api<PaperOrdersPage>(`${paperOrders.path(campaignId)}${query}`, { signal });
}

export const paperOrdersQueryOptions = (campaignId: string) =>
  infiniteQueryOptions({
    queryKey: paperOrders.queryKey(campaignId),
    queryFn: ({ pageParam, signal }) => fetchPaperOrders(campaignId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: PaperOrdersPage) => last.next_cursor ?? undefined,
    // Several members may record at once: always ask again when the page opens.
    staleTime: 0,
  });

/** The page shows a failed read itself, with 'Réessayer'; 'Voir plus' reads the next page. */
export function usePaperOrders(campaignId: string) {
  return useInfiniteQuery(paperOrdersQueryOptions(campaignId));
}

/** After a change: the list, and the campaign's sales and the association's cards and sales, which count it. */
const movedReads = (campaignId: string) => [["campaigns", campaignId], ["associations"]];

export function useRecordPaperOrder(campaignId: string) {
  return useCampaignChange(
    (order: PaperOrderRequestInput) => api<PaperOrderRecorded>(paperOrders.path(campaignId), { method: "POST", body: order }),
    { reads: movedReads(campaignId) },
  );
}

export function useCorrectPaperOrder(campaignId: string) {
  return useCampaignChange(
    ({ saleId, correction }: { saleId: string; correction: PaperOrderCorrectionInput }) =>
      api<PaperOrderChanged>(orderPath(campaignId, saleId), { method: "PATCH", body: correction }),
    // The dialog says the server's refusal itself, and keeps what was typed.
    { reads: movedReads(campaignId), silent: true },
  );
}

/** 'Confirmer': a manager's confirmation of an order above the campaign's ceiling; the list says what the server did. */
export function useConfirmPaperOrder(campaignId: string) {
  return useCampaignChange((saleId: string) => api<PaperOrderChanged>(`${orderPath(campaignId, saleId)}/confirm`, { method: "POST" }), {
    reads: movedReads(campaignId),
  });
}

export function useCancelPaperOrder(campaignId: string) {
  return useCampaignChange(
    ({ saleId, reason }: { saleId: string; reason: string }) =>
      api<PaperOrderChanged>(`${orderPath(campaignId, saleId)}/cancel`, { method: "POST", body: { reason } }),
    { reads: movedReads(campaignId), silent: true },
  );
}

import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { PaperOrderCorrectionInput, PaperOrderRequestInput } from "../../shared/paper-orders";
import type { PaperOrderChanged, PaperOrderRecorded, PaperOrdersPage } from "../../shared/paper-orders-responses";
import { api } from "../lib/api";
import { campaignPart } from "../lib/campaign-part";

// 'Commandes hors ligne' (docs/product.md#paper-orders): the campaign's paper orders, page after page, and recording,
// correcting, cancelling and confirming one. Every change reloads the list and what the campaign's totals show (its
// sales, the cards).

const paperOrders = campaignPart("paper-orders");
const orderPath = (campaignId: string, saleId: string) => `${paperOrders.path(campaignId)}/${encodeURIComponent(saleId)}`;

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
function useRefresh(campaignId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ["campaigns", campaignId] }),
      queryClient.invalidateQueries({ queryKey: ["associations"] }),
    ]);
}

export function useRecordPaperOrder(campaignId: string) {
  const refresh = useRefresh(campaignId);
  return useMutation({
    mutationFn: (order: PaperOrderRequestInput) => api<PaperOrderRecorded>(paperOrders.path(campaignId), { method: "POST", body: order }),
    onSuccess: refresh,
  });
}

export function useCorrectPaperOrder(campaignId: string) {
  const refresh = useRefresh(campaignId);
  return useMutation({
    mutationFn: ({ saleId, correction }: { saleId: string; correction: PaperOrderCorrectionInput }) =>
      api<PaperOrderChanged>(orderPath(campaignId, saleId), { method: "PATCH", body: correction }),
    onSuccess: refresh,
    // The dialog says the server's refusal itself, and keeps what was typed.
    meta: { silent: true },
  });
}

/** 'Confirmer': a manager's confirmation of an order above the campaign's ceiling; the list says what the server did. */
export function useConfirmPaperOrder(campaignId: string) {
  const refresh = useRefresh(campaignId);
  return useMutation({
    mutationFn: (saleId: string) => api<PaperOrderChanged>(`${orderPath(campaignId, saleId)}/confirm`, { method: "POST" }),
    onSuccess: refresh,
  });
}

export function useCancelPaperOrder(campaignId: string) {
  const refresh = useRefresh(campaignId);
  return useMutation({
    mutationFn: ({ saleId, reason }: { saleId: string; reason: string }) =>
      api<PaperOrderChanged>(`${orderPath(campaignId, saleId)}/cancel`, { method: "POST", body: { reason } }),
    onSuccess: refresh,
    meta: { silent: true },
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Distribution, HandOverResponse, OrderCampaign } from "../../shared/distribution-responses";
import { api } from "../lib/api";
import { campaignPart, campaignPartQuery } from "../lib/campaign-part";

// The distribution day (docs/product.md#distribution-list, #handing-over): the list of a campaign, handing one order
// over, and the campaign of a scanned reference. Every hand-over is sent at once; the list is then updated from the
// answer, never before it, so an order the server didn't record never reads as handed over.

const distributionPart = campaignPart("distribution");

export const distributionQueryOptions = (campaignId: string) =>
  queryOptions({
    ...campaignPartQuery<Distribution>(distributionPart, campaignId),
    // Several members hand bars over at once: their hand-overs show within half a minute.
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
    // The page says a failed read itself, with 'Réessayer'.
    meta: { silent: true },
  });

export function useDistribution(campaignId: string) {
  return useQuery(distributionQueryOptions(campaignId));
}

/** The list's files; plain links carry the session cookie. */
export const distributionFileUrl = (campaignId: string, kind: "csv" | "pdf") => `${distributionPart.path(campaignId)}.${kind}`;

export function handOverOrder(campaignId: string, reference: string) {
  return api<HandOverResponse>(`${distributionPart.path(campaignId)}/hand-over`, { method: "POST", body: { reference } });
}

/** The list with one order as the server now has it; the counts move when this list saw it not handed over yet. */
export function withHandOver(distribution: Distribution, answer: HandOverResponse): Distribution {
  const { order } = answer;
  let newlyHandedOver = false;
  const groups = distribution.groups.map((group) => ({
    ...group,
    orders: group.orders.map((current) => {
      if (current.reference !== order.reference) return current;
      newlyHandedOver = current.fulfilment_status !== "handed_over" && order.fulfilment_status === "handed_over";
      return order;
    }),
  }));
  if (!newlyHandedOver) return { ...distribution, groups };
  return {
    ...distribution,
    groups,
    counts: { ...distribution.counts, handed_over: distribution.counts.handed_over + 1 },
    bars: { ...distribution.bars, handed_over: distribution.bars.handed_over + order.bars },
  };
}

/** Hands an order over; the screen says the outcome itself (no toast). */
export function useHandOver(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) => handOverOrder(campaignId, reference),
    meta: { silent: true },
    onSuccess: (answer) => {
      queryClient.setQueryData<Distribution>(distributionPart.queryKey(campaignId), (list) => (list ? withHandOver(list, answer) : list));
      void queryClient.invalidateQueries({ queryKey: distributionPart.queryKey(campaignId) });
    },
  });
}

/** GET /api/distribution/orders/:reference: where the QR code's page goes. */
export function useOrderCampaign(reference: string | null) {
  return useQuery({
    queryKey: ["distribution", "orders", reference ?? ""],
    queryFn: ({ signal }) => api<OrderCampaign>(`/api/distribution/orders/${encodeURIComponent(reference!)}`, { signal }),
    enabled: reference !== null,
    staleTime: 0,
    meta: { silent: true },
  });
}

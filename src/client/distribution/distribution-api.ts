import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { HandOverRequest } from "../../shared/distribution";
import type { Distribution, HandOverResponse, OrderCampaign } from "../../shared/distribution-responses";
import { api } from "../lib/api";
import { campaignPart } from "../lib/campaign-part";
import { isNetworkFailure, keepRead, keptRead, keptReads } from "../lib/offline-reads";

// The distribution day (docs/product.md#distribution-list, #handing-over): the list of a campaign, handing one order
// over, and the campaign of a scanned reference. The list read is kept on the phone and shown from there when the
// network is gone (docs/product.md#distribution-day-without-network, decision 044). Every hand-over is sent with the
// key of its tap; the list is then updated from the answer, never before it, so an order the server didn't record
// never reads as handed over.

const distributionPart = campaignPart("distribution");

/** The list as the screen shows it: `kept_at` when it is the copy kept on the phone (no network), else null. */
export type ShownDistribution = Distribution & { kept_at: string | null };

async function readDistribution(campaignId: string, signal: AbortSignal): Promise<ShownDistribution> {
  const key = keptReads.distribution(campaignId);
  try {
    const list = await api<Distribution>(distributionPart.path(campaignId), { signal });
    void keepRead(key, list);
    return { ...list, kept_at: null };
  } catch (error) {
    const kept = isNetworkFailure(error) ? await keptRead<Distribution>(key) : null;
    if (!kept) throw error;
    return { ...kept.value, kept_at: kept.kept_at };
  }
}

export const distributionQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: distributionPart.queryKey(campaignId),
    queryFn: ({ signal }) => readDistribution(campaignId, signal),
    staleTime: 0,
    // Several members hand bars over at once: their hand-overs show within half a minute.
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
    // Read again the moment the network is back, even when the browser says it is offline meanwhile: the kept copy
    // answers then.
    networkMode: "always",
    // The page says a failed read itself, with 'Réessayer'.
    meta: { silent: true },
  });

export function useDistribution(campaignId: string) {
  return useQuery(distributionQueryOptions(campaignId));
}

/** The list's files; plain links carry the session cookie. */
export const distributionFileUrl = (campaignId: string, kind: "csv" | "pdf") => `${distributionPart.path(campaignId)}.${kind}`;

export type HandOverSending = { reference: string; key: string };

export function handOverOrder(campaignId: string, { reference, key }: HandOverSending) {
  return api<HandOverResponse>(`${distributionPart.path(campaignId)}/hand-over`, {
    method: "POST",
    body: { reference, idempotency_key: key } satisfies HandOverRequest,
  });
}

/** The list with one order as the server now has it; the counts move when this list saw it not handed over yet. */
export function withHandOver<List extends Distribution>(distribution: List, answer: HandOverResponse): List {
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
    mutationFn: (sending: HandOverSending) => handOverOrder(campaignId, sending),
    // Tried even when the browser says it is offline: the answer (or the failure) decides, not a guess.
    networkMode: "always",
    meta: { silent: true },
    onSuccess: (answer) => {
      queryClient.setQueryData<ShownDistribution>(distributionPart.queryKey(campaignId), (list) =>
        list ? withHandOver(list, answer) : list,
      );
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

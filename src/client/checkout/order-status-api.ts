import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { OrderStatusResponse } from "../../shared/checkout-responses";
import { api } from "../lib/api";
import { nextPollDelay } from "./order-status";

export const orderStatusKey = (reference: string) => ["checkout", "status", reference] as const;

export function fetchOrderStatus(reference: string, signal?: AbortSignal): Promise<OrderStatusResponse> {
  return api<OrderStatusResponse>(`/api/checkout/status?ref=${encodeURIComponent(reference)}`, { signal });
}

/** GET /api/checkout/status, asked again while the payment is pending (see nextPollDelay). */
export function useOrderStatus(reference: string | null) {
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const query = useQuery({
    queryKey: orderStatusKey(reference ?? ""),
    queryFn: ({ signal }) => fetchOrderStatus(reference!, signal),
    enabled: reference !== null,
    staleTime: 0,
    // An unknown reference is an answer the page shows.
    meta: { silent: true },
    refetchInterval: (q) => nextPollDelay(q.state.data, startedAt, Date.now()),
  });
  /** 'Vérifier à nouveau': another 20 s of polling. */
  const checkAgain = () => {
    setStartedAt(Date.now());
    void query.refetch();
  };
  // Still within the polling window (render-time clock: the time of the last answer).
  const polling = nextPollDelay(query.data, startedAt, query.dataUpdatedAt) !== false;
  return { ...query, checkAgain, polling };
}

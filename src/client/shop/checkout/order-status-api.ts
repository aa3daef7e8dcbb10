import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { OrderStatusWithReceipt } from "../../../shared/order-status-with-receipt";
import { api } from "../../lib/api";
import { nextPollDelay, retryStatusCall, statusRetryDelay } from "./order-status";

// The receipt's token, as the payment page's return address gave it (docs/product.md#receipts-and-credit-notes). The
// server takes at most 100 characters: a longer one can't be the order's, and is dropped rather than refused, so the
// page still shows the order (without its receipt).
const TOKEN_MAX_LENGTH = 100;

/** The token of the thank-you page's address, as the status call takes it; null when there is none. */
export function receiptToken(value: string | null): string | null {
  return value && value.length <= TOKEN_MAX_LENGTH ? value : null;
}

export const orderStatusKey = (reference: string, token: string | null = null) => ["checkout", "status", reference, token] as const;

export function fetchOrderStatus(reference: string, token: string | null, signal?: AbortSignal): Promise<OrderStatusWithReceipt> {
  const query = new URLSearchParams({ ref: reference });
  if (token) query.set("token", token);
  return api<OrderStatusWithReceipt>(`/api/checkout/status?${query}`, { signal });
}

/**
 * GET /api/checkout/status, asked again while the payment is pending (see nextPollDelay). With the address's token,
 * the answer of a paid order links to its receipt.
 */
export function useOrderStatus(reference: string | null, token: string | null = null) {
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const query = useQuery({
    queryKey: orderStatusKey(reference ?? "", token),
    queryFn: ({ signal }) => fetchOrderStatus(reference!, token, signal),
    enabled: reference !== null,
    staleTime: 0,
    // An unknown reference is an answer the page shows.
    meta: { silent: true },
    refetchInterval: (q) => nextPollDelay(q.state.data, startedAt, Date.now()),
    retry: retryStatusCall,
    retryDelay: statusRetryDelay,
  });
  /** 'Vérifier à nouveau': another 20 s of polling. */
  const checkAgain = () => {
    setStartedAt(Date.now());
    void query.refetch();
  };
  // Still within the polling window (render-time clock: the time of the last answer).
  const polling = nextPollDelay(query.data, startedAt, query.dataUpdatedAt) !== false;
  // The last call got no answer and is being asked again: the page says so, and shows no outcome it doesn't know.
  const unreachable = query.failureCount > 0 && query.fetchStatus === "fetching";
  return { ...query, checkAgain, polling, unreachable };
}

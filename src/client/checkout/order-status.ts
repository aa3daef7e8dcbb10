import type { OrderStatus } from "../../shared/checkout";

// The thank-you page (/paiement/merci?ref=…) after the payment page. The provider's confirmation may reach
// the server a moment after the buyer, so a pending order is asked again for a while.

export const POLL_INTERVAL_MS = 1_500;
export const POLL_WINDOW_MS = 20_000;

const REFERENCE = /^BS-[A-Z0-9]{8}$/;

/** The order reference of the query string, upper-cased; null when it can't be one. */
export function parseOrderReference(value: string | null): string | null {
  const ref = value?.trim().toUpperCase() ?? "";
  return REFERENCE.test(ref) ? ref : null;
}

export type OrderOutcome = "paid" | "pending" | "failed" | "unknown";

/** paid and complete are a success; failed and expired did not go through (SPEC.md §4 statuses). */
export function orderOutcome(status: string): OrderOutcome {
  if (status === "paid" || status === "complete") return "paid";
  if (status === "pending") return "pending";
  if (status === "failed" || status === "expired") return "failed";
  return "unknown";
}

/** When to ask again: every 1.5 s while pending, for about 20 s; then the page offers a manual check. */
export function nextPollDelay(order: Pick<OrderStatus, "status"> | undefined, startedAt: number, now: number): number | false {
  if (!order || orderOutcome(order.status) !== "pending") return false;
  return now - startedAt < POLL_WINDOW_MS ? POLL_INTERVAL_MS : false;
}

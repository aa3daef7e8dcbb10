import type { OrderStatus } from "../../../shared/order";
import { saleStatusText, type OrderOutcome } from "../../../shared/order-status";

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

/** paid and complete are a success; failed and expired did not go through (src/shared/order-status.ts). */
export function orderOutcome(status: string): OrderOutcome {
  return saleStatusText(status).outcome;
}

/** When to ask again: every 1.5 s while pending, for about 20 s; then the page offers a manual check. */
export function nextPollDelay(order: Pick<OrderStatus, "status"> | undefined, startedAt: number, now: number): number | false {
  if (!order || orderOutcome(order.status) !== "pending") return false;
  return now - startedAt < POLL_WINDOW_MS ? POLL_INTERVAL_MS : false;
}

/**
 * docs/product.md#paying-on-a-flaky-connection: a status call that got no answer (network, server unreachable) is asked
 * again, 1 s, 2 s, 4 s… then every 30 s, for as long as the page is open: only an answer of the server says what
 * became of the payment. An answer of 'not found' or a refused address (4xx) is one, and isn't asked again.
 */
export function retryStatusCall(_failures: number, error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return !(typeof status === "number" && status >= 400 && status < 500);
}

export const STATUS_RETRY_MAX_MS = 30_000;

export function statusRetryDelay(failures: number): number {
  return Math.min(1_000 * 2 ** failures, STATUS_RETRY_MAX_MS);
}

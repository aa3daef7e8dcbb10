import { browserStorage } from "./browser-storage";

// The shop notes the order it sends to the payment page; the thank-you page reads the note to know which
// campaign's cart the paid order empties (a donation leaves the cart as it is). localStorage, because the
// payment page may come back in another tab.

export const PENDING_ORDER_KEY = "checkout:last-order";

export type PendingOrder = { order_reference: string; campaign_id: string; kind: "cart" | "donation" };

export function rememberPendingOrder(order: PendingOrder, storage: Storage | null = browserStorage("localStorage")) {
  try {
    storage?.setItem(PENDING_ORDER_KEY, JSON.stringify(order));
  } catch {
    // Private mode: the cart simply stays until the buyer empties it.
  }
}

export function parsePendingOrder(raw: string | null): PendingOrder | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingOrder> | null;
    if (typeof value?.order_reference !== "string" || typeof value.campaign_id !== "string") return null;
    return {
      order_reference: value.order_reference,
      campaign_id: value.campaign_id,
      kind: value.kind === "donation" ? "donation" : "cart",
    };
  } catch {
    return null;
  }
}

/** The note of this order, removed as it is read so that it is acted on once. */
export function takePendingOrder(reference: string, storage: Storage | null = browserStorage("localStorage")): PendingOrder | null {
  try {
    const order = parsePendingOrder(storage?.getItem(PENDING_ORDER_KEY) ?? null);
    if (!order || order.order_reference !== reference) return null;
    storage?.removeItem(PENDING_ORDER_KEY);
    return order;
  } catch {
    return null;
  }
}

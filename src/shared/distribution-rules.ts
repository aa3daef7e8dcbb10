import { settledSaleStatuses } from "./order-status";

// The distribution day (docs/product.md#distribution-list, #handing-over): the rules the server and the member's
// screens share. No zod here: the hand-over screen and its link page read it.

/** The page a pick-up order's QR code opens: a member's phone lands on the hand-over of that order. */
export function handOverPath(reference: string): string {
  return `/remise/${encodeURIComponent(reference)}`;
}

/** The QR code's content: the hand-over page's address on this site. */
export function handOverUrl(publicUrl: string, reference: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${handOverPath(reference)}`;
}

/**
 * Whether an order gets a QR code to show on the distribution day: paid, to pick up, with bars to hand over, not
 * handed over or taken back yet.
 */
export function carriesHandOverCode(order: { status: string; delivery_mode: string; fulfilment_status: string; bars: number }): boolean {
  return (
    (settledSaleStatuses as readonly string[]).includes(order.status) &&
    order.delivery_mode === "pickup" &&
    order.bars > 0 &&
    order.fulfilment_status !== "handed_over" &&
    order.fulfilment_status !== "cancelled"
  );
}

/** An order reference as typed or scanned: upper case, no spaces; online 'BS-' and 8 characters, or a paper one. */
const REFERENCE = /^[A-Z0-9][A-Z0-9-]{2,39}$/;

export function normalizeReference(value: string): string | null {
  const reference = value.trim().toUpperCase();
  return REFERENCE.test(reference) ? reference : null;
}

/**
 * The reference a scanned code carries: the hand-over address of any host (a code printed before a change of
 * domain still works), or a bare reference. Null for anything else (another site's QR code, a payment code...).
 */
export function referenceFromScan(text: string): string | null {
  const trimmed = text.trim();
  const match = /^https?:\/\/[^/\s]+\/remise\/([^/?#\s]+)\/?(?:[?#].*)?$/i.exec(trimmed);
  if (match) {
    try {
      return normalizeReference(decodeURIComponent(match[1]));
    } catch {
      return null;
    }
  }
  return normalizeReference(trimmed);
}

/**
 * The distribution list's groups: by the first letter of the buyer's name (accents aside), '#' for anything else.
 * Sellers don't exist yet; when they do, the list groups by seller instead (the server's `grouping`).
 */
export function nameLetter(name: string): string {
  const letter = name
    .trim()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .charAt(0)
    .toUpperCase();
  return /^[A-Z]$/.test(letter) ? letter : "#";
}

/** The buyers' order of the list and its files: French collation, case and accents aside, numbers as numbers. */
export const compareNames = new Intl.Collator("fr", { sensitivity: "base", numeric: true }).compare;

/** The products of a list, as columns: the catalogue's order, then any other by id (a product since withdrawn). */
export function productColumns(
  orders: { products: { product_id: string; name: string }[] }[],
  catalogueOrder: readonly string[],
): { product_id: string; name: string }[] {
  const byId = new Map<string, string>();
  for (const order of orders) for (const line of order.products) if (!byId.has(line.product_id)) byId.set(line.product_id, line.name);
  const rank = (id: string) => (catalogueOrder.includes(id) ? catalogueOrder.indexOf(id) : catalogueOrder.length);
  return [...byId.entries()]
    .map(([product_id, name]) => ({ product_id, name }))
    .sort((a, b) => rank(a.product_id) - rank(b.product_id) || (a.product_id < b.product_id ? -1 : a.product_id > b.product_id ? 1 : 0));
}

/** An order's bars of one product (0 when it has none). */
export const barsOf = (order: { products: { product_id: string; bars: number }[] }, productId: string) =>
  order.products.find((line) => line.product_id === productId)?.bars ?? 0;

import { isDonationLine } from "../../shared/catalogue";
import type { RefundRequest } from "../../shared/admin";
import { AppError } from "../../shared/errors";
import { toCents } from "../../shared/money";
import type { RefundedLine, SaleLine } from "../../shared/order";

/** What a refund gives back: cents, bars and the lines they come from. */
export type RefundPlan = { amountCents: number; bars: number; lines: RefundedLine[] };

type OrderState = {
  items: SaleLine[];
  totalCents: number;
  /** Refunded, or asked of the provider and not yet confirmed: both are off the table. */
  takenCents: number;
  takenBars: number;
  /** The lines of those refunds. */
  takenLines: RefundedLine[];
};

const isBar = (productId: string) => !isDonationLine({ product_id: productId });

/**
 * docs/product.md#refunds: the whole order (everything left, delivery fee included), some lines (unit price x
 * quantity, never more than bought less already given back) or an amount (never more than what is left).
 * Integer cents throughout.
 */
export function planRefund(request: RefundRequest, order: OrderState): RefundPlan {
  const leftCents = order.totalCents - order.takenCents;
  const taken = new Map<string, number>();
  for (const line of order.takenLines) taken.set(line.product_id, (taken.get(line.product_id) ?? 0) + line.quantity);

  if (request.kind === "amount") {
    const amountCents = toCents(request.amount_eur);
    if (amountCents === null || amountCents <= 0) throw new AppError("VALIDATION", "Montant invalide", { field: "amount_eur" });
    if (amountCents > leftCents) throw new AppError("REFUND_TOO_LARGE");
    return { amountCents, bars: 0, lines: [] };
  }

  if (request.kind === "full") {
    if (leftCents <= 0) throw new AppError("REFUND_TOO_LARGE");
    const lines = order.items
      .map((item) => ({ product_id: item.product_id, quantity: item.quantity - (taken.get(item.product_id) ?? 0) }))
      .filter((line) => line.quantity > 0);
    return { amountCents: leftCents, bars: barsLeft(order), lines };
  }

  const asked = new Map<string, number>();
  for (const line of request.lines) asked.set(line.product_id, (asked.get(line.product_id) ?? 0) + line.quantity);
  let amountCents = 0;
  let bars = 0;
  const lines: RefundedLine[] = [];
  for (const [productId, quantity] of asked) {
    const item = order.items.find((i) => i.product_id === productId);
    if (!item) throw new AppError("REFUND_LINE_UNKNOWN", undefined, { field: "lines" });
    if (quantity > item.quantity - (taken.get(productId) ?? 0)) throw new AppError("REFUND_TOO_LARGE", undefined, { field: "lines" });
    amountCents += (toCents(item.unit_price_eur) ?? 0) * quantity;
    if (isBar(productId)) bars += quantity;
    lines.push({ product_id: productId, quantity });
  }
  // An amount refunded earlier may already have taken part of what these lines cost.
  if (amountCents > leftCents) throw new AppError("REFUND_TOO_LARGE");
  return { amountCents, bars: Math.min(bars, barsLeft(order)), lines };
}

function barsLeft(order: OrderState) {
  return Math.max(0, order.items.filter((i) => isBar(i.product_id)).reduce((sum, i) => sum + i.quantity, 0) - order.takenBars);
}

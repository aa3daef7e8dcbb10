import type { AdminOrderDetail } from "../../../shared/admin-order-responses";
import { toCents } from "../../../shared/money";

export type RefundableLine = { product_id: string; name: string; unit_cents: number; left: number };

/**
 * The lines that may still be refunded, each with what is left of it: bought less what earlier refunds gave back
 * (a refund still being confirmed counts, as on the server: docs/product.md#refunds).
 */
export function refundableLines({ order, refunds }: Pick<AdminOrderDetail, "order" | "refunds">): RefundableLine[] {
  const given = new Map<string, number>();
  for (const refund of refunds) {
    if (refund.status === "failed") continue;
    for (const line of refund.lines) given.set(line.product_id, (given.get(line.product_id) ?? 0) + line.quantity);
  }
  return order.items
    .map((item) => ({
      product_id: item.product_id,
      name: item.name,
      unit_cents: toCents(item.unit_price_eur) ?? 0,
      left: item.quantity - (given.get(item.product_id) ?? 0),
    }))
    .filter((line) => line.left > 0);
}

/**
 * What a refund gives back, in cents, as the dialog's button names it ('Rembourser 8,00 €'): the rest of the order,
 * the chosen lines at their unit price, or the amount typed; 0 while nothing valid is chosen (the button waits).
 */
export function refundAmountCents(
  choice:
    | { kind: null }
    | { kind: "full"; refundableCents: number }
    | { kind: "lines"; lines: RefundableLine[]; quantities: Record<string, string> }
    | { kind: "amount"; euros: number },
): number {
  if (choice.kind === null) return 0;
  if (choice.kind === "full") return choice.refundableCents;
  if (choice.kind === "amount") return Number.isFinite(choice.euros) && choice.euros > 0 ? Math.round(choice.euros * 100) : 0;
  return choice.lines.reduce((sum, line) => {
    const quantity = Number(choice.quantities[line.product_id] ?? 0);
    return sum + (Number.isInteger(quantity) && quantity > 0 ? Math.min(quantity, line.left) * line.unit_cents : 0);
  }, 0);
}

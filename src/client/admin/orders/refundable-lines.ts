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

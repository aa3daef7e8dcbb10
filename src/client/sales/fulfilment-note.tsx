import { fulfilmentStatusLabel } from "../../shared/fulfilment-status";
import { formatEuroAmount } from "../../shared/format";
import type { Sale } from "../../shared/order";
import { saleStatusText } from "../../shared/order-status";
import { cn } from "../lib/utils";

/**
 * Where a paid order stands after its payment (docs/product.md#fulfilment) and what was given back
 * (docs/product.md#refunds), under its payment status on the drawer and the sales page. Nothing for an order that
 * was never paid: it is neither prepared nor refunded.
 */
export function FulfilmentNote({
  sale,
  className,
}: {
  sale: Pick<Sale, "status" | "fulfilment_status" | "refunded_eur">;
  className?: string;
}) {
  if (saleStatusText(sale.status).outcome !== "paid") return null;
  return (
    <p className={cn("text-xs text-muted", className)}>
      <span>Préparation : {fulfilmentStatusLabel(sale.fulfilment_status)}</span>
      {sale.refunded_eur > 0 ? <span className="block">Remboursé : {formatEuroAmount(sale.refunded_eur)}</span> : null}
    </p>
  );
}

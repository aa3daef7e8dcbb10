import type { Sale } from "../../shared/order";
import { paymentMethodLabel } from "../../shared/payment-methods";
import { Badge } from "../components/ui/badge";

/**
 * docs/product.md#paper-orders: an order paid in cash or by cheque to the association reads 'Espèces' or 'Chèque'
 * beside its status on the drawer and the sales page; a card order, the usual one, shows nothing more.
 */
export function PaymentMethodBadge({ sale, className }: { sale: Pick<Sale, "payment_method">; className?: string }) {
  if (sale.payment_method === "card") return null;
  return (
    <Badge variant="peach" className={className}>
      {paymentMethodLabel(sale.payment_method)}
    </Badge>
  );
}

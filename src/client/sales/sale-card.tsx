import type { Sale } from "../../shared/order";
import { formatEuroAmount } from "../../shared/format";
import { paymentMethodLabel } from "../../shared/payment-methods";
import { saleStatusDisplay } from "./sale-status";
import { Badge } from "../components/ui/badge";
import { drawerBarCount, drawerLineLabels, relativeSaleTime } from "./sale-lines";
import { FulfilmentNote } from "./fulfilment-note";
import { PaymentMethodBadge } from "./payment-method-badge";

/** docs/product.md#sales-drawer: relative time, amount, status badge, bar count and one bullet per chocolate. */
export function SaleCard({ sale, now }: { sale: Sale; now: Date }) {
  const status = saleStatusDisplay(sale.status);
  const amount = formatEuroAmount(sale.amount_total);
  const paidHow = sale.payment_method === "card" ? "" : `, ${paymentMethodLabel(sale.payment_method)}`;
  return (
    <li className="rounded-2xl bg-white p-4 shadow-(--shadow-soft)" aria-label={`Vente de ${amount}, ${status.label}${paidHow}`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-display text-lg font-semibold text-chocolate tabular-nums">{amount}</p>
          <p className="text-xs text-muted">
            <time dateTime={sale.created_at}>{relativeSaleTime(sale.created_at, now)}</time>
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <Badge variant={status.tone}>{status.label}</Badge>
          <PaymentMethodBadge sale={sale} />
        </div>
      </div>
      <p className="mt-3 text-sm">
        <span className="text-muted">Nombre de tablettes :</span> <span className="font-semibold">{drawerBarCount(sale.items)}</span>
      </p>
      <p className="mt-1 text-sm text-muted">Type(s) de chocolat :</p>
      <ul className="mt-1 list-disc pl-5 text-sm text-ink">
        {drawerLineLabels(sale.items).map((label, index) => (
          <li key={index}>{label}</li>
        ))}
      </ul>
      <FulfilmentNote sale={sale} className="mt-3" />
    </li>
  );
}

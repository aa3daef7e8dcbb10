import type { ReactNode } from "react";
import { formatAmountWithCode } from "../../shared/money";
import { saleStatusText } from "../../shared/order-status";
import { buyerEmailCorrectable } from "../../shared/buyer-email-correction";
import { BuyerEmailDialog } from "../components/buyer-email-dialog";
import { StackedTableHead } from "../components/stacked-table-head";
import { Badge } from "../components/ui/badge";
import { cn } from "../lib/utils";
import { articleLabels, formatSaleDate, salesPageStatusLabel } from "./sale-lines";
import type { AssociationSale } from "./sales-api";
import { FulfilmentNote } from "./fulfilment-note";
import { PaymentMethodBadge } from "./payment-method-badge";

const headers = ["Date", "Client", "Campagne", "Articles", "Montant", "Statut"];

/**
 * 'Historique des ventes' (docs/product.md#sales-page). From tablet width, a table that scrolls inside its own box
 * when narrow; on a phone each row becomes a card whose cells carry their column name. The explicit roles keep the
 * table semantics when CSS changes how its parts are displayed.
 */
export function SalesTable({ sales, canCorrectEmails = false }: { sales: AssociationSale[]; canCorrectEmails?: boolean }) {
  return (
    <div
      role="region"
      aria-label="Historique des ventes, tableau"
      tabIndex={0}
      className="rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand sm:overflow-x-auto"
    >
      <table role="table" className="w-full border-collapse text-left text-sm sm:min-w-[760px]">
        <StackedTableHead headers={headers} headerClassName={() => "px-3 py-3 font-semibold first:pl-0"} />
        <tbody role="rowgroup" className="divide-y divide-line/70 max-sm:block">
          {sales.map((sale) => (
            <tr key={sale.id} role="row" className="align-top max-sm:flex max-sm:flex-col max-sm:gap-1.5 max-sm:py-4">
              <Cell label="Date" className="whitespace-nowrap tabular-nums sm:pl-0">
                {formatSaleDate(sale.created_at)}
              </Cell>
              <Cell label="Client" className="sm:min-w-48">
                <span className="block font-medium text-chocolate">{sale.customer_name || "—"}</span>
                {sale.customer_email ? (
                  <span className="block text-xs break-all text-muted sm:break-normal sm:whitespace-nowrap">{sale.customer_email}</span>
                ) : null}
                {/* docs/product.md#buyer-email-correction: managers correct a card buyer's mistyped address. */}
                {canCorrectEmails && buyerEmailCorrectable(sale) ? (
                  <span className="mt-1.5 block">
                    <BuyerEmailDialog order={sale} />
                  </span>
                ) : null}
              </Cell>
              <Cell label="Campagne" className="sm:min-w-40">
                {sale.campaign?.association_name ?? "—"}
              </Cell>
              <Cell label="Articles">
                {articleLabels(sale.items).map((label, index) => (
                  <span key={index} className="block sm:whitespace-nowrap">
                    {label}
                  </span>
                ))}
              </Cell>
              <Cell label="Montant" className="font-semibold whitespace-nowrap text-chocolate tabular-nums">
                {formatAmountWithCode(sale.amount_total, sale.currency)}
              </Cell>
              <Cell label="Statut">
                <span className="flex flex-wrap gap-1">
                  <Badge variant={saleStatusText(sale.status).tone}>{salesPageStatusLabel(sale.status)}</Badge>
                  <PaymentMethodBadge sale={sale} />
                </span>
                <FulfilmentNote sale={sale} className="mt-1.5" />
              </Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** On a phone the column name shows before the value (the header row is only read by screen readers there). */
function Cell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td
      role="cell"
      data-label={label}
      className={cn(
        "px-3 py-3",
        "max-sm:grid max-sm:grid-cols-[6.5rem_1fr] max-sm:items-baseline max-sm:gap-3 max-sm:p-0",
        'max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:tracking-wide max-sm:before:text-muted max-sm:before:uppercase max-sm:before:content-[attr(data-label)_/_""]',
        className,
      )}
    >
      {/* One grid child for the value, whatever it is made of. */}
      <div className="min-w-0">{children}</div>
    </td>
  );
}

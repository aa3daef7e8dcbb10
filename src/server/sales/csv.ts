import { isDonationLine } from "../../shared/catalogue";
import { saleStatusText } from "../../shared/order-status";
import {
  CSV_BOM,
  CSV_RECORD_END,
  CSV_SEPARATOR,
  csvNumber,
  csvText,
  DELIVERY_HEADER,
  deliveryCells,
  PAYMENT_HEADER,
  paymentCells,
} from "../lib/csv-cells";
import type { SaleRow } from "../orders/service";
import { formatParisShortDateTime } from "../../shared/paris-time";

// The cells' rules are shared with the back-office's export (lib/csv-cells.ts); re-exported for the sales routes.
export { CSV_BOM, CSV_RECORD_END, csvNumber, csvText } from "../lib/csv-cells";

export const CSV_HEADER = [
  "Date",
  "Référence",
  "Client",
  "Email",
  "Campagne",
  "Articles",
  "Tablettes",
  "Montant",
  "Devise",
  "Statut",
  // docs/product.md#paper-orders: 'En ligne' or 'Commande papier'; 'Carte', 'Espèces' or 'Chèque'; the cheque's number.
  ...PAYMENT_HEADER,
  ...DELIVERY_HEADER,
  // docs/product.md#sellers: the seller the buyer ordered for, empty for none.
  "Vendeur",
];

/** The first line of the file, BOM included. */
export function csvHeaderLine(): string {
  return CSV_BOM + CSV_HEADER.map(csvText).join(CSV_SEPARATOR) + CSV_RECORD_END;
}

/** One sale as one record, without its line end. */
export function csvLine(sale: SaleRow, campaignName: string, sellerName: string | null = null): string {
  const articles = sale.items.map((i) => (isDonationLine(i) ? "Don" : `${i.name} x ${i.quantity}`)).join(", ");
  return [
    csvText(formatParisShortDateTime(sale.created_at)),
    csvText(sale.order_reference),
    csvText(sale.customer_name),
    csvText(sale.customer_email),
    csvText(campaignName),
    csvText(articles),
    csvNumber(sale.bars_count),
    csvNumber(sale.amount_total),
    csvText(sale.currency.toUpperCase()),
    csvText(saleStatusText(sale.status).ledger),
    ...paymentCells(sale),
    ...deliveryCells(sale),
    csvText(sellerName),
  ].join(CSV_SEPARATOR);
}

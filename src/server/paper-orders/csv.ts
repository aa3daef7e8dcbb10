import { isDonationLine } from "../../shared/catalogue";
import { saleStatusText } from "../../shared/order-status";
import type { PaperOrder } from "../../shared/paper-orders-responses";
import { formatParisShortDateTime } from "../../shared/paris-time";
import { CSV_BOM, CSV_RECORD_END, CSV_SEPARATOR, csvNumber, csvText, PAYMENT_HEADER, paymentCells } from "../lib/csv-cells";

// The 'Commandes hors ligne' CSV (docs/product.md#paper-orders): every paper order of a campaign, for the treasurer who
// checks the cash and the cheques deposited against what the members recorded. French Excel CSV (lib/csv-cells.ts).

const HEADER = [
  "Date",
  "Référence",
  "Acheteur",
  "Email",
  "Articles",
  "Tablettes",
  "Don",
  "Montant",
  ...PAYMENT_HEADER,
  "Statut",
  "Vendeur",
  "Note",
  "Enregistrée par",
];

function line(order: PaperOrder): string {
  const bars = order.items.filter((item) => !isDonationLine(item)).map((item) => `${item.name} x ${item.quantity}`);
  return [
    csvText(formatParisShortDateTime(new Date(order.created_at))),
    csvText(order.order_reference),
    csvText(order.customer_name),
    csvText(order.customer_email),
    csvText(bars.join(", ")),
    csvNumber(order.bars_count),
    csvNumber(order.donation_eur.toFixed(2)),
    csvNumber(order.amount_total.toFixed(2)),
    ...paymentCells(order),
    csvText(saleStatusText(order.status).ledger),
    csvText(order.seller_name),
    csvText(order.note),
    csvText(order.recorded_by_name),
  ].join(CSV_SEPARATOR);
}

/** The whole file, BOM and header first. */
export function paperOrdersCsv(orders: PaperOrder[]): string {
  return CSV_BOM + [HEADER.map(csvText).join(CSV_SEPARATOR), ...orders.map(line)].map((record) => record + CSV_RECORD_END).join("");
}

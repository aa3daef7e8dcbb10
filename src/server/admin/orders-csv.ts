import { fulfilmentStatusLabel } from "../../shared/fulfilment-status";
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

// The back-office's export of the filtered orders (docs/product.md#orders): for Excel in French, like the sales page's.

const HEADER = [
  "Date",
  "Référence",
  "Campagne",
  "Client",
  "Email",
  "Tablettes",
  "Montant",
  "Remboursé",
  "Statut du paiement",
  ...PAYMENT_HEADER,
  "Préparation",
  ...DELIVERY_HEADER,
  "Transporteur",
  "Suivi",
];

export const ordersCsvHeader = () => CSV_BOM + HEADER.map(csvText).join(CSV_SEPARATOR) + CSV_RECORD_END;

export function ordersCsvLine(sale: SaleRow, campaignName: string): string {
  return (
    [
      csvText(formatParisShortDateTime(sale.created_at)),
      csvText(sale.order_reference),
      csvText(campaignName),
      csvText(sale.customer_name),
      csvText(sale.customer_email),
      csvNumber(sale.bars_count - sale.refunded_bars),
      csvNumber(sale.amount_total),
      csvNumber((sale.refunded_cents / 100).toFixed(2)),
      csvText(saleStatusText(sale.status).ledger),
      ...paymentCells(sale),
      csvText(fulfilmentStatusLabel(sale.fulfilment_status)),
      ...deliveryCells(sale),
      csvText(sale.carrier),
      csvText(sale.tracking_number),
    ].join(CSV_SEPARATOR) + CSV_RECORD_END
  );
}

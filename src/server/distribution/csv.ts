import { products as catalogue } from "../../shared/catalogue";
import type { Distribution } from "../../shared/distribution-responses";
import { barsOf, productColumns } from "../../shared/distribution-rules";
import { paymentMethodLabel } from "../../shared/payment-methods";
import { fulfilmentStatusLabel } from "../../shared/fulfilment-status";
import { CSV_BOM, CSV_RECORD_END, CSV_SEPARATOR, csvNumber, csvText } from "../lib/csv-cells";
import { formatParisShortDateTime } from "../../shared/paris-time";

// docs/product.md#distribution-list: the list as a CSV, in the sales export's format (Excel in French: UTF-8 with a
// BOM, ';', formula-proof cells). One line per order, a column per product; names only, like the screen.

export function distributionCsv(distribution: Distribution): string {
  const orders = distribution.groups.flatMap((group) => group.orders);
  const products = productColumns(
    orders,
    catalogue.map((p) => p.id),
  );
  const header = ["Acheteur", "Référence", ...products.map((p) => p.name), "Tablettes", "Paiement", "Statut", "Remise le"];
  const lines = orders.map((order) =>
    [
      csvText(order.customer_name),
      csvText(order.reference),
      ...products.map((p) => csvNumber(barsOf(order, p.product_id))),
      csvNumber(order.bars),
      csvText(paymentMethodLabel(order.payment_method)),
      csvText(fulfilmentStatusLabel(order.fulfilment_status)),
      csvText(order.handed_over_at ? formatParisShortDateTime(order.handed_over_at) : ""),
    ].join(CSV_SEPARATOR),
  );
  return CSV_BOM + [header.map(csvText).join(CSV_SEPARATOR), ...lines].map((line) => line + CSV_RECORD_END).join("");
}

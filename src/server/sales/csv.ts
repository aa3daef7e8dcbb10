import { isDonationLine } from "../../shared/catalogue";
import type { SaleRow } from "./serialize";

const statusLabels: Record<string, string> = { paid: "Payé", complete: "Payé", pending: "En attente", failed: "Échoué", expired: "Expiré" };

/** Excel in French reads ';' separated values; quotes protect text and formula-looking cells are neutralised. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  // A cell starting with = + - @ would run as a formula in a spreadsheet (CSV injection).
  if (/^[=+\-@\t\r]/.test(text) && typeof value !== "number") text = `'${text}`;
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

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
  "Livraison",
  "Adresse",
  "Code postal",
  "Ville",
];

const dateFormat = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", dateStyle: "short", timeStyle: "short" });

export function csvLine(sale: SaleRow, campaignName: string): string {
  const articles = sale.items.map((i) => (isDonationLine(i) ? "Don" : `${i.name} x ${i.quantity}`)).join(", ");
  return [
    dateFormat.format(sale.created_at),
    sale.order_reference,
    sale.customer_name,
    sale.customer_email,
    campaignName,
    articles,
    sale.bars_count,
    sale.amount_total.replace(".", ","),
    sale.currency.toUpperCase(),
    statusLabels[sale.status] ?? sale.status,
    sale.delivery_mode === "home_delivery" ? "Livraison à domicile" : "Retrait",
    sale.delivery_address,
    sale.delivery_postal_code,
    sale.delivery_city,
  ]
    .map(csvCell)
    .join(";");
}

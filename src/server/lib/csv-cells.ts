// Cells of the CSV exports (the sales page's, the back-office's): for Excel in French, and formula-proof.

import { paymentMethodLabel } from "../../shared/payment-methods";

/**
 * The export is for Excel in French: ';' is the list separator there (',' is the decimal comma), and the
 * byte order mark makes it read UTF-8. No 'sep=;' line: Excel then ignores the BOM and garbles accents.
 */
export const CSV_BOM = "\uFEFF";
export const CSV_SEPARATOR = ";";
export const CSV_RECORD_END = "\r\n";

/**
 * Formula injection (OWASP "CSV Injection"): a cell starting with = + - @ tab or CR may run as a formula. A
 * spreadsheet honouring the quotes sees only the start of the cell, but an import that ignores them (Excel's
 * text import wizard with no text qualifier, scripts splitting lines) starts a new cell after any separator it
 * was given (';' here, ',' in English locales, tab) or line break inside ours. So a trigger gets an apostrophe
 * when only spaces or double quotes (which such an import may trim or drop) stand between it and the start of
 * the cell, a line break or a separator. "Jean-Marie" and "a+b" are left alone.
 */
const FORMULA_START = /(?<=^|[;,\t\r\n])([ \u00a0"]*)(?=[=+\-@\t\r])/g;

/** RFC 4180: every cell between double quotes, inner quotes doubled; ';' and line breaks are then plain text. */
const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** A text cell (anything a buyer, a member or the server wrote as words): quoted and formula-proof. */
export function csvText(value: string | null | undefined): string {
  return quoted((value ?? "").replace(FORMULA_START, "$1'"));
}

/**
 * A number the server computed (a numeric column, never user text), with the French decimal comma. It skips
 * the apostrophe so Excel still reads it as a number, a negative amount ("-12,50") included: digits, at most
 * one leading minus and one comma can't make a formula. Anything else falls back to a text cell.
 */
export function csvNumber(value: number | string): string {
  const text = String(value);
  return /^-?\d+(\.\d+)?$/.test(text) ? quoted(text.replace(".", ",")) : csvText(text);
}

/** How a sale reaches its buyer, in the columns both exports give it: the mode, then the address of a home delivery. */
export const DELIVERY_HEADER = ["Livraison", "Adresse", "Code postal", "Ville"];

type Delivery = {
  delivery_mode: string;
  delivery_address: string | null;
  delivery_postal_code: string | null;
  delivery_city: string | null;
};

/** A sale's cells under DELIVERY_HEADER. */
export function deliveryCells(sale: Delivery): string[] {
  return [
    csvText(sale.delivery_mode === "home_delivery" ? "Livraison à domicile" : "Retrait"),
    csvText(sale.delivery_address),
    csvText(sale.delivery_postal_code),
    csvText(sale.delivery_city),
  ];
}

/**
 * How an order was paid, in the columns every export gives it (docs/product.md#paper-orders): the channel ('En ligne'
 * for a card payment on the shop, 'Commande papier' for an order a member recorded), the method, and a cheque's number
 * (the treasurer's bank deposit is checked against it).
 */
export const PAYMENT_HEADER = ["Canal", "Moyen de paiement", "N° de chèque"];

/** An order's cells under PAYMENT_HEADER. */
export function paymentCells(sale: { payment_method: string; cheque_number: string | null }): string[] {
  return [
    csvText(sale.payment_method === "card" ? "En ligne" : "Commande papier"),
    csvText(paymentMethodLabel(sale.payment_method)),
    csvText(sale.cheque_number),
  ];
}

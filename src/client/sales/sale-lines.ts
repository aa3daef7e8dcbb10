import { formatDistance } from "date-fns";
import { fr } from "date-fns/locale";
import { barsInSale } from "./sale-status";
import { DONATION_PRODUCT_ID } from "../../shared/catalogue";
import { saleStatusText } from "../../shared/order-status";
import { formatParisAbbreviatedDate, formatParisTime } from "../../shared/paris-time";

// How the drawer and the sales page write a sale (docs/product.md#sales). Lines are read loosely: older or
// hand-made sales may lack a quantity or a name.

export type LooseSaleLine = { product_id?: string; name?: string | null; description?: string | null; quantity?: number | null };

export const isDonationLine = (line: LooseSaleLine) => line.product_id === DONATION_PRODUCT_ID;

const lineName = (line: LooseSaleLine) => line.name || line.description || "Tablette";

/** docs/product.md#sales-drawer: in the drawer list a line without quantity counts as 1; a donation is no bar. */
export function drawerBarCount(items: readonly LooseSaleLine[] | null | undefined): number {
  return barsInSale((items ?? []).filter((line) => !isDonationLine(line)));
}

/** docs/product.md#sales-drawer bullets: 'Chocolat Noir (x 2)'; a donation reads 'Don'. */
export function drawerLineLabels(items: readonly LooseSaleLine[] | null | undefined): string[] {
  return (items ?? []).map((line) =>
    isDonationLine(line) ? "Don" : `${lineName(line)} (x ${typeof line.quantity === "number" ? line.quantity : 1})`,
  );
}

/**
 * The sales page's 'Articles' cell: 'Chocolat Noir x 2' per line (a missing quantity counts 0 there,
 * docs/product.md#sales-page).
 */
export function articleLabels(items: readonly LooseSaleLine[] | null | undefined): string[] {
  return (items ?? []).map((line) => {
    if (isDonationLine(line)) return "Don";
    return typeof line.quantity === "number" ? `${lineName(line)} x ${line.quantity}` : lineName(line);
  });
}

/** The sales page's 'Statut': 'Payé' for a paid sale, the other statuses in French too (src/shared/order-status.ts). */
export function salesPageStatusLabel(status: string): string {
  return saleStatusText(status).ledger;
}

/**
 * docs/product.md#sales-page: day, abbreviated month, year, hour and minute, in Paris time: '22 nov. 2026, 14:05'.
 * Date and time are formatted apart: browsers don't agree on the word between them ('à' or a comma).
 */
export function formatSaleDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "—";
  return `${formatParisAbbreviatedDate(date)}, ${formatParisTime(date)}`;
}

/** The drawer's relative time in French: 'il y a 2 minutes'. */
export function relativeSaleTime(iso: string, now: Date): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  // A clock slightly ahead of the browser's must not read 'dans quelques secondes'.
  return formatDistance(date.getTime() > now.getTime() ? now : date, now, { addSuffix: true, locale: fr });
}

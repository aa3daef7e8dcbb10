import { formatEuros } from "../../shared/money";
import { goalPercent, SELLER_RETENTION_DAYS } from "../../shared/sellers-rules";
import { calendarDayNoon, formatParisDate } from "../../shared/paris-time";

// What the 'Vendeurs' screen says about counts, goals and dates (docs/product.md#sellers); French plurals take the
// singular for 0 and 1.

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

export const barsText = (n: number) => plural(n, "tablette", "tablettes");
export const ordersText = (n: number) => plural(n, "commande", "commandes");
export const sellersText = (n: number) => plural(n, "vendeur", "vendeurs");

/** '12 tablettes · 96,00 € · 5 commandes'. */
export const salesText = (totals: { bars: number; amount_cents: number; orders: number }) =>
  `${barsText(totals.bars)} · ${formatEuros(totals.amount_cents)} · ${ordersText(totals.orders)}`;

/** The line beside a goal's bar: '12 / 20 tablettes (60 %)', or the bars alone without a goal. */
export function goalText(bars: number, goalBars: number | null): string {
  const percent = goalPercent(bars, goalBars);
  if (percent === null || !goalBars) return `${barsText(bars)} · pas d'objectif`;
  return `${bars} / ${barsText(goalBars)} (${percent}\u202f%)`;
}

/** A group's name as the totals show it. */
export const groupLabel = (groupName: string | null) => groupName ?? "Sans groupe";

/** docs/product.md#privacy: when the sellers' data go, said with the day once the campaign has dates. */
export function deletionText(deleteOn: string | null): string {
  const when = deleteOn
    ? `le ${formatParisDate(calendarDayNoon(deleteOn))}, ${SELLER_RETENTION_DAYS} jours après la fin de la campagne`
    : `${SELLER_RETENTION_DAYS} jours après la fin de la campagne`;
  return `Les prénoms, groupes et objectifs des vendeurs seront supprimés ${when}. Leurs ventes resteront comptées, sous « Sans vendeur ».`;
}

// What an association earns and when it is paid (docs/product.md#money, decision 018). The server's statement
// query and refund attribution use these; the statement screen, the PDF and the FAQ say the same.

import { ASSOCIATION_SHARE_PERCENT } from "./catalogue";
import { formatEuros } from "./money";

/**
 * An order's part becomes payable this many days after it reached the buyer or the association (or, for a donation
 * alone, after its payment): the time a buyer has to report a broken or missing parcel before the money moves. The
 * default of the PAYOUT_DELAY_DAYS setting; each statement says the window it applied.
 */
export const PAYOUT_DELAY_DAYS = 14;

/**
 * The association's share of bar sales, in integer cents, rounded half up. The statement query computes the same
 * in SQL (`shareSql` in server/money/statement-queries.ts), and a test holds the two together.
 */
export function shareOfBarsCents(barsCents: number): number {
  return Math.floor((barsCents * ASSOCIATION_SHARE_PERCENT + 50) / 100);
}

/** What 'Pour l'association' and the collect bar count (decision 040), said under the figure. */
export const ASSOCIATION_PART_NOTE = `Sa part de ${ASSOCIATION_SHARE_PERCENT} % des tablettes et les dons, hors livraison.`;

/** Said where a member sets the goal: the collect bar compares it with what the association receives (decision 040). */
export const GOAL_MEASURE_HINT = `La barre de collecte compare cet objectif à ce que reçoit l'association : ${ASSOCIATION_SHARE_PERCENT} % des tablettes vendues et les dons, hors livraison.`;

/**
 * What a negative 'Solde dû' means (docs/product.md#statement): the association kept more cash (paper orders) than it
 * is owed, or was refunded after a payout. Payouts are only ever of what is payable and never below 0
 * (server/money/payout-transition.ts), so the sum comes off the next payouts; until then nothing is paid.
 */
export function negativeBalanceSentence(balanceCents: number): string {
  return `Solde négatif : l'association doit ${formatEuros(-balanceCents)} à l'atelier (elle a encaissé plus que ce qui lui revient). Cette somme sera déduite de ses prochains versements ; tant que le solde reste négatif, aucun versement n'est fait.`;
}

/** When money moves, as the statement page and its PDF say it (docs/product.md#when-money-moves). */
export function payoutDelaySentence(days: number): string {
  return days === 0
    ? "La part d'une commande devient versable dès son expédition ou sa remise à l'association."
    : `La part d'une commande devient versable ${days} jour${days > 1 ? "s" : ""} après son expédition ou sa remise à l'association (le délai de réclamation).`;
}

/** The day an order's part becomes payable, from when it was shipped or delivered (or paid, for a donation alone). */
export function payableFrom(reachedAt: Date): Date {
  return new Date(reachedAt.getTime() + PAYOUT_DELAY_DAYS * 24 * 60 * 60 * 1000);
}

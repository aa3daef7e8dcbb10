// What an association earns and when it is paid (docs/product.md#money, decision 018). The server's statement
// query and refund attribution use these; the statement screen, the PDF and the FAQ say the same.

import { ASSOCIATION_SHARE_PERCENT } from "./catalogue";

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

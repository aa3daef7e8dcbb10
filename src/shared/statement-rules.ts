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

/** The day an order's part becomes payable, from when it was shipped or delivered (or paid, for a donation alone). */
export function payableFrom(reachedAt: Date): Date {
  return new Date(reachedAt.getTime() + PAYOUT_DELAY_DAYS * 24 * 60 * 60 * 1000);
}

// docs/product.md#bank-details: new bank details (a first entry or a change) are not paid for BANK_DETAILS_HOLD_DAYS
// after their save, unless an admin has confirmed them: the time for the members, each mailed at the save, to say
// it wasn't them, or for the workshop to check with the association. One rule, read by the members' card, the
// 'Versements' list and the payout batch.

const DAY_MS = 24 * 60 * 60 * 1000;

export type HoldClock = { now: Date; holdDays: number };

/** Until when the details wait for an admin's confirmation, or null when they may be paid now. */
export function bankDetailsHeldUntil(account: { updated_at: Date; confirmed_at: Date | null }, clock: HoldClock): Date | null {
  if (account.confirmed_at) return null;
  const until = new Date(account.updated_at.getTime() + clock.holdDays * DAY_MS);
  return until > clock.now ? until : null;
}

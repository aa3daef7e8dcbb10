import { findLapsedHolds, findOrphanedPendingOrders } from "../orders/queries";
import { settlePayment, type SettlementContext } from "../orders/service";
import { startBackgroundJob } from "../lib/background-job";

/**
 * A pending order this old is abandoned. Longer than a Stripe Checkout Session lives (stripe-provider.ts), so
 * a session opened just before a crash, which the sale never recorded, can no longer be paid once it expires.
 */
export const PENDING_ORDER_LIFETIME_MS = 2 * 60 * 60 * 1000;
// Every five minutes: a lapsed hold's bars are back on sale at most five minutes after it ends.
const SWEEP_EVERY_MS = 5 * 60 * 1000;

/** Marks abandoned orders and lapsed holds 'expired', through the same one-way transition as everything else. */
export async function expireStaleOrders(ctx: SettlementContext, now = new Date()) {
  // Orders nobody else will settle (orders/queries.ts): the simulated provider's, and Stripe ones a crash left sessionless.
  const stale = await findOrphanedPendingOrders(ctx.db, new Date(now.getTime() - PENDING_ORDER_LIFETIME_MS));
  // And every checkout holding bars past its hold, Stripe's too should its 'expired' event not come: the bars go back
  // to their week; a payment confirmed after that is a late one (decision 051).
  stale.push(...(await findLapsedHolds(ctx.db, now)));
  let expired = 0;
  // settlePayment only moves a sale still 'pending': one paid meanwhile stays paid and isn't counted.
  for (const { id } of stale) if ((await settlePayment(ctx, { saleId: id, outcome: "expired", source: "sweeper" })).changed) expired++;
  return expired;
}

/**
 * Sweeps every five minutes, and once right after start: a crash is what leaves Stripe orders without their
 * session, so the restart that follows it is when to look. Stopping waits for a sweep under way, so the
 * database is never closed under it.
 */
export function startStaleOrderSweeper(ctx: SettlementContext, log: { warn(obj: object, msg: string): void }) {
  return startBackgroundJob({
    name: "stale-order-sweep",
    run: () => expireStaleOrders(ctx),
    everyMs: SWEEP_EVERY_MS,
    onError: (err) => log.warn({ err }, "stale order sweep failed"),
  });
}

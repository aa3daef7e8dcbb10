import { and, eq, isNull, lt, or } from "drizzle-orm";
import { sales } from "../db/schema";
import { settlePayment, type SettlementContext } from "../checkout/service";

/**
 * A pending order this old is abandoned. Longer than a Stripe Checkout Session lives (stripe-provider.ts), so
 * a session opened just before a crash, which the sale never recorded, can no longer be paid once it expires.
 */
export const PENDING_ORDER_LIFETIME_MS = 2 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * The orders no one else will ever settle: the test provider's (its page is ours and doesn't expire), and
 * Stripe ones left without a session id by a crash between storing the sale and opening its Checkout Session
 * (the webhook only settles a sale that names its session). A Stripe sale with a session is Stripe's: its
 * webhook reports 'checkout.session.expired', so the sweep never touches it.
 */
const orphaned = or(eq(sales.payment_provider, "test"), and(eq(sales.payment_provider, "stripe"), isNull(sales.payment_session_id)));

/** Marks abandoned orders 'expired', through the same one-way transition as everything else. */
export async function expireStaleOrders(ctx: SettlementContext, now = new Date()) {
  const stale = await ctx.db
    .select({ id: sales.id })
    .from(sales)
    .where(and(eq(sales.status, "pending"), orphaned, lt(sales.created_at, new Date(now.getTime() - PENDING_ORDER_LIFETIME_MS))))
    .limit(500);
  let expired = 0;
  // settlePayment only moves a sale still 'pending': one paid meanwhile stays paid and isn't counted.
  for (const { id } of stale) if ((await settlePayment(ctx, { saleId: id, outcome: "expired" })).changed) expired++;
  return expired;
}

/** @deprecated its former name, from when only test-provider orders expired: use expireStaleOrders. */
export const expireStaleTestOrders = expireStaleOrders;

/**
 * Sweeps every ten minutes, and once right after start: a crash is what leaves Stripe orders without their
 * session, so the restart that follows it is when to look. Stopping waits for a sweep under way, so the
 * database is never closed under it.
 */
export function startStaleOrderSweeper(ctx: SettlementContext, log: { warn(obj: object, msg: string): void }) {
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = expireStaleOrders(ctx).catch((err) => log.warn({ err }, "stale order sweep failed"));
  };
  const first = setTimeout(sweep, 0);
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}

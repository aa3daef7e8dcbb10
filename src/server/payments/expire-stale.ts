import { and, eq, lt } from "drizzle-orm";
import { sales } from "../db/schema";
import { settlePayment, type SettlementContext } from "../checkout/service";

/** An order left on the test payment page this long is abandoned (Stripe expires its own sessions). */
export const TEST_ORDER_LIFETIME_MS = 2 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/** Marks abandoned test-provider orders 'expired', through the same one-way transition as everything else. */
export async function expireStaleTestOrders(ctx: SettlementContext, now = new Date()) {
  const stale = await ctx.db
    .select({ id: sales.id })
    .from(sales)
    .where(and(eq(sales.status, "pending"), eq(sales.payment_provider, "test"), lt(sales.created_at, new Date(now.getTime() - TEST_ORDER_LIFETIME_MS))))
    .limit(500);
  for (const { id } of stale) await settlePayment(ctx, { saleId: id, outcome: "expired" });
  return stale.length;
}

export function startStaleOrderSweeper(ctx: SettlementContext, log: { warn(obj: object, msg: string): void }) {
  const timer = setInterval(() => {
    expireStaleTestOrders(ctx).catch((err) => log.warn({ err }, "stale order sweep failed"));
  }, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

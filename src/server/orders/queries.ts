import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { campaigns, sales } from "../db/schema";

/** An order with what its payment page shows of its campaign (simulated payment page). */
export async function findOrderWithCampaign(db: Db, saleId: string) {
  const [row] = await db
    .select({ sale: sales, association_name: campaigns.association_name, slug: campaigns.public_slug })
    .from(sales)
    .innerJoin(campaigns, eq(campaigns.id, sales.campaign_id))
    .where(eq(sales.id, saleId))
    .limit(1);
  return row;
}

/** An order by its reference, with what the thank-you page shows of its campaign. */
export async function findOrderByReference(db: Db, reference: string) {
  const [row] = await db
    .select({ sale: sales, campaign: { public_slug: campaigns.public_slug, association_name: campaigns.association_name } })
    .from(sales)
    .innerJoin(campaigns, eq(campaigns.id, sales.campaign_id))
    .where(eq(sales.order_reference, reference))
    .limit(1);
  return row;
}

/** What a provider's event is checked against: the session the order was sent to, and the amount it must charge. */
export async function findOrderPayment(db: Db, saleId: string) {
  const [row] = await db
    .select({ id: sales.id, payment_session_id: sales.payment_session_id, amount_total: sales.amount_total })
    .from(sales)
    .where(eq(sales.id, saleId))
    .limit(1);
  return row;
}

/**
 * The orders no one else will ever settle: the simulated provider's (its page is ours and doesn't expire), and
 * Stripe ones left without a session id by a crash between storing the sale and opening its Checkout Session
 * (the webhook only settles a sale that names its session). A Stripe sale with a session is Stripe's: its
 * webhook reports 'checkout.session.expired', so the sweep never touches it.
 */
const orphaned = or(eq(sales.payment_provider, "simulated"), and(eq(sales.payment_provider, "stripe"), isNull(sales.payment_session_id)));

/** Checkouts whose hold has run out (docs/product.md#capacity-and-holds): their page can no longer be paid. */
export async function findLapsedHolds(db: Db, now: Date) {
  return db
    .select({ id: sales.id })
    .from(sales)
    .where(and(eq(sales.status, "pending"), eq(sales.capacity_hold, "held"), lt(sales.held_until, now)))
    .limit(500);
}

/** Pending orders nobody will settle, created before the given time (at most 500 a call). */
export async function findOrphanedPendingOrders(db: Db, createdBefore: Date) {
  return db
    .select({ id: sales.id })
    .from(sales)
    .where(and(eq(sales.status, "pending"), orphaned, lt(sales.created_at, createdBefore)))
    .limit(500);
}

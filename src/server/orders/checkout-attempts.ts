import { heldUntil } from "../capacity/service";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { sales } from "../db/schema";
import type { SaleRow } from "./serialize";

// Decision 045: one checkout attempt (the key the cart drawer sends with 'Payer') is one order. These are the order's
// reads and writes of the attempt; checkout/service.ts decides what a repeated attempt gets.

/** The order an attempt already made, if any. */
export async function findSaleByCheckoutKey(db: Db, checkoutKey: string): Promise<SaleRow | null> {
  const [sale] = await db.select().from(sales).where(eq(sales.checkout_key, checkoutKey)).limit(1);
  return sale ?? null;
}

/**
 * Stores the payment session opened for a pending order, in place of `replacing` (null: the order had none yet). False
 * when another call stored one first, or the order left 'pending': that session stays, never overwritten.
 */
export async function storeOpenedSession(
  db: Db,
  { saleId, sessionId, replacing }: { saleId: string; sessionId: string; replacing: string | null },
) {
  const stored = await db
    .update(sales)
    // A new page for the order holds its bars as long as that page lives (docs/product.md#capacity-and-holds).
    .set({ payment_session_id: sessionId, updated_at: new Date(), held_until: heldUntil() })
    .where(
      and(
        eq(sales.id, saleId),
        eq(sales.status, "pending"),
        replacing === null ? isNull(sales.payment_session_id) : eq(sales.payment_session_id, replacing),
      ),
    )
    .returning({ id: sales.id });
  return stored.length === 1;
}

/** The order as it stands now (after a lost race to store its session). */
export async function saleById(db: Db, saleId: string): Promise<SaleRow | null> {
  const [sale] = await db.select().from(sales).where(eq(sales.id, saleId)).limit(1);
  return sale ?? null;
}

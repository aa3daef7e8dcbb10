import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { sales } from "../db/schema";

/** The provider's session for an order, stored once its hosted payment page is open. */
export async function recordPaymentSession(db: Db, saleId: string, sessionId: string) {
  await db.update(sales).set({ payment_session_id: sessionId }).where(eq(sales.id, saleId));
}

/** Gives a session to an order a crash left without one; false if it already has one (another can't take its place). */
export async function adoptPaymentSession(db: Db, saleId: string, sessionId: string): Promise<boolean> {
  const adopted = await db
    .update(sales)
    .set({ payment_session_id: sessionId })
    .where(and(eq(sales.id, saleId), isNull(sales.payment_session_id)))
    .returning({ id: sales.id });
  return adopted.length === 1;
}

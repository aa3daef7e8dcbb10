import { and, eq } from "drizzle-orm";
import { AppError } from "../../shared/errors";
import type { Db } from "../db/client";
import { orderEvents, sales } from "../db/schema";
import { lockPaperOrder } from "./paper-order-changes";

// A paper order above the campaign's ceiling, confirmed by a manager or an admin (docs/product.md#paper-orders): the
// one function that moves it from 'awaiting_confirmation' to 'paid', with its history row (who, when). From then on it
// counts like any paper order: the database announces the status change (migration 0003), the bars to make follow it
// (migration 0017), the statement and the payouts read it.

export async function confirmPaperOrder(
  db: Db,
  options: { campaignId: string; saleId: string; actorUserId: string },
): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    const row = await lockPaperOrder(tx, options.campaignId, options.saleId);
    // Confirmed already (a double click, two managers at once): it counts once.
    if (row.status !== "awaiting_confirmation") {
      if (row.status === "cancelled") throw new AppError("PAPER_ORDER_NOT_AWAITING");
      return { changed: false };
    }
    const now = new Date();
    const [confirmed] = await tx
      .update(sales)
      .set({ status: "paid", updated_at: now })
      .where(and(eq(sales.id, row.id), eq(sales.status, "awaiting_confirmation")))
      .returning({ id: sales.id });
    if (!confirmed) return { changed: false };
    await tx.insert(orderEvents).values({
      sale_id: row.id,
      axis: "payment",
      from_state: "awaiting_confirmation",
      to_state: "paid",
      actor_user_id: options.actorUserId,
      reason: "Commande papier confirmée",
      created_at: now,
    });
    return { changed: true };
  });
}

import { and, eq, sql } from "drizzle-orm";
import type { CapacityWeekInput } from "../../shared/capacity";
import { products } from "../../shared/catalogue";
import { AppError } from "../../shared/errors";
import type { Db } from "../db/client";
import { capacityCounters } from "../db/schema";

/**
 * Sets a week's capacity per product ('Capacité', docs/product.md#capacity-and-holds), all or nothing. A capacity
 * can't go below what orders already took of the week (held + sold): the conditional UPDATE checks it under the row's
 * lock, so a checkout taking bars at the same moment can't slip between a read and the write. Rows in product order,
 * as the counters' trigger locks them (migration 0030).
 */
export async function setWeekCapacities(
  db: Db,
  { week, input, actorUserId }: { week: string; input: CapacityWeekInput; actorUserId: string },
) {
  const lines = [...input.capacities].sort((a, b) => a.product_id.localeCompare(b.product_id));
  await db.transaction(async (tx) => {
    for (const line of lines) {
      await tx.insert(capacityCounters).values({ week, product_id: line.product_id }).onConflictDoNothing();
      const [set] = await tx
        .update(capacityCounters)
        .set({ capacity: line.capacity, updated_by: actorUserId, updated_at: sql`now()` })
        .where(
          and(
            eq(capacityCounters.week, week),
            eq(capacityCounters.product_id, line.product_id),
            line.capacity === null ? undefined : sql`${capacityCounters.held} + ${capacityCounters.sold} <= ${line.capacity}`,
          ),
        )
        .returning({ week: capacityCounters.week });
      if (!set) throw await belowUsed(tx, { week, productId: line.product_id });
    }
  });
}

async function belowUsed(tx: Db, { week, productId }: { week: string; productId: string }) {
  const [row] = await tx
    .select({ used: sql<number>`${capacityCounters.held} + ${capacityCounters.sold}` })
    .from(capacityCounters)
    .where(and(eq(capacityCounters.week, week), eq(capacityCounters.product_id, productId)));
  const name = products.find((p) => p.id === productId)?.name ?? productId;
  return new AppError(
    "CAPACITY_BELOW_USED",
    `${row.used} tablettes « ${name} » sont déjà commandées ou en cours de paiement pour cette semaine : la capacité ne peut pas être inférieure.`,
    { field: productId },
  );
}

// What the orders and checkout domains use of capacity: the hold's length, the week an order takes, the refusal.
export { heldUntil, HOLD_LIFETIME_MS } from "./hold";
export { barsNeeded, writeInWeek } from "./order-week";
export { capacityShortage, refusingShortage } from "./refusal";

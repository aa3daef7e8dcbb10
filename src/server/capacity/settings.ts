import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { platformSettings } from "../db/schema";

/** The last day a home delivery is ordered for delivery before Christmas; null when none is set. */
export async function christmasLastOrderDate(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ day: platformSettings.christmas_last_order_date })
    .from(platformSettings)
    .where(eq(platformSettings.id, true));
  return row?.day ?? null;
}

/** Sets (or with null removes) the last order date for delivery before Christmas. */
export async function setChristmasLastOrderDate(db: Db, { day, actorUserId }: { day: string | null; actorUserId: string }) {
  await db
    .insert(platformSettings)
    .values({ id: true, christmas_last_order_date: day, updated_by: actorUserId })
    .onConflictDoUpdate({
      target: platformSettings.id,
      set: { christmas_last_order_date: day, updated_by: actorUserId, updated_at: sql`now()` },
    });
  return day;
}

import { addDays, mondayOf, pickupWeek } from "../../shared/capacity-rules";
import type { ProductId } from "../../shared/catalogue";
import { parisCalendarDay } from "../../shared/paris-time";
import { setWeekCapacities } from "../capacity/service";
import type { Db } from "./client";

/** What the workshop makes of each product in an ordinary week of the demo. */
const ordinaryWeek: Record<ProductId, number> = { noir: 400, praline: 300, blanc: 250 };

/**
 * Bars of white chocolate the workshop makes the week the demo's pick-up orders take: a small batch, so that the
 * campaign page says only a few are left (its demo orders already took some) while the other bars have plenty.
 */
export const DEMO_SHORT_WEEK_BLANC = 10;

/**
 * The production weeks 'Capacité' shows in the demo (docs/product.md#capacity-and-holds), set as an administrator
 * would, through the same service: every week from the current one to the demo campaign's distribution week, the
 * pick-up week short of white chocolate.
 */
export async function seedDemoCapacity(db: Db, { distributionDate, adminId }: { distributionDate: string; adminId: string }) {
  const short = pickupWeek(distributionDate);
  const last = mondayOf(distributionDate);
  for (let week = mondayOf(parisCalendarDay(new Date())); week <= last; week = addDays(week, 7)) {
    const capacities = Object.entries(ordinaryWeek).map(([product_id, capacity]) => ({
      product_id: product_id as ProductId,
      capacity: week === short && product_id === "blanc" ? DEMO_SHORT_WEEK_BLANC : capacity,
    }));
    await setWeekCapacities(db, { week, input: { capacities }, actorUserId: adminId });
  }
}

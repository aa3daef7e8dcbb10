import { sql } from "drizzle-orm";
import { addDays, firstHomeDeliveryWeek, HOME_DELIVERY_HORIZON_WEEKS, pickupWeek, type WeekMonday } from "../../shared/capacity-rules";
import type { Db } from "../db/client";
import { selectRows } from "../db/raw-rows";

/** The bars an order asks of each product. */
export type BarsNeeded = { product_id: string; bars: number }[];

/** What decides an order's week: the campaign's distribution day, the delivery mode, and the day it is ordered. */
export type WeekRequest = {
  distributionDate: string | null;
  deliveryMode: "pickup" | "home_delivery";
  needs: BarsNeeded;
  /** Today, Paris calendar. */
  today: string;
  christmasLastOrderDate: string | null;
};

/**
 * The production week an order takes its bars from (docs/product.md#capacity-and-holds): a pick-up takes the week
 * before its distribution's week, whatever is left there (the checkout refuses what does not fit); a home delivery
 * (or a pick-up whose campaign has no distribution day yet) the soonest week from the first one it may take with room
 * for ALL its bars, null when none has within HOME_DELIVERY_HORIZON_WEEKS. A read, not a reservation: the insert's
 * trigger checks again under the counters' locks (decision 051).
 */
export async function servingWeek(db: Db, request: WeekRequest): Promise<WeekMonday | null> {
  if (request.deliveryMode === "pickup" && request.distributionDate) return pickupWeek(request.distributionDate);
  return soonestWeekWithRoom(db, {
    from: firstHomeDeliveryWeek(request.today, request.christmasLastOrderDate),
    needs: request.needs,
  });
}

/** The first week from `from` where every product has room for its bars (a week with no limit set always has). */
export async function soonestWeekWithRoom(db: Db, { from, needs }: { from: WeekMonday; needs: BarsNeeded }): Promise<WeekMonday | null> {
  const [row] = await selectRows<{ week: string }>(
    db,
    sql`with need as (select * from jsonb_to_recordset(${JSON.stringify(needs)}::jsonb) as n(product_id text, bars int)),
             weeks as (select generate_series(${from}::date, ${addDays(from, (HOME_DELIVERY_HORIZON_WEEKS - 1) * 7)}::date, interval '7 days')::date as week)
        select w.week::text as week
          from weeks as w
         where not exists (
                 select 1 from need as n
                   join capacity_counters as k on k.week = w.week and k.product_id = n.product_id
                  where k.capacity is not null and k.capacity - k.held - k.sold < n.bars)
         order by w.week
         limit 1`,
  );
  return row?.week ?? null;
}

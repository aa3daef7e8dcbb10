import { sql } from "drizzle-orm";
import type { ProductAvailability } from "../../shared/capacity-responses";
import {
  addDays,
  firstHomeDeliveryWeek,
  HOME_DELIVERY_HORIZON_WEEKS,
  homeDeliveryNote,
  mondayOf,
  pastChristmasLastOrderDate,
  pickupNote,
  pickupWeek,
} from "../../shared/capacity-rules";
import { products } from "../../shared/catalogue";
import { parisCalendarDay } from "../../shared/paris-time";
import type { Db } from "../db/client";
import { selectRows } from "../db/raw-rows";
import { christmasLastOrderDate } from "./settings";

const productIds = products.map((p) => p.id);
const nameOf = (productId: string) => products.find((p) => p.id === productId)?.name ?? productId;

/** How many weeks 'Capacité' shows from the one asked for. */
export const OVERVIEW_WEEKS = 12;

type CounterRow = { week: string; product_id: string; capacity: number | null; held: number; sold: number };

/** A week's counters for every product (zeros where no order and no capacity yet), `left` computed in SQL. */
async function readWeeks(db: Db, { from, weeks }: { from: string; weeks: number }) {
  const rows = await selectRows<CounterRow & { left: number | null }>(
    db,
    sql`select w.week::date::text as week, p.product_id, k.capacity, coalesce(k.held, 0) as held, coalesce(k.sold, 0) as sold,
               case when k.capacity is null then null else greatest(k.capacity - k.held - k.sold, 0) end as left
          from generate_series(${from}::date, ${addDays(from, (weeks - 1) * 7)}::date, interval '7 days') as w(week)
         cross join jsonb_array_elements_text(${JSON.stringify(productIds)}::jsonb) with ordinality as p(product_id, position)
          left join capacity_counters as k on k.week = w.week::date and k.product_id = p.product_id
         order by w.week, p.position`,
  );
  const byWeek = new Map<string, { week: string; products: (CounterRow & { name: string; left: number | null })[] }>();
  for (const row of rows) {
    const week = byWeek.get(row.week) ?? { week: row.week, products: [] };
    week.products.push({ ...row, name: nameOf(row.product_id) });
    byWeek.set(row.week, week);
  }
  return [...byWeek.values()];
}

/** 'Capacité': the weeks from `from`'s week, each product's capacity, held, sold and left; the Christmas setting. */
export async function readCapacityOverview(db: Db, { from, now = new Date() }: { from?: string; now?: Date }) {
  const first = mondayOf(from ?? parisCalendarDay(now));
  return {
    from: first,
    christmas_last_order_date: await christmasLastOrderDate(db),
    weeks: await readWeeks(db, { from: first, weeks: OVERVIEW_WEEKS }),
  };
}

/** One week as it stands (the answer to setting it). */
export async function readCapacityWeek(db: Db, week: string) {
  const [one] = await readWeeks(db, { from: week, weeks: 1 });
  return one;
}

/**
 * The campaign page's availability (docs/product.md#capacity-and-holds): per product, what is left for a pick-up (the
 * week before the distribution's), and the soonest week a home delivery of it would take, each with its note.
 */
export async function readCampaignAvailability(
  db: Db,
  { distributionDate, now = new Date() }: { distributionDate: string | null; now?: Date },
): Promise<{ pickup: ProductAvailability[]; home_delivery: ProductAvailability[] }> {
  const today = parisCalendarDay(now);
  const christmas = await christmasLastOrderDate(db);
  const firstWeek = firstHomeDeliveryWeek(today, christmas);
  const soonest = await soonestWeeks(db, firstWeek);
  const afterChristmas = pastChristmasLastOrderDate(today, christmas);
  const home_delivery = productIds.map((product_id) => {
    const found = soonest.get(product_id);
    const week = found?.week ?? null;
    return { product_id, week, left: found?.left ?? (week ? null : 0), note: homeDeliveryNote({ week, firstWeek, afterChristmas }) };
  });
  if (!distributionDate) return { pickup: home_delivery, home_delivery };

  const week = pickupWeek(distributionDate);
  const counters = new Map((await readWeeks(db, { from: week, weeks: 1 }))[0].products.map((p) => [p.product_id, p.left]));
  const pickup = productIds.map((product_id) => {
    const left = counters.get(product_id) ?? null;
    return { product_id, week, left, note: pickupNote({ left, distributionDate }) };
  });
  return { pickup, home_delivery };
}

/** Per product, the first week from `from` with at least one bar left (or no limit), and what is left there. */
async function soonestWeeks(db: Db, from: string) {
  const rows = await selectRows<{ product_id: string; week: string; left: number | null }>(
    db,
    sql`select distinct on (p.product_id) p.product_id, w.week::date::text as week,
               case when k.capacity is null then null else k.capacity - k.held - k.sold end as left
          from jsonb_array_elements_text(${JSON.stringify(productIds)}::jsonb) as p(product_id)
         cross join generate_series(${from}::date, ${addDays(from, (HOME_DELIVERY_HORIZON_WEEKS - 1) * 7)}::date, interval '7 days') as w(week)
          left join capacity_counters as k on k.week = w.week::date and k.product_id = p.product_id
         where k.capacity is null or k.capacity - k.held - k.sold > 0
         order by p.product_id, w.week`,
  );
  return new Map(rows.map((row) => [row.product_id, row]));
}

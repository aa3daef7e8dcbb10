import { sql } from "drizzle-orm";
import { boolean, check, date, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";
import { userReference } from "./auth";

/**
 * What the workshop can make and what is taken of it, per production week (its Monday, Paris calendar) and product
 * (docs/product.md#capacity-and-holds, decision 051). `capacity` is set by an administrator ('Capacité'); null is
 * no limit set for that week. `held` counts the bars of checkouts waiting for their payment, `sold` the bars of
 * paid orders (card and paper). Kept by triggers on `sales` (migration 0030), in the transaction that changes an
 * order: a new hold that does not fit raises, so no interleaving of writers can sell more than the week makes. The
 * CHECK is the last guard: a payment arriving after its hold was released may go past `capacity` by the margin of
 * decision 051 (5 bars or 2 %), never further.
 */
export const capacityCounters = pgTable(
  "capacity_counters",
  {
    week: date("week", { mode: "string" }).notNull(),
    product_id: text("product_id").notNull(),
    capacity: integer("capacity"),
    held: integer("held").notNull().default(0),
    sold: integer("sold").notNull().default(0),
    updated_by: userReference("updated_by"),
    ...updatedAt,
  },
  (t) => [
    primaryKey({ columns: [t.week, t.product_id] }),
    check("capacity_counters_week_check", sql`extract(isodow from ${t.week}) = 1`),
    check("capacity_counters_counts_check", sql`${t.held} >= 0 and ${t.sold} >= 0 and (${t.capacity} is null or ${t.capacity} >= 0)`),
    check(
      "capacity_counters_room_check",
      sql`${t.capacity} is null or ${t.held} + ${t.sold} <= ${t.capacity} + greatest(5, ${t.capacity} / 50)`,
    ),
  ],
);

/** The platform's settings: one row. */
export const platformSettings = pgTable(
  "platform_settings",
  {
    id: boolean("id").primaryKey().default(true),
    // The last day (Paris) a home delivery is ordered for delivery before Christmas; null is none set
    // (docs/product.md#capacity-and-holds).
    christmas_last_order_date: date("christmas_last_order_date", { mode: "string" }),
    updated_by: userReference("updated_by"),
    ...updatedAt,
  },
  (t) => [check("platform_settings_one_row_check", sql`${t.id}`)],
);

import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { SaleLine } from "../../../shared/order";
import { associations } from "./accounts";
import { campaigns } from "./campaigns";

export const sales = pgTable(
  "sales",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    order_reference: text("order_reference").notNull(),
    campaign_id: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "restrict" }),
    association_id: uuid("association_id")
      .notNull()
      .references(() => associations.id, { onDelete: "restrict" }),
    amount_total: numeric("amount_total", { precision: 12, scale: 2 }).notNull(),
    delivery_fee: numeric("delivery_fee", { precision: 12, scale: 2 }).notNull().default("0"),
    currency: text("currency").notNull().default("eur"),
    status: text("status").notNull().default("pending"),
    customer_name: text("customer_name"),
    customer_email: text("customer_email"),
    items: jsonb("items").$type<SaleLine[]>().notNull(),
    // Bars in this order (sum of the item quantities), kept beside the snapshot so totals stay cheap in SQL.
    bars_count: integer("bars_count").notNull().default(0),
    delivery_mode: text("delivery_mode").notNull().default("pickup"),
    delivery_address: text("delivery_address"),
    delivery_postal_code: text("delivery_postal_code"),
    delivery_city: text("delivery_city"),
    payment_provider: text("payment_provider"),
    payment_session_id: text("payment_session_id"),
    paid_at: timestamp("paid_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("sales_order_reference_idx").on(t.order_reference),
    uniqueIndex("sales_payment_session_idx").on(t.payment_session_id),
    // The drawer reads by campaign (docs/product.md#sales-drawer), the sales page by association
    // (docs/product.md#sales-page), newest first. NULLS FIRST is what a plain ORDER BY ... DESC means: with
    // drizzle's default (NULLS LAST) PostgreSQL sorts instead.
    index("sales_campaign_created_idx").on(t.campaign_id, t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("sales_association_created_idx").on(t.association_id, t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Totals (amount raised, cards, drawer and sales page summaries) read settled sales only: these partial
    // indexes carry the summed columns, so the sums are index-only scans however many orders there are.
    index("sales_campaign_settled_idx")
      .on(t.campaign_id, t.amount_total, t.bars_count)
      .where(sql`${t.status} in ('paid', 'complete')`),
    index("sales_association_settled_idx")
      .on(t.association_id, t.amount_total, t.bars_count)
      .where(sql`${t.status} in ('paid', 'complete')`),
    check("sales_amount_check", sql`${t.amount_total} >= 0 and ${t.delivery_fee} >= 0 and ${t.bars_count} >= 0`),
    check("sales_status_check", sql`${t.status} in ('pending', 'paid', 'complete', 'failed', 'expired')`),
    check("sales_delivery_mode_check", sql`${t.delivery_mode} in ('pickup', 'home_delivery')`),
  ],
);

/** Payment provider events already applied, so a redelivered event never counts a sale twice. */
export const processedPaymentEvents = pgTable("processed_payment_events", {
  event_id: text("event_id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  sale_id: uuid("sale_id").references(() => sales.id, { onDelete: "set null" }),
  processed_at: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { campaignReference } from "./campaigns";

/**
 * The bars the workshop still has to make, per campaign, product and delivery mode ('Préparation',
 * docs/product.md#preparation): the paid orders still to prepare, less their refunded lines. Kept by the database
 * itself (triggers of migration 0017 on sales and refunds), whoever changes an order, so that the production totals
 * are read from a few thousand rows at any number of orders (decision 021). Rows at zero stay: one per campaign,
 * product and mode that ever had bars to make. No CHECK on bars: PostgreSQL checks the row an upsert proposes
 * (a negative change) before it finds the row to add it to.
 */
export const barsToPrepare = pgTable(
  "bars_to_prepare",
  {
    campaign_id: campaignReference("cascade"),
    product_id: text("product_id").notNull(),
    delivery_mode: text("delivery_mode").notNull(),
    bars: integer("bars").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.campaign_id, t.product_id, t.delivery_mode] })],
);

import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idColumn, timestampTz } from "./columns";
import { userReference } from "./auth";
import { campaignReference } from "./campaigns";

/**
 * A campaign's sellers (docs/product.md#sellers): a child or a member who sells with a link of their own. A first
 * name and a group, nothing else about them (docs/product.md#privacy); deleted with their campaign's data some time
 * after it ends (sellers/retention.ts). Deleting a seller keeps their orders, then counted 'Sans vendeur'.
 */
export const sellers = pgTable(
  "sellers",
  {
    ...idColumn,
    campaign_id: campaignReference("cascade"),
    // The code of the seller's link (shared/sellers-rules.ts): unique everywhere, so a link names one seller.
    code: text("code").notNull(),
    first_name: text("first_name").notNull(),
    group_name: text("group_name"),
    goal_bars: integer("goal_bars"),
    is_minor: boolean("is_minor").notNull().default(false),
    // A member confirmed that the parents agreed: when, and who.
    parental_consent_at: timestampTz("parental_consent_at"),
    parental_consent_by: userReference("parental_consent_by"),
    created_by: userReference("created_by"),
    ...createdAt,
  },
  (t) => [
    uniqueIndex("sellers_code_idx").on(t.code),
    index("sellers_campaign_idx").on(t.campaign_id, t.first_name),
    check("sellers_goal_check", sql`${t.goal_bars} is null or ${t.goal_bars} > 0`),
    check("sellers_minor_consent_check", sql`not ${t.is_minor} or ${t.parental_consent_at} is not null`),
  ],
);

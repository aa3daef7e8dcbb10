import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { campaigns } from "./campaigns";
import { sales } from "./sales";

/**
 * docs/product.md#buyer-addresses: an address a member typed on a paper order gets no mail from the shop until its
 * owner has followed the link of the one confirmation mail sent for it. One row per confirmation mail: the address
 * (lower case, trimmed), the campaign it is confirmed for, when it was asked and when it was confirmed; the link's
 * token is only in the mail, its SHA-256 here.
 */
export const buyerEmailConfirmations = pgTable(
  "buyer_email_confirmations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    campaign_id: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    // The order the mail was sent for; confirming the address confirms it for every paper order of the campaign.
    sale_id: uuid("sale_id")
      .notNull()
      .references(() => sales.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    token_hash: text("token_hash").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    confirmed_at: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("buyer_email_confirmations_token_idx").on(t.token_hash),
    // The limits count the mails sent to an address, and by a campaign, over the last day (buyer-emails/limits.ts).
    index("buyer_email_confirmations_email_idx").on(t.email, t.created_at),
    index("buyer_email_confirmations_campaign_idx").on(t.campaign_id, t.created_at),
    check("buyer_email_confirmations_email_check", sql`${t.email} = lower(trim(${t.email}))`),
  ],
);

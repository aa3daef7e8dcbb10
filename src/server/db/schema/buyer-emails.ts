import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idColumn, timestampTz } from "./columns";
import { campaignReference } from "./campaigns";
import { saleReference } from "./sales";

/**
 * docs/product.md#buyer-addresses: an address a member typed on a paper order gets no mail from the shop until its
 * owner has followed the link of the one confirmation mail sent for it. One row per confirmation mail: the address
 * (lower case, trimmed), the campaign it is confirmed for, when it was asked and when it was confirmed; the link's
 * token is only in the mail, its SHA-256 here.
 */
export const buyerEmailConfirmations = pgTable(
  "buyer_email_confirmations",
  {
    ...idColumn,
    campaign_id: campaignReference("cascade"),
    // The order the mail was sent for; confirming the address confirms it for every paper order of the campaign.
    sale_id: saleReference("cascade"),
    email: text("email").notNull(),
    token_hash: text("token_hash").notNull(),
    ...createdAt,
    expires_at: timestampTz("expires_at").notNull(),
    confirmed_at: timestampTz("confirmed_at"),
  },
  (t) => [
    uniqueIndex("buyer_email_confirmations_token_idx").on(t.token_hash),
    // The limits count the mails sent to an address, and by a campaign, over the last day (buyer-emails/limits.ts).
    index("buyer_email_confirmations_email_idx").on(t.email, t.created_at),
    index("buyer_email_confirmations_campaign_idx").on(t.campaign_id, t.created_at),
    check("buyer_email_confirmations_email_check", sql`${t.email} = lower(trim(${t.email}))`),
  ],
);

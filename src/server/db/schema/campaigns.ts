import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { MIN_CAMPAIGN_BAR_PRICE_CENTS } from "../../../shared/catalogue";
import { user } from "./auth";
import { associations } from "./accounts";

export const campaignStatuses = ["draft", "waiting_rdv", "published"] as const;

export const campaigns = pgTable(
  "campaigns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    association_id: uuid("association_id")
      .notNull()
      .references(() => associations.id, { onDelete: "restrict" }),
    association_name: text("association_name").notNull(),
    association_slogan: text("association_slogan"),
    logo_url: text("logo_url"),
    association_description: text("association_description"),
    branding_primary_color: text("branding_primary_color").notNull().default("#B76E79"),
    branding_secondary_color: text("branding_secondary_color").notNull().default("#FAD7C1"),
    hero_image_url: text("hero_image_url"),
    campaign_message: text("campaign_message").notNull(),
    project_goal_eur: numeric("project_goal_eur", { precision: 12, scale: 2 }),
    chocolate_description: text("chocolate_description"),
    chocolate_price_eur: numeric("chocolate_price_eur", { precision: 12, scale: 2 }),
    contact_email: text("contact_email"),
    contact_phone: text("contact_phone"),
    association_address: text("association_address"),
    social_facebook: text("social_facebook"),
    social_instagram: text("social_instagram"),
    social_twitter: text("social_twitter"),
    seo_title: text("seo_title"),
    seo_description: text("seo_description"),
    og_image_url: text("og_image_url"),
    public_slug: text("public_slug").notNull(),
    status: text("status").notNull().default("draft"),
    is_published: boolean("is_published").notNull().default(false),
    published_at: timestamp("published_at", { withTimezone: true }),
    // The administrator's 'Publier' after the call: until then the member's 'Publier' only asks for validation.
    validated_at: timestamp("validated_at", { withTimezone: true }),
    // The platform took the page down (admin 'Dépublier', or no member left): only an admin republishes it.
    taken_down_at: timestamp("taken_down_at", { withTimezone: true }),
    takedown_reason: text("takedown_reason"),
    // The sellers' leaderboard on the campaign page (docs/product.md#sellers), switched on by the association.
    leaderboard_enabled: boolean("leaderboard_enabled").notNull().default(false),
    // Distribution day (docs/product.md#campaign-dates): orders close at the end of order_deadline (Paris time); pick-up
    // orders are handed over on distribution_date, between the two times ('HH:MM', Paris), at distribution_place.
    order_deadline: date("order_deadline", { mode: "string" }),
    distribution_date: date("distribution_date", { mode: "string" }),
    distribution_start_time: text("distribution_start_time"),
    distribution_end_time: text("distribution_end_time"),
    distribution_place: text("distribution_place"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("campaigns_public_slug_idx").on(t.public_slug),
    index("campaigns_association_idx").on(t.association_id, t.created_at.desc().nullsFirst()),
    index("campaigns_status_idx").on(t.status, t.created_at.desc().nullsFirst()),
    check("campaigns_status_check", sql`${t.status} in ('draft', 'waiting_rdv', 'published')`),
    check("campaigns_goal_check", sql`${t.project_goal_eur} is null or ${t.project_goal_eur} > 0`),
    // The campaign's price replaces every bar's at checkout: never below the dearest bar of the catalogue.
    check(
      "campaigns_price_check",
      sql`${t.chocolate_price_eur} is null or ${t.chocolate_price_eur} >= ${sql.raw((MIN_CAMPAIGN_BAR_PRICE_CENTS / 100).toFixed(2))}`,
    ),
    // Fail closed whoever writes: nothing is public without the platform's validation, nor after its takedown.
    check("campaigns_published_validated_check", sql`not ${t.is_published} or ${t.validated_at} is not null`),
    check("campaigns_taken_down_check", sql`not ${t.is_published} or ${t.taken_down_at} is null`),
    check("campaigns_slug_check", sql`${t.public_slug} ~ '^[a-z0-9-]{3,}$'`),
    check(
      "campaigns_distribution_times_check",
      sql`(${t.distribution_start_time} is null or ${t.distribution_start_time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$') and (${t.distribution_end_time} is null or ${t.distribution_end_time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')`,
    ),
    check(
      "campaigns_colors_check",
      sql`${t.branding_primary_color} ~ '^#[0-9A-Fa-f]{6}$' and ${t.branding_secondary_color} ~ '^#[0-9A-Fa-f]{6}$'`,
    ),
  ],
);

// The 30-minute call booked after creation. A slot can be held by one booking only (partial unique index).
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    campaign_id: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    booked_by: text("booked_by").references(() => user.id, { onDelete: "set null" }),
    starts_at: timestamp("starts_at", { withTimezone: true }).notNull(),
    ends_at: timestamp("ends_at", { withTimezone: true }).notNull(),
    status: text("status").notNull().default("booked"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("bookings_slot_taken_idx")
      .on(t.starts_at)
      .where(sql`${t.status} = 'booked'`),
    index("bookings_campaign_idx").on(t.campaign_id),
    check("bookings_status_check", sql`${t.status} in ('booked', 'cancelled')`),
    check("bookings_duration_check", sql`${t.ends_at} > ${t.starts_at}`),
  ],
);

/**
 * The platform's decisions on a campaign (docs/product.md#audit-log): validation and publication, takedown with
 * its reason. Written in the transaction that makes the change; the campaign's admin page reads it.
 */
export const campaignEvents = pgTable(
  "campaign_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    campaign_id: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    action: text("action").notNull(),
    actor_user_id: text("actor_user_id").references(() => user.id, { onDelete: "set null" }),
    reason: text("reason"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("campaign_events_campaign_idx").on(t.campaign_id, t.created_at),
    index("campaign_events_actor_idx").on(t.actor_user_id, t.created_at),
    check("campaign_events_action_check", sql`${t.action} in ('published', 'taken_down')`),
  ],
);

/**
 * The association's messages to a campaign's buyers (docs/product.md#messages-to-buyers): 'Votre commande est prête'
 * to the pick-up buyers, or a message of its own to every buyer. Each row is one sending, queued through the outbox
 * in the same transaction; the rows also pace the sendings (a few a day per campaign).
 */
export const buyerMessages = pgTable(
  "buyer_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    campaign_id: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    recipients: integer("recipients").notNull(),
    author_user_id: text("author_user_id").references(() => user.id, { onDelete: "set null" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("buyer_messages_campaign_idx").on(t.campaign_id, t.created_at),
    check("buyer_messages_kind_check", sql`${t.kind} in ('ready', 'free')`),
  ],
);

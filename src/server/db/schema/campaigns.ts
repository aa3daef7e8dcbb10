import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  type UpdateDeleteAction,
} from "drizzle-orm/pg-core";
import { MIN_CAMPAIGN_BAR_PRICE_CENTS } from "../../../shared/catalogue";
import { createdAt, idColumn, timestamps, timestampTz, requiredUuidReference } from "./columns";
import { userReference } from "./auth";
import { associationReference } from "./accounts";

export const campaignStatuses = ["draft", "waiting_rdv", "published"] as const;

export const campaigns = pgTable(
  "campaigns",
  {
    ...idColumn,
    association_id: associationReference("restrict"),
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
    published_at: timestampTz("published_at"),
    // The administrator's 'Publier' after the call: until then the member's 'Publier' only asks for validation.
    validated_at: timestampTz("validated_at"),
    // The platform took the page down (admin 'Dépublier', or no member left): only an admin republishes it.
    taken_down_at: timestampTz("taken_down_at"),
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
    // Changes to a validated page, kept aside until the member's 'Publier les modifications' (decision 037): the
    // columns above hold what the public sees. The one-pager's draft fields, checked by campaignDraftSchema.
    pending_changes: jsonb("pending_changes").$type<Record<string, unknown>>(),
    ...timestamps,
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

/**
 * Every address a campaign ever had, its current one included (decision 036): an old address answers with a permanent
 * redirect to the current one and is never given to another campaign. Rows are written by a trigger on campaigns
 * (migration 0026), whoever writes the slug, and the same trigger refuses an address another campaign holds.
 */
export const campaignAddresses = pgTable(
  "campaign_addresses",
  {
    slug: text("slug").primaryKey(),
    campaign_id: requiredUuidReference("campaign_id", () => campaigns.id, "cascade"),
    ...createdAt,
  },
  (t) => [index("campaign_addresses_campaign_idx").on(t.campaign_id)],
);

/**
 * The campaign a row belongs to: "cascade" where the row goes with it; "restrict" where the row is accounting (orders,
 * payouts), which keeps the campaign from being deleted.
 */
export const campaignReference = (onDelete: UpdateDeleteAction) => requiredUuidReference("campaign_id", () => campaigns.id, onDelete);

// The 30-minute call booked after creation (decision 035). A slot can be held by one booking only (partial unique index).
export const bookings = pgTable(
  "bookings",
  {
    ...idColumn,
    campaign_id: campaignReference("cascade"),
    booked_by: userReference("booked_by"),
    // The number the team calls (decision 035); older bookings have none.
    phone: text("phone"),
    starts_at: timestampTz("starts_at").notNull(),
    ends_at: timestampTz("ends_at").notNull(),
    status: text("status").notNull().default("booked"),
    ...createdAt,
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
    ...idColumn,
    campaign_id: campaignReference("cascade"),
    action: text("action").notNull(),
    actor_user_id: userReference("actor_user_id"),
    reason: text("reason"),
    ...createdAt,
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
    ...idColumn,
    campaign_id: campaignReference("cascade"),
    kind: text("kind").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    recipients: integer("recipients").notNull(),
    author_user_id: userReference("author_user_id"),
    ...createdAt,
  },
  (t) => [
    index("buyer_messages_campaign_idx").on(t.campaign_id, t.created_at),
    check("buyer_messages_kind_check", sql`${t.kind} in ('ready', 'free')`),
  ],
);

import { z } from "zod";
import { campaignStatuses, type Campaign, type CampaignCard, type PublicCampaign, type PublishOutcome } from "./campaign";

const timestamp = z.iso.datetime();

/**
 * A campaign as the API sends it (fields of docs/product.md#campaign-fields; amounts as numbers, dates as ISO
 * strings).
 */
export const campaignSchema = z
  .object({
    id: z.string(),
    association_id: z.string(),
    association_name: z.string(),
    association_slogan: z.string().nullable(),
    logo_url: z.string().nullable(),
    association_description: z.string().nullable(),
    branding_primary_color: z.string(),
    branding_secondary_color: z.string(),
    hero_image_url: z.string().nullable(),
    campaign_message: z.string(),
    project_goal_eur: z.number().nullable(),
    chocolate_description: z.string().nullable(),
    chocolate_price_eur: z.number().nullable(),
    contact_email: z.string().nullable(),
    contact_phone: z.string().nullable(),
    association_address: z.string().nullable(),
    social_facebook: z.string().nullable(),
    social_instagram: z.string().nullable(),
    social_twitter: z.string().nullable(),
    seo_title: z.string().nullable(),
    seo_description: z.string().nullable(),
    og_image_url: z.string().nullable(),
    public_slug: z.string(),
    status: z.enum(campaignStatuses),
    is_published: z.boolean(),
    published_at: timestamp.nullable(),
    validated_at: timestamp.nullable(),
    taken_down_at: timestamp.nullable(),
    created_at: timestamp,
    leaderboard_enabled: z.boolean(),
    // docs/product.md#campaign-dates: days 'YYYY-MM-DD' and times 'HH:MM', Paris time.
    order_deadline: z.iso.date().nullable(),
    distribution_date: z.iso.date().nullable(),
    distribution_start_time: z.string().nullable(),
    distribution_end_time: z.string().nullable(),
    distribution_place: z.string().nullable(),
    // Decision 037: the member's changes not yet published (the one-pager's fields); members' reads only.
    pending_changes: z.record(z.string(), z.unknown()).nullable().optional(),
  })
  .meta({ id: "Campaign" }) satisfies z.ZodType<Campaign>;

/** The public page's campaign: the campaign plus the amount raised (sum of paid sales, in euros). */
export const publicCampaignSchema = campaignSchema
  .extend({ amount_raised_eur: z.number() })
  .meta({ id: "PublicCampaign" }) satisfies z.ZodType<PublicCampaign>;

/** A 'Ma boutique' card (docs/product.md#account-page): totals over paid sales, computed in SQL. */
export const campaignCardSchema = z
  .object({
    id: z.string(),
    association_name: z.string(),
    public_slug: z.string(),
    is_published: z.boolean(),
    status: z.enum(campaignStatuses),
    sales_total_eur: z.number(),
    association_eur: z.number(),
    bars_sold: z.number(),
    created_at: timestamp,
  })
  .meta({ id: "CampaignCard" }) satisfies z.ZodType<CampaignCard>;

/** GET /api/associations/:id/campaigns */
export const campaignCardsResponseSchema = z.object({ campaigns: z.array(campaignCardSchema) });
export type CampaignCardsResponse = z.infer<typeof campaignCardsResponseSchema>;

/** GET /api/associations/:id/campaign: the newest campaign of the association (the one-pager edits it), or null. */
export const ownCampaignResponseSchema = z.object({ campaign: campaignSchema.nullable() });
export type OwnCampaignResponse = z.infer<typeof ownCampaignResponseSchema>;

/** Creation, draft, save, unpublish and the admin's 'Publier': the campaign as saved. */
export const campaignResponseSchema = z.object({ campaign: campaignSchema });
export type CampaignResponse = z.infer<typeof campaignResponseSchema>;

/** POST /api/campaigns/:id/publish: a page the team never validated is sent for validation instead. */
export const publishCampaignResponseSchema = z.object({
  campaign: campaignSchema,
  outcome: z.enum(["published", "sent_for_validation"]) satisfies z.ZodType<PublishOutcome>,
});
export type PublishCampaignResponse = z.infer<typeof publishCampaignResponseSchema>;

/** GET /api/campaigns/slug-available */
export const slugAvailabilityResponseSchema = z.object({
  available: z.boolean(),
  /** Why not: a reserved word, or another campaign's slug. */
  reason: z.enum(["reserved", "taken"]).optional(),
  /** Decision 036: for a taken address, the first free one of its kind ('ape-tilleuls-2'). */
  suggestion: z.string().optional(),
});
export type SlugAvailabilityResponse = z.infer<typeof slugAvailabilityResponseSchema>;

/** GET /api/campaigns/by-slug/:slug */
export const publicCampaignResponseSchema = z.object({ campaign: publicCampaignSchema });
export type PublicCampaignResponse = z.infer<typeof publicCampaignResponseSchema>;

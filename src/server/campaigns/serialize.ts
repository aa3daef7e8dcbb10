import type { Campaign, CampaignStatus } from "../../shared/campaign";
import type { campaigns } from "../db/schema";

export type CampaignRow = typeof campaigns.$inferSelect;

const amount = (value: string | null) => (value === null ? null : Number(value));

/**
 * What the association wrote and chose, sent and copied as stored (docs/product.md#campaign-fields): texts, images,
 * colours, contact and links. The amounts aside: the API sends them as numbers.
 */
export function writtenByAssociation(row: CampaignRow) {
  return {
    association_name: row.association_name,
    association_slogan: row.association_slogan,
    logo_url: row.logo_url,
    association_description: row.association_description,
    branding_primary_color: row.branding_primary_color,
    branding_secondary_color: row.branding_secondary_color,
    hero_image_url: row.hero_image_url,
    campaign_message: row.campaign_message,
    chocolate_description: row.chocolate_description,
    contact_email: row.contact_email,
    contact_phone: row.contact_phone,
    association_address: row.association_address,
    social_facebook: row.social_facebook,
    social_instagram: row.social_instagram,
    social_twitter: row.social_twitter,
    seo_title: row.seo_title,
    seo_description: row.seo_description,
    og_image_url: row.og_image_url,
  };
}

/**
 * A database row as the API sends it: fields of docs/product.md#campaign-fields, amounts as numbers, dates as ISO
 * strings.
 */
export function toCampaign(row: CampaignRow): Campaign {
  return {
    id: row.id,
    association_id: row.association_id,
    ...writtenByAssociation(row),
    project_goal_eur: amount(row.project_goal_eur),
    chocolate_price_eur: amount(row.chocolate_price_eur),
    public_slug: row.public_slug,
    status: row.status as CampaignStatus,
    is_published: row.is_published,
    published_at: row.published_at ? row.published_at.toISOString() : null,
    validated_at: row.validated_at ? row.validated_at.toISOString() : null,
    taken_down_at: row.taken_down_at ? row.taken_down_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
    leaderboard_enabled: row.leaderboard_enabled,
    order_deadline: row.order_deadline,
    distribution_date: row.distribution_date,
    distribution_start_time: row.distribution_start_time,
    distribution_end_time: row.distribution_end_time,
    distribution_place: row.distribution_place,
  };
}

/** The campaign as its members edit it: the published fields, and the changes not yet published (decision 037). */
export function toMemberCampaign(row: CampaignRow): Campaign {
  return { ...toCampaign(row), pending_changes: row.pending_changes ?? null };
}

/** Form values to column values: numbers to numeric strings (never floats in the database). */
export function toColumns<T extends { project_goal_eur?: number | null; chocolate_price_eur?: number | null }>(input: T) {
  const { project_goal_eur, chocolate_price_eur, ...rest } = input;
  return {
    ...rest,
    ...(project_goal_eur !== undefined ? { project_goal_eur: project_goal_eur === null ? null : project_goal_eur.toFixed(2) } : {}),
    ...(chocolate_price_eur !== undefined
      ? { chocolate_price_eur: chocolate_price_eur === null ? null : chocolate_price_eur.toFixed(2) }
      : {}),
  };
}

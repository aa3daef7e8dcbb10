import { campaignDraftSchema, type Campaign, type CampaignDraft } from "../../../shared/campaign";
import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR } from "../../../shared/campaign-rules";

/** The one-pager's fields, in the order of the form: the inputs hold text, amounts included. */
export const draftFieldNames = [
  "association_name",
  "association_slogan",
  "logo_url",
  "branding_primary_color",
  "branding_secondary_color",
  "hero_image_url",
  "campaign_message",
  "project_goal_eur",
  "association_description",
  "chocolate_description",
  "chocolate_price_eur",
  "contact_email",
  "contact_phone",
  "association_address",
  "social_facebook",
  "social_instagram",
  "social_twitter",
  "order_deadline",
  "distribution_date",
  "distribution_start_time",
  "distribution_end_time",
  "distribution_place",
  "public_slug",
  "seo_title",
  "seo_description",
  "og_image_url",
] as const;

export type DraftFieldName = (typeof draftFieldNames)[number];
export type DraftFormValues = Record<DraftFieldName, string>;

/** A new one-pager starts from the association's name and contact address. */
export function emptyDraftValues(association?: { name?: string | null; contact_email?: string | null }): DraftFormValues {
  const values = Object.fromEntries(draftFieldNames.map((name) => [name, ""])) as DraftFormValues;
  values.association_name = association?.name ?? "";
  values.contact_email = association?.contact_email ?? "";
  values.branding_primary_color = DEFAULT_PRIMARY_COLOR;
  values.branding_secondary_color = DEFAULT_SECONDARY_COLOR;
  return values;
}

/**
 * A saved campaign in the form: null becomes an empty field, amounts become text. The changes not yet published
 * (decision 037) are what the member left in the form.
 */
export function campaignToDraftValues(campaign: Campaign): DraftFormValues {
  const values = emptyDraftValues();
  const edited: Record<string, unknown> = { ...campaign, ...campaign.pending_changes };
  for (const name of draftFieldNames) {
    const value = edited[name];
    if (value !== null && value !== undefined) values[name] = String(value);
  }
  return values;
}

/**
 * The request body of a save: the shared schema trims, turns empty optional fields into null and amounts
 * into numbers (docs/product.md#one-pager). Null when the form is not valid, so nothing invalid is ever sent.
 */
export function toDraftPayload(values: DraftFormValues): CampaignDraft | null {
  const parsed = campaignDraftSchema.safeParse(values);
  return parsed.success ? parsed.data : null;
}

/** A stable text of the values, to tell whether what is on screen is what was saved. */
export function draftSnapshot(values: Partial<DraftFormValues>): string {
  return JSON.stringify(draftFieldNames.map((name) => values[name] ?? ""));
}

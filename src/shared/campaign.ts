import { z } from "zod";
import "./zod-locale";
import { MIN_SLUG_LENGTH, SLUG_PATTERN } from "./slug";
import { MIN_CAMPAIGN_BAR_PRICE_CENTS } from "./catalogue";
import { formatEuros } from "./money";
import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR, HEX_COLOR_PATTERN, MAX_MESSAGE_LENGTH } from "./campaign-rules";
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH } from "./email-rules";
import {
  CAMPAIGN_DATE_FIELDS,
  CAMPAIGN_DATE_MESSAGES,
  campaignDateIssues,
  isCalendarDay,
  isClockTime,
  MAX_DISTRIBUTION_PLACE_LENGTH,
  normalizeClockTime,
  type CampaignDates,
} from "./campaign-dates-rules";
import { parisCalendarDay } from "./paris-time";

// The campaign's schemas, built on its rules (campaign-rules.ts, which the browser may load without zod).

/** Optional texts: trimmed, and an empty field is stored as null (docs/product.md#campaign-fields). */
const optionalText = (max = 2000, message = `Maximum ${max} caractères`) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .nullish()
    .transform((v) => (v ? v : null));

/** Text the field must hold: `message` when it is missing or shorter than `min` once trimmed. */
const requiredText = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(min, { error: message })
    .max(max, { error: `Maximum ${max} caractères` });

const optionalUrl = z
  .string()
  .trim()
  .nullish()
  .refine((v) => !v || (/^https?:\/\//i.test(v) && z.url().safeParse(v).success), { error: "URL invalide" })
  .transform((v) => (v ? v : null));

/** Image URLs are either our own uploads (/uploads/...) or absolute http(s) addresses (S3). */
const optionalImageUrl = z
  .string()
  .trim()
  .nullish()
  .refine((v) => !v || v.startsWith("/uploads/") || z.url({ protocol: /^https?$/ }).safeParse(v).success, {
    error: "URL invalide",
  })
  .transform((v) => (v ? v : null));

/** Numeric amounts in euros, step 0.01; an empty field is null (docs/product.md#one-pager). */
const optionalEuros = (minMessage: string, min: number) =>
  z
    .union([z.number(), z.string()])
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || (typeof v === "string" && v.trim() === "")) return null;
      const n = typeof v === "number" ? v : Number(v.trim().replace(",", "."));
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: "custom", message: "Montant invalide" });
        return z.NEVER;
      }
      if (n < min) {
        ctx.addIssue({ code: "custom", message: minMessage });
        return z.NEVER;
      }
      if (Math.abs(n * 100 - Math.round(n * 100)) > 1e-6) {
        ctx.addIssue({ code: "custom", message: "Deux décimales au maximum" });
        return z.NEVER;
      }
      if (n > 9_999_999) {
        ctx.addIssue({ code: "custom", message: "Montant trop élevé" });
        return z.NEVER;
      }
      return Math.round(n * 100) / 100;
    });

/** A campaign's own bar price replaces every bar's price at checkout: never below the catalogue's. */
export const BAR_PRICE_FLOOR_MESSAGE = `Le prix ne peut pas être inférieur au prix catalogue (${formatEuros(MIN_CAMPAIGN_BAR_PRICE_CENTS)})`;
const barPrice = optionalEuros(BAR_PRICE_FLOOR_MESSAGE, MIN_CAMPAIGN_BAR_PRICE_CENTS / 100);

/** A day ('YYYY-MM-DD', what a date input sends); an empty field is null (docs/product.md#campaign-dates). */
const optionalDay = z
  .string()
  .trim()
  .nullish()
  .refine((v) => !v || isCalendarDay(v), { error: CAMPAIGN_DATE_MESSAGES.invalidDay })
  .transform((v) => (v ? v : null));

/** A time of day ('HH:MM', what a time input sends); an empty field is null. */
const optionalTime = z
  .string()
  .trim()
  .nullish()
  .refine((v) => !v || isClockTime(v), { error: CAMPAIGN_DATE_MESSAGES.invalidTime })
  .transform((v) => (v ? normalizeClockTime(v) : null));

/** The campaign's dates, all optional: the order deadline and, for pick-up, the distribution day. */
const campaignDateFields = {
  order_deadline: optionalDay,
  distribution_date: optionalDay,
  distribution_start_time: optionalTime,
  distribution_end_time: optionalTime,
  distribution_place: optionalText(MAX_DISTRIBUTION_PLACE_LENGTH, `Maximum ${MAX_DISTRIBUTION_PLACE_LENGTH} caractères`),
};

/**
 * The rules between the dates, each message under its field. They run as soon as the date fields themselves are
 * valid, whatever the rest of the form holds, so the form shows them while other fields are still being filled.
 */
const checkCampaignDates = (options: { deadlineFromToday: boolean }) =>
  [
    (value: CampaignDates, ctx: z.RefinementCtx) => {
      const today = options.deadlineFromToday ? parisCalendarDay(new Date()) : undefined;
      for (const issue of campaignDateIssues(value, { today })) {
        ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
      }
    },
    {
      when: (payload: z.core.ParsePayload) =>
        typeof payload.value === "object" &&
        payload.value !== null &&
        !payload.issues.some((issue) => (CAMPAIGN_DATE_FIELDS as readonly PropertyKey[]).includes(issue.path?.[0] as PropertyKey)),
    },
  ] as const;

const color = z.string({ error: "Format couleur invalide" }).regex(HEX_COLOR_PATTERN, { error: "Format couleur invalide" });

export const slugSchema = requiredText(MIN_SLUG_LENGTH, 80, "Le slug doit contenir au moins 3 caractères").regex(SLUG_PATTERN, {
  error: "Uniquement lettres minuscules, chiffres et tirets",
});

const email = z
  .string({ error: "Email invalide" })
  .trim()
  .max(MAX_EMAIL_LENGTH, { error: "Email invalide" })
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: "Email invalide" }));

/** The social links and the search-engine fields, the same in the one-pager and the creation form. */
const socialAndSeoFields = {
  social_facebook: optionalUrl,
  social_instagram: optionalUrl,
  social_twitter: optionalUrl,
  seo_title: optionalText(120),
  // docs/product.md#creation-form: the 160-character hint is not enforced; we only bound it.
  seo_description: optionalText(300),
  og_image_url: optionalImageUrl,
};

/**
 * docs/product.md#campaign-fields: the campaign's message, one rule for the creation form and the one-pager (decision
 * 037): a message the creation form accepts can always be saved again in 'Modifier ma page'.
 */
const campaignMessage = requiredText(10, MAX_MESSAGE_LENGTH, "Le message doit contenir au moins 10 caractères");

const campaignDraftFields = z.object({
  association_name: requiredText(2, 120, "Le nom doit contenir au moins 2 caractères"),
  association_slogan: optionalText(160),
  logo_url: optionalImageUrl,
  association_description: optionalText(MAX_MESSAGE_LENGTH, "Maximum 300 caractères"),
  branding_primary_color: color.default(DEFAULT_PRIMARY_COLOR),
  branding_secondary_color: color.default(DEFAULT_SECONDARY_COLOR),
  hero_image_url: optionalImageUrl,
  campaign_message: campaignMessage,
  project_goal_eur: optionalEuros("L'objectif doit être supérieur à 0", 0.01),
  chocolate_description: optionalText(1000),
  chocolate_price_eur: barPrice,
  contact_email: email,
  contact_phone: optionalText(30),
  association_address: optionalText(300),
  ...socialAndSeoFields,
  public_slug: slugSchema,
  ...campaignDateFields,
});
/**
 * The one-pager /onboarding/form (docs/product.md#one-pager), used for the draft save and autosave. A deadline already
 * past is allowed here: it is how an association closes its orders early.
 */
export const campaignDraftSchema = campaignDraftFields.superRefine(...checkCampaignDates({ deadlineFromToday: false }));
export type CampaignDraftInput = z.input<typeof campaignDraftSchema>;
export type CampaignDraft = z.output<typeof campaignDraftSchema>;

const campaignCreateFields = z.object({
  association_name: requiredText(1, 120, "Le nom de l'association est requis"),
  association_slogan: optionalText(160),
  association_description: requiredText(10, MAX_MESSAGE_LENGTH, "Veuillez décrire votre mission"),
  logo_url: optionalImageUrl,
  hero_image_url: optionalImageUrl,
  branding_primary_color: color.default(DEFAULT_PRIMARY_COLOR),
  branding_secondary_color: color.default(DEFAULT_SECONDARY_COLOR),
  campaign_message: campaignMessage,
  project_goal_eur: z
    .union([z.number(), z.string()], { error: "L'objectif doit être supérieur à 0" })
    .transform((v) => (typeof v === "number" ? v : Number(String(v).trim().replace(",", "."))))
    .refine((n) => Number.isFinite(n) && n >= 1, { error: "L'objectif doit être supérieur à 0" })
    .refine((n) => n <= 9_999_999, { error: "Montant trop élevé" })
    .transform((n) => Math.round(n * 100) / 100),
  // Not on the creation form, but a request may send it: held to the same floor as the one-pager.
  chocolate_price_eur: barPrice,
  contact_email: email,
  contact_phone: optionalText(30),
  association_address: requiredText(1, 300, "L'adresse de retrait est requise"),
  ...socialAndSeoFields,
  ...campaignDateFields,
  // The address the association chose (decision 036); without it the server makes one from the name.
  public_slug: slugSchema.optional(),
});
/** The creation form /campaign/create (docs/product.md#creation-form); the address is chosen or made from the name. */
export const campaignCreateSchema = campaignCreateFields.superRefine(...checkCampaignDates({ deadlineFromToday: true }));
export type CampaignCreateInput = z.input<typeof campaignCreateSchema>;
export type CampaignCreate = z.output<typeof campaignCreateSchema>;

export const campaignStatuses = ["draft", "waiting_rdv", "published"] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

/** A campaign as the API sends it (fields of docs/product.md#campaign-fields; amounts as numbers). */
export type Campaign = {
  id: string;
  association_id: string;
  association_name: string;
  association_slogan: string | null;
  logo_url: string | null;
  association_description: string | null;
  branding_primary_color: string;
  branding_secondary_color: string;
  hero_image_url: string | null;
  campaign_message: string;
  project_goal_eur: number | null;
  chocolate_description: string | null;
  chocolate_price_eur: number | null;
  contact_email: string | null;
  contact_phone: string | null;
  association_address: string | null;
  social_facebook: string | null;
  social_instagram: string | null;
  social_twitter: string | null;
  seo_title: string | null;
  seo_description: string | null;
  og_image_url: string | null;
  public_slug: string;
  status: CampaignStatus;
  is_published: boolean;
  published_at: string | null;
  /** Set by the administrator's 'Publier' after the call: only then may the member publish it themselves. */
  validated_at: string | null;
  /** Set when the platform took the page down: the member can't republish it until an admin does. */
  taken_down_at: string | null;
  created_at: string;
  /** The sellers' leaderboard on the campaign page (docs/product.md#sellers). */
  leaderboard_enabled: boolean;
  /**
   * Decision 037: the one-pager's fields as the member edited them, not yet published ('Publier les modifications');
   * sent to the association's members only, never in a public read.
   */
  pending_changes?: Record<string, unknown> | null;
} & CampaignDates;

/** Public page payload: the campaign plus the amount raised (what the association receives, in euros: decision 040). */
export type PublicCampaign = Campaign & { amount_raised_eur: number };

/** Ma boutique cards (docs/product.md#account-page): totals computed in SQL. */
export type CampaignCard = {
  id: string;
  association_name: string;
  public_slug: string;
  is_published: boolean;
  status: CampaignStatus;
  sales_total_eur: number;
  /** 'Pour l'association': its share of the bars and the donations, refunds taken off (decision 040). */
  association_eur: number;
  bars_sold: number;
  /** Tells two seasons of the same association apart on 'Ma boutique'. */
  created_at: string;
};

/** Admin 'Dépublier': the reason is mailed to the association, so it is required. */
export const campaignTakedownSchema = z.object({
  reason: z
    .string({ error: "Indiquez la raison de la dépublication" })
    .trim()
    .min(1, { error: "Indiquez la raison de la dépublication" })
    .max(1000, { error: "Maximum 1000 caractères" }),
});
export type CampaignTakedownInput = z.input<typeof campaignTakedownSchema>;
export type CampaignTakedown = z.output<typeof campaignTakedownSchema>;

/** What the one-pager's 'Publier' did: a never-validated page goes to the team first (docs/product.md#publication). */
export type PublishOutcome = "published" | "sent_for_validation";

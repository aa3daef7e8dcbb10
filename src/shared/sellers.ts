import { z } from "zod";
import { sellerListWarnings } from "./seller-list-warnings";
import {
  SELLER_FIRST_NAME_MAX,
  SELLER_GOAL_MAX_BARS,
  SELLER_GROUP_MAX,
  SELLER_SEARCH_MIN_LETTERS,
  SELLERS_PER_PASTE_MAX,
} from "./sellers-rules";

// The sellers' requests (docs/product.md#sellers), read by the routes and the 'Vendeurs' screen alike.

const firstName = z
  .string({ error: "Indiquez le prénom" })
  .trim()
  .min(1, { error: "Indiquez le prénom" })
  .max(SELLER_FIRST_NAME_MAX, { error: `Prénom : ${SELLER_FIRST_NAME_MAX} caractères au plus` });
const groupName = z
  .string()
  .trim()
  .max(SELLER_GROUP_MAX, { error: `Groupe : ${SELLER_GROUP_MAX} caractères au plus` })
  .nullish()
  .transform((value) => (value ? value : null));
const goalBars = z
  .number({ error: "Objectif invalide" })
  .int({ error: "Objectif invalide" })
  .min(1, { error: "L'objectif doit être d'au moins 1 tablette" })
  .max(SELLER_GOAL_MAX_BARS, { error: `L'objectif ne peut dépasser ${SELLER_GOAL_MAX_BARS} tablettes` })
  .nullish()
  .transform((value) => value ?? null);

export const sellerFieldsSchema = z.object({
  first_name: firstName,
  group_name: groupName,
  goal_bars: goalBars,
  /** A child: their parents must have agreed (parental_consent). */
  is_minor: z.boolean().default(false),
});

const CONSENT_MESSAGE = "Confirmez que les parents des enfants ont donné leur accord";

/**
 * POST /api/campaigns/:id/sellers: one seller or a pasted list, with the parents' agreement when any is a minor. A
 * list with the same child twice or a surname (seller-list-warnings.ts) is saved once the caller says it showed the
 * member these warnings (`warnings_read`): the member may keep them, but not without having read them.
 */
export const addSellersRequestSchema = z
  .object({
    sellers: z
      .array(sellerFieldsSchema)
      .min(1, { error: "Ajoutez au moins un vendeur" })
      .max(SELLERS_PER_PASTE_MAX, { error: `${SELLERS_PER_PASTE_MAX} vendeurs au plus à la fois` }),
    parental_consent: z.boolean().default(false),
    warnings_read: z.boolean().default(false),
  })
  .refine((body) => body.parental_consent || !body.sellers.some((seller) => seller.is_minor), {
    error: CONSENT_MESSAGE,
    path: ["parental_consent"],
  })
  .superRefine((body, context) => {
    if (body.warnings_read) return;
    for (const warning of sellerListWarnings(body.sellers)) {
      context.addIssue({
        code: "custom",
        message: `Ligne ${warning.index + 1} : ${warning.message} Relisez la liste avant de l'enregistrer.`,
        path: ["sellers", warning.index, "first_name"],
      });
    }
  });
export type AddSellersRequest = z.input<typeof addSellersRequestSchema>;

/** PATCH /api/campaigns/:id/sellers/:sellerId */
export const updateSellerRequestSchema = sellerFieldsSchema
  .extend({ parental_consent: z.boolean().default(false) })
  .refine((body) => body.parental_consent || !body.is_minor, { error: CONSENT_MESSAGE, path: ["parental_consent"] });
export type UpdateSellerRequest = z.input<typeof updateSellerRequestSchema>;

/** PUT /api/campaigns/:id/leaderboard: the campaign page's leaderboard, on or off. */
export const leaderboardSettingSchema = z.object({ enabled: z.boolean({ error: "Choix invalide" }) });
export type LeaderboardSetting = z.infer<typeof leaderboardSettingSchema>;

/**
 * POST /api/campaigns/:id/duplicate: next season's copy, with this season's sellers if asked (new links for all). A
 * minor is copied with the parents' agreement confirmed again for the new season.
 */
export const duplicateCampaignRequestSchema = z
  .object({ copy_sellers: z.boolean().default(false), parental_consent: z.boolean().default(false) })
  .default({ copy_sellers: false, parental_consent: false });
export type DuplicateCampaignRequest = z.input<typeof duplicateCampaignRequestSchema>;

/** GET /api/campaigns/by-slug/:slug/sellers/search?q=…: the start of a first name (docs/product.md#sellers). */
export const sellerSearchQuerySchema = z.object({
  q: z
    .string({ error: `Tapez au moins ${SELLER_SEARCH_MIN_LETTERS} lettres du prénom` })
    .trim()
    .min(SELLER_SEARCH_MIN_LETTERS, { error: `Tapez au moins ${SELLER_SEARCH_MIN_LETTERS} lettres du prénom` })
    .max(40, { error: "Recherche trop longue" }),
});

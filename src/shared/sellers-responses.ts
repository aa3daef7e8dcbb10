import { z } from "zod";

// The sellers' answers (docs/product.md#sellers). Totals count the paid orders, net of refunds, like the sales page.

const totals = { bars: z.number().int(), amount_cents: z.number().int(), orders: z.number().int() };
const timestamp = z.union([z.date(), z.string()]);

/** A seller as the association sees it, with their totals. */
export const sellerSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    first_name: z.string(),
    group_name: z.string().nullable(),
    goal_bars: z.number().int().nullable(),
    is_minor: z.boolean(),
    /** When a member confirmed that the parents agreed (minors only). */
    parental_consent_at: timestamp.nullable(),
    /** The seller's link, whole. */
    link: z.string(),
    created_at: timestamp,
    ...totals,
  })
  .meta({ id: "Seller" });
export type Seller = z.infer<typeof sellerSchema>;

/** GET /api/campaigns/:id/sellers: every seller, the totals per group, and the orders without a seller. */
export const sellersOverviewSchema = z.object({
  sellers: z.array(sellerSchema),
  groups: z.array(z.object({ group_name: z.string().nullable(), sellers: z.number().int(), ...totals })),
  without_seller: z.object(totals),
  leaderboard_enabled: z.boolean(),
  /** The day the sellers' data will be deleted (docs/product.md#privacy); null while the campaign has no end date. */
  delete_on: z.string().nullable(),
});
export type SellersOverview = z.infer<typeof sellersOverviewSchema>;

/** POST /api/campaigns/:id/sellers */
export const addSellersResponseSchema = z.object({ sellers: z.array(sellerSchema) });
export type AddSellersResponse = z.infer<typeof addSellersResponseSchema>;

/** GET /api/campaigns/by-slug/:slug/sellers/:code: a seller's own page (first name, group, progress). */
export const publicSellerSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  group_name: z.string().nullable(),
  goal_bars: z.number().int().nullable(),
  bars: z.number().int(),
  orders: z.number().int(),
});
export type PublicSeller = z.infer<typeof publicSellerSchema>;

/**
 * GET /api/campaigns/by-slug/:slug/sellers: whether the checkout asks whom the order is for. No name: a visitor
 * finds a seller by searching (decision 039).
 */
export const sellerChoicesSchema = z.object({ has_sellers: z.boolean() });
export type SellerChoices = z.infer<typeof sellerChoicesSchema>;

/** A seller as a buyer or a member picks one: first name and group only. */
export const sellerNameSchema = z.object({ id: z.string(), first_name: z.string(), group_name: z.string().nullable() });

/** GET /api/campaigns/by-slug/:slug/sellers/search?q=…: a few sellers whose first name starts with the letters typed. */
export const sellerSearchSchema = z.object({ sellers: z.array(sellerNameSchema) });
export type SellerSearch = z.infer<typeof sellerSearchSchema>;

/** GET /api/campaigns/by-slug/:slug/leaderboard: the best sellers and groups, first names and groups only. */
export const leaderboardSchema = z.object({
  enabled: z.boolean(),
  sellers: z.array(z.object({ first_name: z.string(), group_name: z.string().nullable(), bars: z.number().int() })),
  groups: z.array(z.object({ group_name: z.string(), bars: z.number().int() })),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

import { z } from "zod";
import { adminOrderRowSchema } from "./admin-order-responses";
import { campaignStatuses } from "./campaign";
import { campaignSchema } from "./campaign-responses";
import { ASSOCIATION_ROLES } from "./team-rules";

// What the admin routes answer about campaigns (their publication, takedown and overview) and about the workshop's
// preparation (docs/product.md#back-office). Amounts in integer cents. The orders are in admin-order-responses.ts.

const timestamp = z.iso.datetime();

/** A row of the admin lists: the campaign, its contact, its booked call and its publication state. */
export const adminCampaignSchema = z
  .object({
    id: z.string(),
    association_name: z.string(),
    contact_email: z.string().nullable(),
    status: z.enum(campaignStatuses),
    created_at: timestamp,
    public_slug: z.string(),
    booked_call_at: timestamp.nullable(),
    /** The number the member gave to be called on (decision 035); none for calls booked before it was asked. */
    booked_call_phone: z.string().nullable(),
    is_published: z.boolean(),
    published_at: timestamp.nullable(),
    /** Set when the team took the page down; the member can't republish it. */
    taken_down_at: timestamp.nullable(),
    takedown_reason: z.string().nullable(),
  })
  .meta({ id: "AdminCampaign" });
export type AdminCampaign = z.infer<typeof adminCampaignSchema>;

/** GET /api/admin/campaigns?status=…: newest first. */
export const adminCampaignsResponseSchema = z.object({ campaigns: z.array(adminCampaignSchema) });
export type AdminCampaignsResponse = z.infer<typeof adminCampaignsResponseSchema>;

/** POST /api/admin/campaigns/:id/unpublish: the page offline, and how many addresses were told why. */
export const adminTakedownResponseSchema = z.object({ campaign: campaignSchema, mailed: z.number().int() });
export type AdminTakedownResponse = z.infer<typeof adminTakedownResponseSchema>;

/** A campaign's totals over settled orders (net of refunds), on its row of 'Campagnes' and on its page. */
const campaignTotalsShape = { orders_count: z.number().int(), sales_total_cents: z.number().int(), bars_sold: z.number().int() };

/** A row of 'Campagnes': the campaign with its totals. */
export const adminCampaignOverviewSchema = campaignSchema
  .pick({
    id: true,
    association_id: true,
    association_name: true,
    public_slug: true,
    status: true,
    is_published: true,
    taken_down_at: true,
    created_at: true,
    published_at: true,
  })
  .extend(campaignTotalsShape)
  .meta({ id: "AdminCampaignOverview" });
export type AdminCampaignOverview = z.infer<typeof adminCampaignOverviewSchema>;

/** GET /api/admin/campaigns/overview */
export const adminCampaignsOverviewPageSchema = z.object({
  campaigns: z.array(adminCampaignOverviewSchema),
  next_cursor: z.string().nullable(),
});
export type AdminCampaignsOverviewPage = z.infer<typeof adminCampaignsOverviewPageSchema>;

/** The platform's decisions on a campaign (campaign_events). */
export const campaignEventSchema = z.object({
  id: z.string(),
  action: z.enum(["published", "taken_down"]),
  actor_email: z.string().nullable(),
  reason: z.string().nullable(),
  at: timestamp,
});
export type CampaignEvent = z.infer<typeof campaignEventSchema>;

/** GET /api/admin/campaigns/:id: the campaign, its totals, its members, its latest orders and its audit log. */
export const adminCampaignDetailSchema = z.object({
  campaign: campaignSchema,
  totals: z.object(campaignTotalsShape),
  members: z.array(z.object({ name: z.string().nullable(), email: z.string(), role: z.enum(ASSOCIATION_ROLES) })),
  latest_orders: z.array(adminOrderRowSchema),
  events: z.array(campaignEventSchema),
});
export type AdminCampaignDetail = z.infer<typeof adminCampaignDetailSchema>;

/** POST /api/admin/orders/ship and /api/admin/campaigns/:id/deliver-pickups: how many moved, how many already had. */
export const fulfilmentChangeResponseSchema = z.object({ changed: z.number().int(), unchanged: z.number().int() });
export type FulfilmentChangeResponse = z.infer<typeof fulfilmentChangeResponseSchema>;

const productBarsSchema = z.object({ product_id: z.string(), name: z.string(), bars: z.number().int() });

/** A parcel to prepare: one per home delivery, one per campaign for its pick-up orders. */
export const parcelSchema = z.object({
  kind: z.enum(["home", "campaign"]),
  /** The home delivery's order; null for a campaign parcel. */
  sale_id: z.string().nullable(),
  campaign_id: z.string(),
  campaign_name: z.string(),
  recipient: z.string(),
  address: z.string().nullable(),
  /** 'Complément d'adresse' of a home delivery (building, floor, code); null when none was given. */
  address_line2: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  bars: z.number().int(),
  weight_grams: z.number().int(),
  order_references: z.array(z.string()),
});
export type Parcel = z.infer<typeof parcelSchema>;

/**
 * GET /api/admin/preparation: what to make (bars per product, in total and per campaign) and how many parcels to
 * prepare; the parcels themselves come a page at a time (preparationParcelsPageSchema).
 */
export const preparationSchema = z.object({
  total_bars: z.number().int(),
  products: z.array(productBarsSchema),
  campaigns: z.array(
    z.object({ campaign_id: z.string(), campaign_name: z.string(), bars: z.number().int(), products: z.array(productBarsSchema) }),
  ),
  home_parcels: z.number().int(),
  campaign_parcels: z.number().int(),
});
export type Preparation = z.infer<typeof preparationSchema>;

/** GET /api/admin/preparation/parcels: a page of the parcels of one kind, oldest first. */
export const preparationParcelsPageSchema = z.object({ parcels: z.array(parcelSchema), next_cursor: z.string().nullable() });
export type PreparationParcelsPage = z.infer<typeof preparationParcelsPageSchema>;

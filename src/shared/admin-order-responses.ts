import { z } from "zod";
import { campaignStatuses } from "./campaign";
import { campaignSchema } from "./campaign-responses";
import { deliveryModes } from "./checkout-rules";
import { fulfilmentStatuses } from "./fulfilment-status";
import { saleStatuses } from "./order-status";
import { saleLineSchema } from "./sales-responses";
import { ASSOCIATION_ROLES } from "./team-rules";

// The back-office's answers (docs/product.md#back-office). Amounts in integer cents.

const timestamp = z.iso.datetime();

/** A row of 'Commandes'. */
export const adminOrderRowSchema = z
  .object({
    id: z.string(),
    order_reference: z.string(),
    created_at: timestamp,
    campaign_id: z.string(),
    campaign_name: z.string(),
    campaign_slug: z.string(),
    customer_name: z.string().nullable(),
    customer_email: z.string().nullable(),
    amount_total_cents: z.number().int(),
    refunded_cents: z.number().int(),
    bars_count: z.number().int(),
    status: z.enum(saleStatuses),
    fulfilment_status: z.enum(fulfilmentStatuses),
    delivery_mode: z.enum(deliveryModes),
    delivery_city: z.string().nullable(),
  })
  .meta({ id: "AdminOrderRow" });
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

/** GET /api/admin/orders: one keyset page, newest first. */
export const adminOrdersPageSchema = z.object({ orders: z.array(adminOrderRowSchema), next_cursor: z.string().nullable() });
export type AdminOrdersPage = z.infer<typeof adminOrdersPageSchema>;

/** One change of an order (order_events): who (a user, or the provider's event), when, why. */
export const orderHistoryEntrySchema = z.object({
  id: z.string(),
  axis: z.enum(["payment", "fulfilment", "refund", "correction"]),
  from_state: z.string().nullable(),
  to_state: z.string(),
  at: timestamp,
  actor_name: z.string().nullable(),
  actor_email: z.string().nullable(),
  payment_event_id: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

export const refundSchema = z
  .object({
    id: z.string(),
    amount_cents: z.number().int(),
    bars: z.number().int(),
    lines: z.array(z.object({ product_id: z.string(), quantity: z.number().int() })),
    reason: z.string().nullable(),
    status: z.enum(["pending", "succeeded", "failed"]),
    provider: z.string(),
    provider_refund_id: z.string().nullable(),
    created_at: timestamp,
    created_by_email: z.string().nullable(),
  })
  .meta({ id: "Refund" });
export type Refund = z.infer<typeof refundSchema>;

/** An order's page: everything about it. */
export const adminOrderSchema = adminOrderRowSchema
  .extend({
    association_id: z.string(),
    items: z.array(saleLineSchema),
    delivery_fee_cents: z.number().int(),
    delivery_address: z.string().nullable(),
    delivery_postal_code: z.string().nullable(),
    payment_provider: z.string().nullable(),
    payment_session_id: z.string().nullable(),
    paid_at: timestamp.nullable(),
    carrier: z.string().nullable(),
    tracking_number: z.string().nullable(),
    refunded_bars: z.number().int(),
    /** What may still be refunded (total less refunds), in cents. */
    refundable_cents: z.number().int(),
  })
  .meta({ id: "AdminOrder" });
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** GET /api/admin/orders/:id */
export const adminOrderDetailSchema = z.object({
  order: adminOrderSchema,
  history: z.array(orderHistoryEntrySchema),
  refunds: z.array(refundSchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** POST /api/admin/orders/:id/refunds: the refund, and the order as it now stands. */
export const refundResponseSchema = z.object({ refund: refundSchema, order: adminOrderSchema });
export type RefundResponse = z.infer<typeof refundResponseSchema>;

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

/** A row of 'Campagnes': the campaign with its totals over settled orders (net of refunds). */
export const adminCampaignOverviewSchema = z
  .object({
    id: z.string(),
    association_id: z.string(),
    association_name: z.string(),
    public_slug: z.string(),
    status: z.enum(campaignStatuses),
    is_published: z.boolean(),
    taken_down_at: timestamp.nullable(),
    created_at: timestamp,
    published_at: timestamp.nullable(),
    orders_count: z.number().int(),
    sales_total_cents: z.number().int(),
    bars_sold: z.number().int(),
  })
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
  totals: z.object({ orders_count: z.number().int(), sales_total_cents: z.number().int(), bars_sold: z.number().int() }),
  members: z.array(z.object({ name: z.string().nullable(), email: z.string(), role: z.enum(ASSOCIATION_ROLES) })),
  latest_orders: z.array(adminOrderRowSchema),
  events: z.array(campaignEventSchema),
});
export type AdminCampaignDetail = z.infer<typeof adminCampaignDetailSchema>;

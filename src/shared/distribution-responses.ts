import { z } from "zod";
import { fulfilmentStatuses } from "./fulfilment-status";
import { paymentMethods } from "./payment-methods";

// The distribution day's answers (docs/product.md#distribution-list, #handing-over). Buyers' names only: the
// volunteers who hand bars over see no e-mail and no address (docs/product.md#roles).

export const productBarsSchema = z.object({ product_id: z.string(), name: z.string(), bars: z.number().int() });
export type ProductBars = z.infer<typeof productBarsSchema>;

/** One pick-up order of the list: who gets what, how it was paid, whether it was handed over and when. */
export const distributionOrderSchema = z.object({
  reference: z.string(),
  customer_name: z.string(),
  /** Bars per product, less the refunded lines; donations aside. */
  products: z.array(productBarsSchema),
  bars: z.number().int(),
  payment_method: z.enum(paymentMethods),
  fulfilment_status: z.enum(fulfilmentStatuses),
  handed_over_at: z.string().nullable(),
});
export type DistributionOrder = z.infer<typeof distributionOrderSchema>;

/**
 * GET /api/campaigns/:id/distribution. `grouping` says how `groups` were made: by the first letter of the buyer's
 * name for now; by seller once sellers exist (a new value here, the same groups).
 */
export const distributionSchema = z.object({
  campaign: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  counts: z.object({ handed_over: z.number().int(), total: z.number().int() }),
  bars: z.object({ handed_over: z.number().int(), total: z.number().int() }),
  grouping: z.enum(["letter"]),
  groups: z.array(z.object({ key: z.string(), label: z.string(), orders: z.array(distributionOrderSchema) })),
});
export type Distribution = z.infer<typeof distributionSchema>;

/**
 * POST /api/campaigns/:id/distribution/hand-over: the order as it now is. `changed` is false when it had been handed
 * over before this call (a second scan, another phone), and `already_handed_over_at` then says when (null for an order
 * handed over before the time was kept); a call sent again with the key of the one that moved it reads `changed` as
 * that one did. `handed_over_by`: the name of the member who handed it over (the team's names: no e-mail).
 */
export const handOverResponseSchema = z.object({
  order: distributionOrderSchema,
  changed: z.boolean(),
  already_handed_over_at: z.string().nullable(),
  handed_over_by: z.string().nullable(),
});
export type HandOverResponse = z.infer<typeof handOverResponseSchema>;

/** GET /api/distribution/orders/:reference: the campaign whose list holds the order (the QR code's link page). */
export const orderCampaignSchema = z.object({ reference: z.string(), campaign_id: z.string() });
export type OrderCampaign = z.infer<typeof orderCampaignSchema>;

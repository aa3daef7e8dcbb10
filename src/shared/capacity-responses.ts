import { z } from "zod";

// Answers of the capacity routes (decision 013: every route declares its answer). `left` null is no limit set.

const productCapacitySchema = z.object({
  product_id: z.string(),
  name: z.string(),
  capacity: z.number().int().nullable(),
  held: z.number().int(),
  sold: z.number().int(),
  left: z.number().int().nullable(),
});

/** GET /api/admin/capacity: the weeks from `from`, each with every product, and the Christmas setting. */
export const capacityOverviewSchema = z.object({
  from: z.string(),
  christmas_last_order_date: z.string().nullable(),
  weeks: z.array(z.object({ week: z.string(), products: z.array(productCapacitySchema) })),
});
export type CapacityOverview = z.infer<typeof capacityOverviewSchema>;

/** PUT /api/admin/capacity/weeks/:week: the week as it now stands. */
export const capacityWeekResponseSchema = z.object({ week: z.string(), products: z.array(productCapacitySchema) });

export const christmasLastOrderDateResponseSchema = z.object({ christmas_last_order_date: z.string().nullable() });

const productAvailabilitySchema = z.object({
  product_id: z.string(),
  /** The production week that would serve one more bar of it; null when none has room (home delivery). */
  week: z.string().nullable(),
  /** Bars left in that week; null when the week has no limit set. */
  left: z.number().int().nullable(),
  /** A ready French sentence for the page ('Épuisé pour la distribution du 19 décembre'), or null. */
  note: z.string().nullable(),
});
export type ProductAvailability = z.infer<typeof productAvailabilitySchema>;

/** GET /api/campaigns/by-slug/:slug/availability: per product, for a pick-up and for a home delivery. */
export const campaignAvailabilitySchema = z.object({
  pickup: z.array(productAvailabilitySchema),
  home_delivery: z.array(productAvailabilitySchema),
});
export type CampaignAvailability = z.infer<typeof campaignAvailabilitySchema>;

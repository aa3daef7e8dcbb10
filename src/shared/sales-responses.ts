import { z } from "zod";
import type { Sale, SaleLine } from "./order";
import { fulfilmentStatuses } from "./fulfilment-status";
import { saleStatuses } from "./order-status";
import { paymentMethods } from "./payment-methods";

/** A line of an order as priced at checkout (a snapshot: amounts as numeric strings). */
export const saleLineSchema = z.object({
  product_id: z.string(),
  name: z.string(),
  description: z.string().optional(),
  unit_price_eur: z.string(),
  quantity: z.number(),
  vat_rate: z.number().int().nullable().optional().describe("The VAT rate when sold, in hundredths of a percent; null for a donation"),
}) satisfies z.ZodType<SaleLine>;

/** A sale (an order) as the drawer and the sales page read it (fields of docs/product.md#sales). */
export const saleSchema = z
  .object({
    id: z.string(),
    order_reference: z.string(),
    campaign_id: z.string(),
    association_id: z.string(),
    created_at: z.iso.datetime(),
    amount_total: z.number(),
    currency: z.string(),
    status: z.enum(saleStatuses),
    customer_name: z.string().nullable(),
    customer_email: z.string().nullable(),
    items: z.array(saleLineSchema),
    delivery_mode: z.enum(["pickup", "home_delivery"]),
    delivery_address: z.string().nullable(),
    delivery_postal_code: z.string().nullable(),
    delivery_city: z.string().nullable(),
    fulfilment_status: z.enum(fulfilmentStatuses),
    refunded_eur: z.number(),
    payment_method: z.enum(paymentMethods),
    seller_name: z.string().nullable().optional(),
  })
  .meta({ id: "Sale" }) satisfies z.ZodType<Sale>;

/**
 * Totals over the sales the list's filter keeps (paid by default), computed in SQL; `pending_count` counts the
 * sales of the same scope still waiting for their payment, whatever the filter.
 */
export const salesSummarySchema = z.object({
  count: z.number().int(),
  total_eur: z.number(),
  /** 'Pour l'association': the association's share of the bars and the donations of the same sales (decision 040). */
  association_eur: z.number(),
  bars_sold: z.number(),
  pending_count: z.number().int(),
});
export type SalesSummary = z.infer<typeof salesSummarySchema>;

/** GET /api/campaigns/:id/sales: one keyset page, newest first; next_cursor asks for the next one. */
export const campaignSalesPageSchema = z.object({
  summary: salesSummarySchema,
  sales: z.array(saleSchema),
  next_cursor: z.string().nullable(),
});
export type CampaignSalesPage = z.infer<typeof campaignSalesPageSchema>;

/** A sale of the association's sales page, with the campaign it was made on. */
export const associationSaleSchema = saleSchema
  .extend({ campaign: z.object({ association_name: z.string(), campaign_message: z.string().nullable() }) })
  .meta({ id: "AssociationSale" });
export type AssociationSale = z.infer<typeof associationSaleSchema>;

/** GET /api/associations/:id/sales: the same page over every campaign of the association. */
export const associationSalesPageSchema = campaignSalesPageSchema.extend({ sales: z.array(associationSaleSchema) });
export type AssociationSalesPage = z.infer<typeof associationSalesPageSchema>;

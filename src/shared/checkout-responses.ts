import { z } from "zod";
import type { CheckoutResponse } from "./checkout";
import type { OrderStatus } from "./order";
import { deliveryModes } from "./checkout-rules";
import { fulfilmentStatuses } from "./fulfilment-status";
import { saleStatuses } from "./order-status";

/** POST /api/checkout: the payment page to send the browser to, and the order it will pay. */
export const checkoutResponseSchema = z.object({
  url: z.string(),
  order_reference: z.string(),
  sale_id: z.string(),
}) satisfies z.ZodType<CheckoutResponse>;
export type CheckoutResult = z.infer<typeof checkoutResponseSchema>;

/** GET /api/checkout/status?ref=…: what the thank-you page shows of an order. */
export const orderStatusResponseSchema = z.object({
  order_reference: z.string(),
  status: z.enum(saleStatuses),
  amount_total: z.number(),
  campaign_id: z.string(),
  campaign_slug: z.string(),
  association_name: z.string(),
  /** Where the order stands at the workshop (docs/product.md#fulfilment), shown once it is paid. */
  fulfilment_status: z.enum(fulfilmentStatuses),
  delivery_mode: z.enum(deliveryModes),
  bars_count: z.number().int(),
  donation_eur: z.number(),
  /** What the buyer shows on the distribution day (docs/product.md#handing-over): SVG, made on the server so that
   * the thank-you page loads no QR library; null unless the order is a paid pick-up order still to hand over. */
  hand_over_qr_svg: z.string().nullable(),
}) satisfies z.ZodType<OrderStatus>;
export type OrderStatusResponse = z.infer<typeof orderStatusResponseSchema>;

import { z } from "zod";
import { orderStatusResponseSchema } from "./checkout-responses";

/**
 * GET /api/checkout/status?ref=…&token=…: what the thank-you page shows of an order, and the link to its 'Reçu de
 * paiement'. The page's address carries the token when the payment page sends the buyer back to it
 * (`/paiement/merci?ref=…&token=…`); the page passes it on to this call.
 */
export const orderStatusWithReceiptSchema = orderStatusResponseSchema.extend({
  /**
   * The receipt (PDF), a root-relative link on this server: null until the order is paid, and for a call without
   * the order's token (anyone may ask about a reference; only the buyer holds the token).
   */
  receipt_url: z.string().nullable(),
  /**
   * Where the confirmation went ('Un e-mail de confirmation a été envoyé à …'), so that a mistyped address shows at
   * once: like the receipt, only to the call carrying the order's token, never to anyone holding a reference.
   */
  buyer_email: z.string().nullable(),
});
export type OrderStatusWithReceipt = z.infer<typeof orderStatusWithReceiptSchema>;

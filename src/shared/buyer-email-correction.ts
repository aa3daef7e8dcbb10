import { z } from "zod";
import { buyerInfoSchema } from "./checkout";

// docs/product.md#buyer-email-correction: a manager of the association, or an admin, corrects the e-mail a card buyer
// mistyped; the confirmation and the receipt go to the new address, never to the old one.

/** The statuses of an order that was paid (fully refunded ones included: their mails still go to the buyer). */
export const CORRECTABLE_STATUSES: readonly string[] = ["paid", "complete", "partially_refunded", "refunded"];

/** Whose address this path corrects: a paid card order (paper orders' addresses are confirmed by their owners). */
export const buyerEmailCorrectable = (sale: { payment_method: string; status: string }) =>
  sale.payment_method === "card" && CORRECTABLE_STATUSES.includes(sale.status);

/** POST /api/campaigns/:id/orders/:saleId/buyer-email */
export const buyerEmailCorrectionSchema = z.object({
  // The checkout's own rule: the address a buyer could have typed there.
  email: buyerInfoSchema.in.shape.buyer_email,
});
export type BuyerEmailCorrection = z.infer<typeof buyerEmailCorrectionSchema>;

/** `changed`: false when the address was already this one (nothing recorded, nothing sent). */
export const buyerEmailCorrectionResponseSchema = z
  .object({ changed: z.boolean(), customer_email: z.string() })
  .meta({ id: "BuyerEmailCorrection" });
export type BuyerEmailCorrectionResponse = z.infer<typeof buyerEmailCorrectionResponseSchema>;

import { z } from "zod";
import { normalizeReference } from "./distribution-rules";

// The distribution day's requests (docs/product.md#handing-over), read by the routes and the hand-over screen alike.

/** An order reference as typed or scanned: upper-cased; anything that can't be one is refused here. */
export const orderReferenceSchema = z.string({ error: "Indiquez la référence de la commande" }).transform((value, context) => {
  const reference = normalizeReference(value);
  if (!reference) {
    context.addIssue({ code: "custom", message: "Référence de commande invalide" });
    return z.NEVER;
  }
  return reference;
});

/** POST /api/campaigns/:id/distribution/hand-over: the order given to its buyer, by its reference. */
export const handOverRequestSchema = z.object({ reference: orderReferenceSchema });
export type HandOverRequest = z.input<typeof handOverRequestSchema>;

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

/**
 * POST /api/campaigns/:id/distribution/hand-over: the order given to its buyer, by its reference. `idempotency_key`:
 * a UUID the phone made when the volunteer tapped, the same on every sending of that tap
 * (docs/product.md#distribution-day-without-network).
 */
export const handOverRequestSchema = z.object({
  reference: orderReferenceSchema,
  idempotency_key: z.uuid({ error: "Clé de remise invalide" }).optional(),
});
export type HandOverRequest = z.input<typeof handOverRequestSchema>;

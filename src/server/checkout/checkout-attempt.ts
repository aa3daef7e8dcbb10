import { createHash } from "node:crypto";
import type { z } from "zod";
import type { checkoutRequestSchema } from "../../shared/checkout";

type CheckoutInput = z.output<typeof checkoutRequestSchema>;

/**
 * What a checkout attempt asks for, as a hash (decision 045): the same key sent again must carry the same campaign,
 * bars, donation, buyer, delivery and seller. The cart's names, prices and images are the browser's and ignored,
 * like the server ignores them when pricing; the buyer's details are compared as validated (trimmed).
 */
export function checkoutFingerprint(input: CheckoutInput): string {
  const content = {
    campaign: input.campaign_id,
    cart: input.cart.map((line) => [line.id, line.quantity]),
    donation_cents: Math.round((input.donation_eur ?? 0) * 100),
    buyer: Object.entries(input.buyer_info).sort(([a], [b]) => a.localeCompare(b)),
    seller: input.seller_id ?? null,
  };
  return createHash("sha256").update(JSON.stringify(content)).digest("hex");
}

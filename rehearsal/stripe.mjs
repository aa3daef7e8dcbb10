// Stripe's servers are the one thing the rehearsal fakes: the stand-in (stripe-stand-in.mjs) answers the shop's real
// Stripe SDK and signs its webhooks as Stripe does. The shop reaches it through STRIPE_API_URL.
import { existsSync } from "node:fs";
import { randomBytes } from "node:crypto";

/** Test keys of the rehearsal: a live key (sk_live_) is refused by the stand-in and by the shop. */
export function stripeKeys() {
  return { secretKey: `sk_test_rehearsal${randomBytes(12).toString("hex")}`, webhookSecret: `whsec_${randomBytes(24).toString("hex")}` };
}

/**
 * The stand-in on port, sending its events to webhookUrl (the shop's endpoint, through the proxy as Stripe would);
 * null when this checkout of the project does not have it yet.
 */
export async function startStripe({ port, webhookUrl, keys }) {
  if (!existsSync(new URL("./stripe-stand-in.mjs", import.meta.url))) return null;
  const { startStripeStandIn } = await import("./stripe-stand-in.mjs");
  const standIn = await startStripeStandIn({ port, webhookUrl, webhookSecret: keys.webhookSecret, secretKey: keys.secretKey });
  return { ...keys, apiUrl: standIn.url, standIn, stop: () => standIn.stop() };
}

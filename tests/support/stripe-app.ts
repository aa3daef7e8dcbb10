import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { afterAll } from "vitest";
import type { App } from "../../src/server/app";
import type { Config } from "../../src/server/config";
import { STRIPE_WEBHOOK_PATH } from "../../src/server/payments/stripe-webhook";
import { startStripeStandIn } from "./stripe-stand-in";

// An app paid through Stripe in tests: the real `stripe` SDK talks to the stand-in (stripe-stand-in.ts), and the
// webhook's events are signed with stripe.webhooks.generateTestHeaderString, exactly as Stripe signs them.

export const WEBHOOK_SECRET = "whsec_test";

/** The configuration that makes the app take payments with Stripe (with the stand-in's client: see below). */
export const stripePayments = {
  payments: { provider: "stripe", secretKey: "sk_test_x", webhookSecret: WEBHOOK_SECRET },
} as const satisfies Partial<Config>;

/** A Stripe stand-in for one test file, started at its top level and closed after its last test (and its app). */
export async function stripeStandInForFile() {
  const standIn = await startStripeStandIn();
  // Registered before the app's: Vitest runs the after-all hooks last registered first, so the app closes first.
  afterAll(async () => standIn.close());
  return standIn;
}

/** A Stripe event as delivered to the endpoint (snapshot payload). */
export function stripeEvent(type: string, object: object) {
  return {
    id: `evt_test_${randomBytes(12).toString("hex")}`,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** Delivers a payload signed like Stripe does (or with the given signature header; none for null). */
export function deliverStripeEvent(
  app: App,
  event: object,
  options: { secret?: string; signature?: string | null; timestamp?: number; payload?: string } = {},
) {
  const payload = options.payload ?? JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? Stripe.webhooks.generateTestHeaderString({
          payload: JSON.stringify(event),
          secret: options.secret ?? WEBHOOK_SECRET,
          timestamp: options.timestamp,
        })
      : options.signature;
  return app.inject({
    method: "POST",
    url: STRIPE_WEBHOOK_PATH,
    // Server to server: no Origin, no cookie.
    headers: { "content-type": "application/json; charset=utf-8", ...(signature === null ? {} : { "stripe-signature": signature }) },
    payload,
  });
}

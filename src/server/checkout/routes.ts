import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { checkoutRequestSchema } from "../../shared/checkout";
import { checkoutResponseSchema } from "../../shared/checkout-responses";
import { orderStatusWithReceiptSchema } from "../../shared/order-status-with-receipt";
import { countCheckoutError } from "../lib/metrics";
import { createShortLivedCache } from "../lib/short-lived-cache";
import type { RecentOutcomes } from "../orders/service";
import { createCheckout, getCheckoutStatus, type PaymentsContext } from "./service";

type CheckoutRoutesOptions = { ctx: PaymentsContext; rateLimitMax: number };

// The return page asks every 1.5 s for 20 s: a buyer makes about 14 calls, so 120 a minute still lets several
// buyers behind one address wait for their confirmation, while a script enumerating references is slowed.
export const STATUS_RATE_LIMIT = { max: 120, timeWindow: 60_000 };
// Stripe is asked at most once per order in this time; the webhook usually settles the sale before it matters.
export const STATUS_OUTCOME_TTL_MS = 5_000;
// Only real pending orders get an entry (a guessed reference is refused before), so this is every order
// pending at once on a busy evening; beyond it the oldest answers go first.
const STATUS_OUTCOME_ENTRIES = 1_000;

export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutRoutesOptions> = async (app, { ctx, rateLimitMax }) => {
  const recentOutcomes: RecentOutcomes = createShortLivedCache({ ttlMs: STATUS_OUTCOME_TTL_MS, maxEntries: STATUS_OUTCOME_ENTRIES });

  app.post(
    "/api/checkout",
    {
      schema: { body: checkoutRequestSchema, response: { 200: checkoutResponseSchema } },
      config: { rateLimit: { max: rateLimitMax, timeWindow: 60_000 } },
      // Refused or failed, whatever threw it: the rate limit, the body's validation, the service (decision 048).
      onError: async (_request, _reply, error) => countCheckoutError(error),
    },
    async (request) => createCheckout(ctx, request.body),
  );

  app.get(
    "/api/checkout/status",
    {
      schema: {
        querystring: z.object({
          ref: z.string().regex(/^BS-[A-Z0-9]{8}$/, { error: "Commande introuvable" }),
          // The receipt's token, from the thank-you page's address: without it (or with a wrong one) receipt_url is null.
          token: z.string().max(100).optional(),
        }),
        response: { 200: orderStatusWithReceiptSchema },
      },
      config: { rateLimit: STATUS_RATE_LIMIT },
    },
    async (request, reply) =>
      reply
        .header("cache-control", "no-store")
        .send(await getCheckoutStatus(ctx, { reference: request.query.ref, token: request.query.token, recentOutcomes })),
  );
};

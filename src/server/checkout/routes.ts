import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { checkoutRequestSchema } from "../../shared/checkout";
import { createCheckout, getOrderStatus, type PaymentsContext } from "./service";

type CheckoutRoutesOptions = { ctx: PaymentsContext; rateLimitMax: number };

export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutRoutesOptions> = async (app, { ctx, rateLimitMax }) => {
  app.post(
    "/api/checkout",
    { schema: { body: checkoutRequestSchema }, config: { rateLimit: { max: rateLimitMax, timeWindow: 60_000 } } },
    async (request) => createCheckout(ctx, request.body),
  );

  app.get(
    "/api/checkout/status",
    { schema: { querystring: z.object({ ref: z.string().regex(/^BS-[A-Z0-9]{8}$/, { error: "Commande introuvable" }) }) } },
    async (request, reply) => reply.header("cache-control", "no-store").send(await getOrderStatus(ctx, request.query.ref)),
  );
};

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { buyerMessageRequestSchema, buyerMessageSentSchema, buyerMessagesResponseSchema } from "../../shared/buyer-messages";
import { requireCampaignCaller, type AccessContext } from "../lib/access";
import type { MailingRouteOptions } from "../lib/mailing-routes";
import { listBuyerMessages, sendBuyerMessage } from "./service";

type BuyerMessageRoutesOptions = AccessContext & MailingRouteOptions & { now?: () => Date };

const campaignParams = z.object({ id: z.uuid({ error: "Campagne introuvable" }) });
// The daily pacing is the real limit; this one stops a script from hammering the check.
const sendLimit = { rateLimit: { max: 30, timeWindow: 60_000 } };

/**
 * docs/product.md#messages-to-buyers. Who may send what: 'Votre commande est prête' is a step of the distribution,
 * for every role that hands bars over (distribute); a message in the association's own words speaks for it, like its
 * shop page: editShop (managers). The list is read by both.
 */
export const buyerMessageRoutes: FastifyPluginAsyncZod<BuyerMessageRoutesOptions> = async (app, options) => {
  const { db } = options;
  const now = options.now ?? (() => new Date());

  app.get(
    "/api/campaigns/:id/buyer-messages",
    { schema: { params: campaignParams, response: { 200: buyerMessagesResponseSchema } } },
    async (request, reply) => {
      await requireCampaignCaller(options, request, request.params.id, ["distribute", "editShop"]);
      const page = await listBuyerMessages(db, { campaignId: request.params.id, now: now() });
      return reply.header("cache-control", "no-store").send(page);
    },
  );

  app.post(
    "/api/campaigns/:id/buyer-messages",
    {
      schema: { params: campaignParams, body: buyerMessageRequestSchema, response: { 201: buyerMessageSentSchema } },
      config: sendLimit,
    },
    async (request, reply) => {
      const needed = request.body.kind === "ready" ? "distribute" : "editShop";
      const { current } = await requireCampaignCaller(options, request, request.params.id, needed);
      const message = await sendBuyerMessage(db, {
        campaignId: request.params.id,
        authorUserId: current.id,
        request: request.body,
        publicUrl: options.publicUrl,
        now: now(),
      });
      options.onMailQueued?.();
      return reply.status(201).send({ message });
    },
  );
};

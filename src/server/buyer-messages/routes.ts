import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { buyerMessageRequestSchema, buyerMessageSentSchema, buyerMessagesResponseSchema } from "../../shared/buyer-messages";
import type { Auth } from "../auth/auth";
import { requireUser } from "../auth/session";
import type { Db } from "../db/client";
import { requireCampaignCapability } from "../lib/access";
import { listBuyerMessages, sendBuyerMessage } from "./service";

type BuyerMessageRoutesOptions = {
  auth: Auth;
  db: Db;
  publicUrl: string;
  /** Wakes the mail worker once a sending (and its mails) is committed. */
  onMailQueued?: () => void;
  now?: () => Date;
};

const campaignParams = z.object({ id: z.uuid({ error: "Campagne introuvable" }) });
// The daily pacing is the real limit; this one stops a script from hammering the check.
const sendLimit = { rateLimit: { max: 30, timeWindow: 60_000 } };

/**
 * docs/product.md#messages-to-buyers. Who may send what: 'Votre commande est prête' is a step of the distribution,
 * for every role that hands bars over (distribute); a message in the association's own words speaks for it, like its
 * shop page: editShop (managers). The list is read by both.
 */
export const buyerMessageRoutes: FastifyPluginAsyncZod<BuyerMessageRoutesOptions> = async (app, options) => {
  const { auth, db } = options;
  const now = options.now ?? (() => new Date());

  app.get(
    "/api/campaigns/:id/buyer-messages",
    { schema: { params: campaignParams, response: { 200: buyerMessagesResponseSchema } } },
    async (request, reply) => {
      const current = await requireUser(auth, request);
      await requireCampaignCapability(db, current.id, request.params.id, ["distribute", "editShop"]);
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
      const current = await requireUser(auth, request);
      await requireCampaignCapability(db, current.id, request.params.id, request.body.kind === "ready" ? "distribute" : "editShop");
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

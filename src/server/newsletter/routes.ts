import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { newsletterSubscribeMessage, newsletterSubscribeResponseSchema, newsletterSubscribeSchema } from "../../shared/newsletter";
import type { Db } from "../db/client";
import { redirectTo } from "../lib/response-docs";
import { confirmSubscription, subscribe, unsubscribe } from "./service";

type NewsletterRoutesOptions = { db: Db; publicUrl: string; rateLimitMax: number; onMailQueued: () => void };

const tokenQuery = z.object({ token: z.string().min(1).max(100) });

export const newsletterRoutes: FastifyPluginAsyncZod<NewsletterRoutesOptions> = async (app, options) => {
  const { db } = options;

  app.post(
    "/api/newsletter",
    {
      schema: { body: newsletterSubscribeSchema, response: { 200: newsletterSubscribeResponseSchema } },
      config: { rateLimit: { max: options.rateLimitMax, timeWindow: 60_000 } },
    },
    async (request) => {
      await subscribe(db, { email: request.body.email, publicUrl: options.publicUrl });
      options.onMailQueued();
      // One answer for every address: whether it is subscribed is said by mail, to the address only.
      return { message: newsletterSubscribeMessage };
    },
  );

  // The links of the mails land on pages of the app that say what happened.
  app.get(
    "/api/newsletter/confirm",
    { schema: { querystring: tokenQuery, response: { 303: redirectTo("To /newsletter?etat=confirmee, or ?etat=lien-invalide") } } },
    async (request, reply) => {
      const ok = await confirmSubscription(db, request.query.token);
      return reply.redirect(`/newsletter?etat=${ok ? "confirmee" : "lien-invalide"}`, 303);
    },
  );

  app.get(
    "/api/newsletter/unsubscribe",
    { schema: { querystring: tokenQuery, response: { 303: redirectTo("To /newsletter?etat=desinscrite, or ?etat=lien-invalide") } } },
    async (request, reply) => {
      const ok = await unsubscribe(db, request.query.token);
      return reply.redirect(`/newsletter?etat=${ok ? "desinscrite" : "lien-invalide"}`, 303);
    },
  );
};

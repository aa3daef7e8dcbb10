import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { newsletterSubscribeSchema } from "../../shared/newsletter";
import type { Db } from "../db/client";
import { confirmSubscription, subscribe, unsubscribe } from "./service";

type NewsletterRoutesOptions = { db: Db; publicUrl: string; rateLimitMax: number; onMailQueued: () => void };

const tokenQuery = z.object({ token: z.string().min(1).max(100) });

export const newsletterRoutes: FastifyPluginAsyncZod<NewsletterRoutesOptions> = async (app, options) => {
  const { db } = options;

  app.post(
    "/api/newsletter",
    { schema: { body: newsletterSubscribeSchema }, config: { rateLimit: { max: options.rateLimitMax, timeWindow: 60_000 } } },
    async (request) => {
      const result = await subscribe(db, request.body.email, options.publicUrl);
      if (result.status === "pending") options.onMailQueued();
      return result;
    },
  );

  // The links of the mails land on pages of the app that say what happened.
  app.get("/api/newsletter/confirm", { schema: { querystring: tokenQuery } }, async (request, reply) => {
    const ok = await confirmSubscription(db, request.query.token);
    return reply.redirect(`/newsletter?etat=${ok ? "confirmee" : "lien-invalide"}`, 303);
  });

  app.get("/api/newsletter/unsubscribe", { schema: { querystring: tokenQuery } }, async (request, reply) => {
    const ok = await unsubscribe(db, request.query.token);
    return reply.redirect(`/newsletter?etat=${ok ? "desinscrite" : "lien-invalide"}`, 303);
  });
};

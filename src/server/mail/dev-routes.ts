import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { devMailsResponseSchema } from "../../shared/dev-responses";
import type { Db } from "../db/client";
import { htmlPage } from "../lib/response-docs";
import { renderDevMailPage } from "./dev-mail-page";
import { listRecentMails } from "./outbox";

export type DevMailRoutesOptions = { db: Db };

const limit = 100;

/**
 * The outbox, readable by anyone who reaches the server: reset links included. app.ts registers this only in
 * the embedded mode (config.devTools: no SMTP, no Stripe, not production).
 */
export const devMailRoutes: FastifyPluginAsyncZod<DevMailRoutesOptions> = async (app, { db }) => {
  app.get("/api/dev/mails", { schema: { response: { 200: devMailsResponseSchema } } }, async (_request, reply) => {
    const mails = await listRecentMails(db, limit);
    reply.header("cache-control", "no-store");
    return {
      mails: mails.map(({ id, to, subject, text, html, status, created_at, attachments }) => ({
        id,
        to,
        subject,
        text,
        html,
        status,
        created_at,
        attachments,
      })),
    };
  });

  app.get("/dev/mails", { schema: { response: { 200: htmlPage("The outbox as a page, links clickable") } } }, async (_request, reply) => {
    const mails = await listRecentMails(db, limit);
    return reply.header("cache-control", "no-store").type("text/html; charset=utf-8").send(renderDevMailPage(mails));
  });
};

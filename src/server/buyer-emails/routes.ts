import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../db/client";
import { htmlPage, redirectTo } from "../lib/response-docs";
import { confirmBuyerEmail, readConfirmation } from "./confirmations";
import { renderConfirmationPage } from "./confirmation-page";
import { CONFIRMATION_ROUTE, confirmationPath } from "./rules";

// docs/product.md#buyer-addresses: the confirmation link of an address typed on a paper order. No account: the link's
// token is the credential. GET shows the page and changes nothing; its button POSTs, then lands back on the page.

type BuyerEmailRoutesOptions = { db: Db; now?: () => Date };

const params = z.object({ token: z.string().min(1).max(100) });
// A token is 32 random bytes: the limit spares the database a script, it doesn't protect the token.
const rateLimit = { rateLimit: { max: 30, timeWindow: 60_000 } };

export const buyerEmailRoutes: FastifyPluginAsyncZod<BuyerEmailRoutesOptions> = async (app, options) => {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  // The page's form posts an urlencoded body that carries nothing we read.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, _body, done) => done(null, {}));

  app.get(
    CONFIRMATION_ROUTE,
    {
      schema: {
        params,
        response: {
          200: htmlPage("'Confirmez votre adresse email' with its button, or 'Adresse confirmée'"),
          404: htmlPage("'Ce lien est invalide ou a expiré'"),
        },
      },
      config: rateLimit,
    },
    async (request, reply) => {
      const state = await readConfirmation(db, request.params.token, now());
      return reply
        .status(state.state === "invalid" ? 404 : 200)
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .send(renderConfirmationPage(state, confirmationPath(request.params.token)));
    },
  );

  app.post(
    CONFIRMATION_ROUTE,
    { schema: { params, response: { 303: redirectTo("Back to the link's page, which says what became of it") } }, config: rateLimit },
    async (request, reply) => {
      await confirmBuyerEmail(db, request.params.token, now());
      return reply.redirect(confirmationPath(request.params.token), 303);
    },
  );
};

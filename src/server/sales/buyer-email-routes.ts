import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { buyerEmailCorrectionResponseSchema, buyerEmailCorrectionSchema } from "../../shared/buyer-email-correction";
import { requireUser } from "../auth/session";
import { requireCampaignCapabilityOrAdmin, type AccessContext } from "../lib/access";
import type { MailingRouteOptions } from "../lib/mailing-routes";
import { correctBuyerEmail } from "../orders/service";
import type { OrderDocuments } from "../receipts/order-documents";

type BuyerEmailRoutesOptions = AccessContext & MailingRouteOptions & { documents: OrderDocuments };

/**
 * POST /api/campaigns/:id/orders/:saleId/buyer-email (docs/product.md#buyer-email-correction): the association's
 * managers and the admins correct a card buyer's e-mail; the confirmation and the receipt go to the new address.
 */
export const buyerEmailCorrectionRoutes: FastifyPluginAsyncZod<BuyerEmailRoutesOptions> = async (app, options) => {
  const { auth, db } = options;
  app.post(
    "/api/campaigns/:id/orders/:saleId/buyer-email",
    {
      schema: {
        params: z.object({ id: z.uuid(), saleId: z.uuid({ error: "Commande introuvable" }) }),
        body: buyerEmailCorrectionSchema,
        response: { 200: buyerEmailCorrectionResponseSchema },
      },
    },
    async (request, reply) => {
      const current = await requireUser(auth, request);
      await requireCampaignCapabilityOrAdmin(db, current.id, request.params.id, "correctBuyerEmails");
      const outcome = await correctBuyerEmail(db, {
        campaignId: request.params.id,
        saleId: request.params.saleId,
        actorUserId: current.id,
        email: request.body.email,
        publicUrl: options.publicUrl,
        documents: options.documents,
      });
      if (outcome.changed) options.onMailQueued?.();
      return reply.send({ changed: outcome.changed, customer_email: outcome.email });
    },
  );
};

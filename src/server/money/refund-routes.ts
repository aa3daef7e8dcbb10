import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { refundRequestSchema } from "../../shared/admin";
import { refundResponseSchema } from "../../shared/admin-order-responses";
import { requireUser } from "../auth/session";
import { adminOnly, type AccessContext } from "../lib/access";
import type { MailingRouteOptions } from "../lib/mailing-routes";
import { refundOrder, toAdminOrder, toRefund } from "../orders/service";
import type { OrderDocuments } from "../receipts/order-documents";
import type { PaymentProvider } from "../payments/provider";

type RefundRoutesOptions = AccessContext &
  MailingRouteOptions & {
    provider: Pick<PaymentProvider, "refund">;
    /** The refund's credit note, attached to the buyer's mail. */
    documents: OrderDocuments;
  };

/** POST /api/admin/orders/:id/refunds (docs/product.md#refunds): the platform gives money back, admins only. */
export const refundRoutes: FastifyPluginAsyncZod<RefundRoutesOptions> = async (app, options) => {
  const { auth, db, provider } = options;
  // Checked on the server whatever the client shows (docs/product.md#roles).
  adminOnly(app, { auth, db });

  app.post(
    "/api/admin/orders/:id/refunds",
    {
      schema: { params: z.object({ id: z.uuid() }), body: refundRequestSchema, response: { 201: refundResponseSchema } },
    },
    async (request, reply) => {
      const current = await requireUser(auth, request);
      const outcome = await refundOrder(db, {
        saleId: request.params.id,
        request: request.body,
        actorUserId: current.id,
        refund: (refund) => provider.refund(refund),
        publicUrl: options.publicUrl,
        documents: options.documents,
      });
      if (outcome.mailQueued) options.onMailQueued?.();
      return reply.status(201).send({
        refund: toRefund(outcome.refund, outcome.createdByEmail),
        order: toAdminOrder(outcome.sale, outcome.campaign),
      });
    },
  );
};

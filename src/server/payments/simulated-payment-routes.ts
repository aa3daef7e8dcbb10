import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../shared/errors";
import { htmlPage, redirectTo } from "../lib/response-docs";
import { findOrderWithCampaign } from "../orders/queries";
import { settlePayment, type SettlementContext } from "../orders/service";
import { renderSimulatedPaymentPage } from "./simulated-payment-page";

const params = z.object({ saleId: z.uuid() });

/** The simulated provider's own payment page (embedded mode only): its buttons drive the same transition as Stripe. */
export const simulatedPaymentRoutes: FastifyPluginAsyncZod<{ ctx: SettlementContext }> = async (app, { ctx }) => {
  // HTML forms post urlencoded bodies; they carry nothing we read.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, _body, done) => done(null, {}));

  const load = (saleId: string) => findOrderWithCampaign(ctx.db, saleId);

  const pageResponses = {
    200: htmlPage("The order and two buttons: 'Confirmer le paiement', 'Refuser le paiement'"),
    404: htmlPage("Commande introuvable"),
  };
  app.get("/pay/simulated/:saleId", { schema: { params, response: pageResponses } }, async (request, reply) => {
    const row = await load(request.params.saleId);
    if (!row)
      return reply
        .status(404)
        .type("text/html; charset=utf-8")
        .send('<!doctype html><html lang="fr"><title>Commande introuvable</title><p>Commande introuvable.</p></html>');
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(renderSimulatedPaymentPage(row.sale, row.association_name));
  });

  for (const [action, outcome] of [
    ["confirm", "paid"],
    ["refuse", "failed"],
  ] as const) {
    const destination = outcome === "paid" ? "/paiement/merci?ref=…&token=…" : "/c/{slug}?paiement=refuse";
    const response = { 303: redirectTo(`The sale is ${outcome}; to ${destination}`) };
    app.post(`/pay/simulated/:saleId/${action}`, { schema: { params, response } }, async (request, reply) => {
      const row = await load(request.params.saleId);
      if (!row) throw new AppError("ORDER_NOT_FOUND");
      await settlePayment(ctx, {
        saleId: row.sale.id,
        outcome,
        event: { id: `simulated_${action}_${row.sale.id}`, provider: "simulated", type: action },
      });
      // Back to the thank-you page as from Stripe, with the receipt's token (checkout/service.ts).
      const target =
        outcome === "paid" ? ctx.documents.links.thankYouPath(row.sale.id, row.sale.order_reference) : `/c/${row.slug}?paiement=refuse`;
      return reply.redirect(target, 303);
    });
  }
};

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { preparationParcelsQuerySchema, shipOrdersSchema } from "../../shared/admin";
import { fulfilmentChangeResponseSchema, preparationParcelsPageSchema, preparationSchema } from "../../shared/admin-responses";
import { requireUser } from "../auth/session";
import { adminOnly, type AccessContext } from "../lib/access";
import type { MailingRouteOptions } from "../lib/mailing-routes";
import { renderer } from "../lib/renderer";
import { advanceFulfilment, type FulfilmentResult } from "../orders/service";
import { fileOf } from "../lib/response-docs";
import { sendDownload } from "../lib/downloads";
import { readAllParcels, readParcelsPage } from "./preparation-parcels";
import { readProductionTotals } from "./production-totals";
import { shippingCsvHeader, shippingCsvLine } from "./shipping-csv";

type PreparationRoutesOptions = AccessContext & MailingRouteOptions;

/**
 * 'Préparation' (docs/product.md#preparation) and the workshop's fulfilment steps (docs/product.md#fulfilment):
 * what to make and pack, shipping home deliveries, bringing a campaign's pick-up parcel to its association.
 */
export const adminPreparationRoutes: FastifyPluginAsyncZod<PreparationRoutesOptions> = async (app, options) => {
  const { auth, db } = options;
  // Checked on the server whatever the client shows (docs/product.md#roles).
  adminOnly(app, { auth, db });

  const answer = (result: FulfilmentResult) => {
    if (result.mailQueued) options.onMailQueued?.();
    return { changed: result.changed, unchanged: result.unchanged };
  };

  app.get("/api/admin/preparation", { schema: { response: { 200: preparationSchema } } }, async (_request, reply) =>
    reply.header("cache-control", "no-store").send(await readProductionTotals(db)),
  );

  app.get(
    "/api/admin/preparation/parcels",
    { schema: { querystring: preparationParcelsQuerySchema, response: { 200: preparationParcelsPageSchema } } },
    async (request, reply) => reply.header("cache-control", "no-store").send(await readParcelsPage(db, request.query)),
  );

  app.get(
    "/api/admin/preparation/packing-slips.pdf",
    { schema: { response: { 200: fileOf("application/pdf", "One page per parcel to prepare, made from the data at each call") } } },
    async (_request, reply) => {
      const parcels = await readAllParcels(db);
      const pdf = await renderer.run("packingSlips", parcels, { printedAt: new Date() });
      return sendDownload(reply, {
        type: "application/pdf",
        filename: `bons-de-preparation-${new Date().toISOString().slice(0, 10)}.pdf`,
        body: pdf,
      });
    },
  );

  app.get(
    "/api/admin/preparation/shipping.csv",
    { schema: { response: { 200: fileOf("text/csv", "The home deliveries to prepare, for a carrier's bulk import") } } },
    async (_request, reply) => {
      const parcels = await readAllParcels(db);
      const body =
        shippingCsvHeader() +
        parcels
          .filter((p) => p.kind === "home")
          .map(shippingCsvLine)
          .join("");
      return sendDownload(reply, {
        type: "text/csv; charset=utf-8",
        filename: `expeditions-${new Date().toISOString().slice(0, 10)}.csv`,
        body,
      });
    },
  );

  app.post(
    "/api/admin/orders/ship",
    { schema: { body: shipOrdersSchema, response: { 200: fulfilmentChangeResponseSchema } } },
    async (request) => {
      const current = await requireUser(auth, request);
      const parcels = request.body.parcels.map((p) => ({ saleId: p.sale_id, carrier: p.carrier, trackingNumber: p.tracking_number }));
      return answer(
        await advanceFulfilment(db, { move: { kind: "ship", parcels }, actorUserId: current.id, publicUrl: options.publicUrl }),
      );
    },
  );

  app.post(
    "/api/admin/campaigns/:id/deliver-pickups",
    { schema: { params: z.object({ id: z.uuid() }), response: { 200: fulfilmentChangeResponseSchema } } },
    async (request) => {
      const current = await requireUser(auth, request);
      return answer(
        await advanceFulfilment(db, {
          move: { kind: "deliver_pickups", campaignId: request.params.id },
          actorUserId: current.id,
          publicUrl: options.publicUrl,
        }),
      );
    },
  );
};

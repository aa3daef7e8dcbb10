import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../shared/errors";
import { handOverRequestSchema, orderReferenceSchema } from "../../shared/distribution";
import { distributionSchema, handOverResponseSchema, orderCampaignSchema } from "../../shared/distribution-responses";
import { requireUser } from "../auth/session";
import { requireCampaignCaller, requireCapability, type AccessContext } from "../lib/access";
import { fileOf } from "../lib/response-docs";
import { sendDownload } from "../lib/downloads";
import { findOrderCampaign } from "./queries";
import { distributionCsvFile, distributionPdfFile, handOverOrder, readDistribution } from "./service";

type DistributionRoutesOptions = AccessContext & { publicUrl: string };

/**
 * The distribution day (docs/product.md#distribution-list, #handing-over), for the roles that hand bars over
 * (`distribute`): a campaign's list of pick-up orders, as JSON, PDF and CSV; handing an order over; and the campaign
 * of an order, for the page its QR code opens.
 */
export const distributionRoutes: FastifyPluginAsyncZod<DistributionRoutesOptions> = async (app, options) => {
  const { auth, db } = options;
  const params = z.object({ id: z.uuid() });
  const campaignFor = async (request: FastifyRequest, campaignId: string) =>
    (await requireCampaignCaller(options, request, campaignId, "distribute")).campaign;

  app.get("/api/campaigns/:id/distribution", { schema: { params, response: { 200: distributionSchema } } }, async (request, reply) =>
    reply.header("cache-control", "no-store").send(await readDistribution(db, await campaignFor(request, request.params.id))),
  );

  app.get(
    "/api/campaigns/:id/distribution.pdf",
    { schema: { params, response: { 200: fileOf("application/pdf", "The list to print and tick, made from the orders at each call") } } },
    async (request, reply) => {
      const file = await distributionPdfFile(db, { campaign: await campaignFor(request, request.params.id) });
      return sendDownload(reply, { type: "application/pdf", filename: file.filename, body: file.body });
    },
  );

  app.get(
    "/api/campaigns/:id/distribution.csv",
    { schema: { params, response: { 200: fileOf("text/csv", "The list: one line per order, UTF-8 with BOM, ';' separated") } } },
    async (request, reply) => {
      const file = await distributionCsvFile(db, { campaign: await campaignFor(request, request.params.id) });
      return sendDownload(reply, { type: "text/csv; charset=utf-8", filename: file.filename, body: file.body });
    },
  );

  app.post(
    "/api/campaigns/:id/distribution/hand-over",
    { schema: { params, body: handOverRequestSchema, response: { 200: handOverResponseSchema } } },
    async (request) => {
      const { current, campaign } = await requireCampaignCaller(options, request, request.params.id, "distribute");
      return handOverOrder(db, {
        campaignId: campaign.id,
        reference: request.body.reference,
        idempotencyKey: request.body.idempotency_key,
        actorUserId: current.id,
        publicUrl: options.publicUrl,
      });
    },
  );

  // The QR code's page (/remise/{reference}) finds the campaign of the order. An order of an association the caller
  // doesn't hand bars for reads as unknown: a reference says nothing to those who can't use it.
  app.get(
    "/api/distribution/orders/:reference",
    { schema: { params: z.object({ reference: orderReferenceSchema }), response: { 200: orderCampaignSchema } } },
    async (request, reply) => {
      const user = await requireUser(auth, request);
      const order = await findOrderCampaign(db, request.params.reference);
      if (!order) throw new AppError("ORDER_NOT_FOUND");
      await requireCapability(db, user.id, order.association_id, "distribute").catch((error: unknown) => {
        throw error instanceof AppError && error.code === "FORBIDDEN" ? new AppError("ORDER_NOT_FOUND") : error;
      });
      return reply.header("cache-control", "no-store").send({ reference: request.params.reference, campaign_id: order.campaign_id });
    },
  );
};

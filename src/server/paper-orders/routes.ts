import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { paperOrderCancelSchema, paperOrderCorrectionSchema, paperOrderRequestSchema } from "../../shared/paper-orders";
import {
  paperOrderChangedSchema,
  paperOrderRecordedSchema,
  paperOrdersPageSchema,
  paperOrdersQuerySchema,
} from "../../shared/paper-orders-responses";
import { requireUser } from "../auth/session";
import type { PaperOrderCeiling } from "../config";
import { requireCampaignCaller, requireCampaignCapabilityOrAdmin, type AccessContext } from "../lib/access";
import { sendDownload } from "../lib/downloads";
import { fileOf } from "../lib/response-docs";
import type { MailingRouteOptions } from "../lib/mailing-routes";
import { cancelOrder, confirmOrder, correctOrder, paperOrdersCsvFile, readPaperOrders, recordOrder } from "./service";

// 'Commandes hors ligne' (docs/product.md#paper-orders): the members who hand bars over (distribute: managers,
// treasurers, volunteers) record a campaign's cash and cheque orders, correct them and cancel them; how much they
// record is limited per member and per campaign (lib/account-limits.ts). Above the campaign's ceiling an order waits
// for a manager or an admin to confirm it (confirmPaperOrders).

/** The buyer's address gets its confirmation mail (buyer-emails/confirmations.ts): its link, and the worker woken. */
type PaperOrderRoutesOptions = AccessContext & MailingRouteOptions & { ceiling: PaperOrderCeiling };

const campaignParams = z.object({ id: z.uuid({ error: "Campagne introuvable" }) });
const orderParams = campaignParams.extend({ saleId: z.uuid({ error: "Commande introuvable" }) });

export const paperOrderRoutes: FastifyPluginAsyncZod<PaperOrderRoutesOptions> = async (app, options) => {
  const { auth, db, ceiling, publicUrl, onMailQueued } = options;
  /** Who calls, with the campaign loaded: 404 for an unknown campaign, 403 without distribute. */
  const caller = async (request: FastifyRequest, campaignId: string) => {
    const { current, campaign, role } = await requireCampaignCaller(options, request, campaignId, "distribute");
    return { campaign, role, userId: current.id, ceiling };
  };
  /** Who confirms: a manager of the campaign's association, or an admin (role null); 403 for anyone else. */
  const confirmer = async (request: FastifyRequest, campaignId: string) => {
    const current = await requireUser(auth, request);
    const { campaign, role } = await requireCampaignCapabilityOrAdmin(db, current.id, campaignId, "confirmPaperOrders");
    return { campaign, role, userId: current.id, ceiling };
  };

  app.get(
    "/api/campaigns/:id/paper-orders",
    { schema: { params: campaignParams, querystring: paperOrdersQuerySchema, response: { 200: paperOrdersPageSchema } } },
    async (request, reply) => {
      const page = await readPaperOrders(db, { caller: await caller(request, request.params.id), cursor: request.query.cursor });
      return reply.header("cache-control", "no-store").send(page);
    },
  );

  app.get(
    "/api/campaigns/:id/paper-orders.csv",
    {
      schema: {
        params: campaignParams,
        response: { 200: fileOf("text/csv", "Every paper order of the campaign: UTF-8 with BOM, ';' separated") },
      },
    },
    async (request, reply) => {
      // The buyers' e-mails are in it: the roles that see contact details (seeMoney), as for the sales CSV.
      const { current, campaign, role } = await requireCampaignCaller(options, request, request.params.id, "seeMoney");
      const file = await paperOrdersCsvFile(db, {
        caller: { campaign, role, userId: current.id, ceiling },
        day: new Date().toISOString().slice(0, 10),
      });
      return sendDownload(reply, { type: "text/csv; charset=utf-8", ...file });
    },
  );

  app.post(
    "/api/campaigns/:id/paper-orders",
    {
      schema: {
        params: campaignParams,
        body: paperOrderRequestSchema,
        response: { 200: paperOrderRecordedSchema, 201: paperOrderRecordedSchema },
      },
    },
    async (request, reply) => {
      const recorded = await recordOrder(db, { caller: await caller(request, request.params.id), input: request.body, publicUrl });
      onMailQueued?.();
      // The same key again (a double click, a retry) answers the first order, as it was recorded.
      return reply.code(recorded.created ? 201 : 200).send(recorded);
    },
  );

  app.patch(
    "/api/campaigns/:id/paper-orders/:saleId",
    { schema: { params: orderParams, body: paperOrderCorrectionSchema, response: { 200: paperOrderChangedSchema } } },
    async (request) => {
      const corrected = await correctOrder(db, {
        caller: await caller(request, request.params.id),
        saleId: request.params.saleId,
        input: request.body,
        publicUrl,
      });
      onMailQueued?.();
      return corrected;
    },
  );

  app.post(
    "/api/campaigns/:id/paper-orders/:saleId/cancel",
    { schema: { params: orderParams, body: paperOrderCancelSchema, response: { 200: paperOrderChangedSchema } } },
    async (request) =>
      cancelOrder(db, { caller: await caller(request, request.params.id), saleId: request.params.saleId, reason: request.body.reason }),
  );

  app.post(
    "/api/campaigns/:id/paper-orders/:saleId/confirm",
    { schema: { params: orderParams, response: { 200: paperOrderChangedSchema } } },
    async (request) => confirmOrder(db, { caller: await confirmer(request, request.params.id), saleId: request.params.saleId }),
  );
};

import { Readable } from "node:stream";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { associationSalesPageSchema, campaignSalesPageSchema } from "../../shared/sales-responses";
import { requireAssociationCaller, requireCampaignCaller, type AccessContext } from "../lib/access";
import { fileOf } from "../lib/response-docs";
import { sendDownload } from "../lib/downloads";
import { salesListFilters } from "../../shared/order-status";
import { CSV_RECORD_END, csvHeaderLine, csvLine } from "./csv";
import { associationSalesBatches } from "./queries";
import { readAssociationSales, readCampaignSales } from "./service";

type SalesRoutesOptions = AccessContext;

const idParams = z.object({ id: z.uuid() });
// The lists: the money's roles, and the volunteers who hand the bars over (without the buyers' contact details).
const readsSales = ["seeMoney", "distribute"] as const;
const pageQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  // docs/product.md#sales-totals: the rows and the summary count the same sales; paid ones unless asked otherwise.
  status: z.enum(salesListFilters, { error: "Statut inconnu" }).default("paid"),
});
// The sales page's campaign filter (docs/product.md#several-campaigns); absent, every campaign of the association.
const campaignFilter = { campaign_id: z.uuid({ error: "Campagne introuvable" }).optional() };
const associationPageQuery = pageQuery.extend(campaignFilter);

export const salesRoutes: FastifyPluginAsyncZod<SalesRoutesOptions> = async (app, options) => {
  const { db } = options;
  app.get(
    "/api/campaigns/:id/sales",
    { schema: { params: idParams, querystring: pageQuery, response: { 200: campaignSalesPageSchema } } },
    async (request, reply) => {
      const { role } = await requireCampaignCaller(options, request, request.params.id, readsSales);
      const page = await readCampaignSales(db, { campaignId: request.params.id, role, page: request.query });
      return reply.header("cache-control", "no-store").send(page);
    },
  );

  app.get(
    "/api/associations/:id/sales",
    { schema: { params: idParams, querystring: associationPageQuery, response: { 200: associationSalesPageSchema } } },
    async (request, reply) => {
      const { role } = await requireAssociationCaller(options, request, request.params.id, readsSales);
      const page = await readAssociationSales(db, { associationId: request.params.id, role, page: request.query });
      return reply.header("cache-control", "no-store").send(page);
    },
  );

  app.get(
    "/api/associations/:id/sales.csv",
    {
      schema: {
        params: idParams,
        querystring: z.object(campaignFilter),
        response: { 200: fileOf("text/csv", "Every sale of the association: UTF-8 with BOM, ';' separated, streamed") },
      },
    },
    async (request, reply) => {
      // Every buyer's contact details: the money's roles only.
      await requireAssociationCaller(options, request, request.params.id, "seeMoney");
      async function* lines() {
        yield csvHeaderLine();
        for await (const batch of associationSalesBatches(db, {
          associationId: request.params.id,
          campaignId: request.query.campaign_id,
        })) {
          yield batch.map((r) => csvLine(r.sale, r.campaign_name, r.seller_name) + CSV_RECORD_END).join("");
        }
      }
      const day = new Date().toISOString().slice(0, 10);
      return sendDownload(reply, { type: "text/csv; charset=utf-8", filename: `ventes-${day}.csv`, body: Readable.from(lines()) });
    },
  );
};

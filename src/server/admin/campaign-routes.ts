import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminCampaignsOverviewQuerySchema } from "../../shared/back-office";
import { adminCampaignDetailSchema, adminCampaignsOverviewPageSchema } from "../../shared/back-office-responses";
import { AppError } from "../../shared/errors";
import type { Auth } from "../auth/auth";
import { requireUser } from "../auth/session";
import type { Db } from "../db/client";
import { requireAdmin } from "../lib/access";
import { listCampaignsOverview, readCampaignForAdmin } from "./campaigns-queries";

type CampaignRoutesOptions = { auth: Auth; db: Db };

/** 'Campagnes' (docs/product.md#campaigns-overview): every campaign and a campaign's page, for administrators. */
export const adminCampaignRoutes: FastifyPluginAsyncZod<CampaignRoutesOptions> = async (app, { auth, db }) => {
  // Checked on the server whatever the client shows (docs/product.md#roles).
  app.addHook("preHandler", async (request) => {
    const current = await requireUser(auth, request);
    await requireAdmin(db, current.id);
  });

  app.get(
    "/api/admin/campaigns/overview",
    { schema: { querystring: adminCampaignsOverviewQuerySchema, response: { 200: adminCampaignsOverviewPageSchema } } },
    async (request, reply) => reply.header("cache-control", "no-store").send(await listCampaignsOverview(db, request.query)),
  );

  app.get(
    "/api/admin/campaigns/:id",
    { schema: { params: z.object({ id: z.uuid({ error: "Campagne introuvable" }) }), response: { 200: adminCampaignDetailSchema } } },
    async (request, reply) => {
      const detail = await readCampaignForAdmin(db, request.params.id);
      if (!detail) throw new AppError("CAMPAIGN_NOT_FOUND");
      return reply.header("cache-control", "no-store").send(detail);
    },
  );
};

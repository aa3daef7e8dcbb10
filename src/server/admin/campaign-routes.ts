import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminCampaignsOverviewQuerySchema } from "../../shared/admin";
import {
  adminCampaignDetailSchema,
  adminCampaignsOverviewPageSchema,
  adminCampaignsResponseSchema,
  adminTakedownResponseSchema,
} from "../../shared/admin-responses";
import { campaignTakedownSchema } from "../../shared/campaign";
import { campaignResponseSchema } from "../../shared/campaign-responses";
import { AppError } from "../../shared/errors";
import { requireUser } from "../auth/session";
import { adminPublishCampaign, adminTakeDownCampaign } from "../campaigns/publication";
import type { PublishedCampaigns } from "../campaigns/published-cache";
import { listCampaignsForAdmin } from "../campaigns/queries";
import { adminOnly, type AccessContext } from "../lib/access";
import type { MailingRouteOptions } from "../lib/mailing-routes";
import { listCampaignsOverview, readCampaignForAdmin } from "./campaign-queries";

type CampaignRoutesOptions = AccessContext & MailingRouteOptions & { publishedCampaigns: PublishedCampaigns };

/**
 * 'Campagnes' (docs/product.md#campaigns-overview), for administrators: the campaigns waiting for publication and
 * their publication or takedown (decision 010), every campaign and a campaign's page.
 */
export const adminCampaignRoutes: FastifyPluginAsyncZod<CampaignRoutesOptions> = async (app, options) => {
  const { auth, db, publishedCampaigns } = options;
  // Checked on the server whatever the client shows (docs/product.md#roles).
  adminOnly(app, { auth, db });

  app.get(
    "/api/admin/campaigns",
    {
      schema: {
        querystring: z.object({ status: z.enum(["waiting_rdv", "draft", "published"]).default("waiting_rdv") }),
        response: { 200: adminCampaignsResponseSchema },
      },
    },
    async (request, reply) =>
      reply.header("cache-control", "no-store").send({ campaigns: await listCampaignsForAdmin(db, request.query.status) }),
  );

  app.post(
    "/api/admin/campaigns/:id/publish",
    { schema: { params: z.object({ id: z.uuid() }), response: { 200: campaignResponseSchema } } },
    async (request) => {
      const current = await requireUser(auth, request);
      const campaign = await adminPublishCampaign(db, request.params.id, current.id, { publicUrl: options.publicUrl });
      publishedCampaigns.forget(campaign.id);
      options.onMailQueued?.();
      return { campaign };
    },
  );

  app.post(
    "/api/admin/campaigns/:id/unpublish",
    { schema: { params: z.object({ id: z.uuid() }), body: campaignTakedownSchema, response: { 200: adminTakedownResponseSchema } } },
    async (request) => {
      const current = await requireUser(auth, request);
      const { campaign, mailed } = await adminTakeDownCampaign(db, {
        actorUserId: current.id,
        campaignId: request.params.id,
        reason: request.body.reason,
        publicUrl: options.publicUrl,
      });
      publishedCampaigns.forget(campaign.id);
      options.onMailQueued?.();
      return { campaign, mailed };
    },
  );

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

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Auth } from "../auth/auth";
import { requireUser } from "../auth/session";
import type { Db } from "../db/client";
import { requireAdmin } from "../lib/access";
import { campaignTakedownSchema } from "../../shared/campaign";
import { campaignResponseSchema } from "../../shared/campaign-responses";
import { adminCampaignsResponseSchema, adminTakedownResponseSchema } from "../../shared/admin-responses";
import { adminPublishCampaign, adminTakeDownCampaign } from "../campaigns/publication";
import type { PublishedCampaigns } from "../campaigns/published-cache";
import { listCampaignsForAdmin } from "../campaigns/queries";

type AdminRoutesOptions = {
  auth: Auth;
  db: Db;
  publishedCampaigns: PublishedCampaigns;
  publicUrl: string;
  /** Wakes the mail worker once a takedown's mails are committed. */
  onMailQueued?: () => void;
};

export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  const { auth, db, publishedCampaigns } = options;
  // Every admin call checks the role on the server (docs/product.md#roles), whatever the client shows.
  app.addHook("preHandler", async (request) => {
    const current = await requireUser(auth, request);
    await requireAdmin(db, current.id);
  });

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
      const campaign = await adminPublishCampaign(db, request.params.id, current.id);
      publishedCampaigns.forget(campaign.id);
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
};

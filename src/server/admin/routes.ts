import { and, desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Auth } from "../auth/auth";
import { requireUser } from "../auth/session";
import type { Db } from "../db/client";
import { bookings, campaigns } from "../db/schema";
import { requireAdmin } from "../lib/access";
import { campaignTakedownSchema } from "../../shared/campaign";
import { adminPublishCampaign, adminTakeDownCampaign } from "../campaigns/publication";
import type { PublishedCampaigns } from "../campaigns/published-cache";

type AdminRoutesOptions = {
  auth: Auth;
  db: Db;
  publishedCampaigns: PublishedCampaigns;
  publicUrl: string;
  /** Wakes the mail worker once a takedown's mails are committed. */
  onMailQueued?: () => void;
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  const { auth, db, publishedCampaigns } = options;
  // Every admin call checks the role on the server (SPEC.md §6), whatever the client shows.
  app.addHook("preHandler", async (request) => {
    const current = await requireUser(auth, request);
    await requireAdmin(db, current.id);
  });

  app.get(
    "/api/admin/campaigns",
    { schema: { querystring: z.object({ status: z.enum(["waiting_rdv", "draft", "published"]).default("waiting_rdv") }) } },
    async (request, reply) => {
      // SPEC.md §7 "campaigns (admin)", newest first.
      const rows = await db
        .select({
          id: campaigns.id,
          association_name: campaigns.association_name,
          contact_email: campaigns.contact_email,
          status: campaigns.status,
          created_at: campaigns.created_at,
          public_slug: campaigns.public_slug,
          booked_call_at: bookings.starts_at,
          // The published list shows whether each page is online, and why the team took it down.
          is_published: campaigns.is_published,
          published_at: campaigns.published_at,
          taken_down_at: campaigns.taken_down_at,
          takedown_reason: campaigns.takedown_reason,
        })
        .from(campaigns)
        .leftJoin(bookings, and(eq(bookings.campaign_id, campaigns.id), eq(bookings.status, "booked")))
        .where(eq(campaigns.status, request.query.status))
        .orderBy(desc(campaigns.created_at));
      return reply.header("cache-control", "no-store").send({
        campaigns: rows.map((r) => ({
          ...r,
          created_at: r.created_at.toISOString(),
          booked_call_at: iso(r.booked_call_at),
          published_at: iso(r.published_at),
          taken_down_at: iso(r.taken_down_at),
        })),
      });
    },
  );

  app.post("/api/admin/campaigns/:id/publish", { schema: { params: z.object({ id: z.uuid() }) } }, async (request) => {
    const campaign = await adminPublishCampaign(db, request.params.id);
    publishedCampaigns.forget(campaign.id);
    return { campaign };
  });

  app.post(
    "/api/admin/campaigns/:id/unpublish",
    { schema: { params: z.object({ id: z.uuid() }), body: campaignTakedownSchema } },
    async (request) => {
      const { campaign, mailed } = await adminTakeDownCampaign(db, {
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

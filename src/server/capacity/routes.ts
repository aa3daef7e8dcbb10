import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { capacityQuerySchema, capacityWeekParamsSchema, capacityWeekSchema, christmasLastOrderDateSchema } from "../../shared/capacity";
import {
  campaignAvailabilitySchema,
  capacityOverviewSchema,
  capacityWeekResponseSchema,
  christmasLastOrderDateResponseSchema,
} from "../../shared/capacity-responses";
import { AppError } from "../../shared/errors";
import { requireUser } from "../auth/session";
import type { PublishedCampaigns } from "../campaigns/published-cache";
import { adminOnly, type AccessContext } from "../lib/access";
import { readCampaignAvailability, readCapacityOverview, readCapacityWeek } from "./queries";
import { setWeekCapacities } from "./service";
import { setChristmasLastOrderDate } from "./settings";

/** 'Capacité' (docs/product.md#capacity-and-holds), for administrators: the weeks' capacities and Christmas's date. */
export const adminCapacityRoutes: FastifyPluginAsyncZod<AccessContext> = async (app, options) => {
  const { auth, db } = options;
  // Checked on the server whatever the client shows (docs/product.md#roles).
  adminOnly(app, { auth, db });

  app.get(
    "/api/admin/capacity",
    { schema: { querystring: capacityQuerySchema, response: { 200: capacityOverviewSchema } } },
    async (request, reply) => reply.header("cache-control", "no-store").send(await readCapacityOverview(db, { from: request.query.from })),
  );

  app.put(
    "/api/admin/capacity/weeks/:week",
    { schema: { params: capacityWeekParamsSchema, body: capacityWeekSchema, response: { 200: capacityWeekResponseSchema } } },
    async (request) => {
      const current = await requireUser(auth, request);
      await setWeekCapacities(db, { week: request.params.week, input: request.body, actorUserId: current.id });
      return readCapacityWeek(db, request.params.week);
    },
  );

  app.put(
    "/api/admin/capacity/christmas",
    { schema: { body: christmasLastOrderDateSchema, response: { 200: christmasLastOrderDateResponseSchema } } },
    async (request) => {
      const current = await requireUser(auth, request);
      const day = await setChristmasLastOrderDate(db, { day: request.body.last_order_date, actorUserId: current.id });
      return { christmas_last_order_date: day };
    },
  );
};

// Every order moves it: a few seconds of caching spare the database a page's bursts, and no more.
const AVAILABILITY_CACHE = "public, max-age=5";

/** A campaign page's availability per product: apart from the cached campaign JSON, as it changes with every order. */
export const availabilityRoutes: FastifyPluginAsyncZod<{ publishedCampaigns: PublishedCampaigns } & Pick<AccessContext, "db">> = async (
  app,
  { publishedCampaigns, db },
) => {
  app.get(
    "/api/campaigns/by-slug/:slug/availability",
    { schema: { params: z.object({ slug: z.string().min(1).max(200) }), response: { 200: campaignAvailabilitySchema } } },
    async (request, reply) => {
      const published = await publishedCampaigns.bySlug(request.params.slug);
      if (!published) throw new AppError("CAMPAIGN_NOT_FOUND");
      const availability = await readCampaignAvailability(db, { distributionDate: published.campaign.distribution_date });
      return reply.header("cache-control", AVAILABILITY_CACHE).send(availability);
    },
  );
};

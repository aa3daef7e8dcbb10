import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../shared/errors";
import {
  addSellersRequestSchema,
  leaderboardSettingSchema,
  sellerSearchQuerySchema,
  updateSellerRequestSchema,
} from "../../shared/sellers";
import { sellerCodePattern, sellerPath } from "../../shared/sellers-rules";
import {
  addSellersResponseSchema,
  leaderboardSchema,
  publicSellerSchema,
  sellerChoicesSchema,
  sellerSearchSchema,
  sellerSchema,
  sellersOverviewSchema,
} from "../../shared/sellers-responses";
import type { PublishedCampaign, PublishedCampaigns } from "../campaigns/published-cache";
import { requireCampaignCaller, type AccessContext, type NeededCapability } from "../lib/access";
import { renderer } from "../lib/renderer";
import { prebuildAnswer, prebuiltRoute, sendPrebuilt, type PrebuiltAnswer } from "../lib/prebuilt-answer";
import { fileOf } from "../lib/response-docs";
import { sendDownload } from "../lib/downloads";
import { createKeptFlyers, flyerCampaignOf, flyersVersion } from "./kept-flyers";
import {
  readLeaderboard,
  readPublicSeller,
  readSellerChoices,
  readSellersOverview,
  searchSellers,
  sellerOfCampaign,
  sellerWithTotals,
  toSeller,
} from "./queries";
import { addSellers, deleteSeller, setLeaderboard, updateSeller } from "./service";

/** A buyer types a few letters, a few times: 30 searches a minute per address, as the other public reads are paced. */
export const SELLER_SEARCH_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

type SellersRoutesOptions = AccessContext & { publicUrl: string; publishedCampaigns: PublishedCampaigns };

// docs/product.md#sellers and #roles: any member sees the sellers and their totals and prints the kit; the members
// who run the shop or the distribution (the teacher who lists a class) add, change and delete them; the leaderboard
// is the shop's (editShop).
const READ: NeededCapability = ["editShop", "seeMoney", "distribute"];
const MANAGE: NeededCapability = ["editShop", "distribute"];

const campaignParams = z.object({ id: z.uuid() });
const sellerParams = z.object({ id: z.uuid(), sellerId: z.uuid() });
const bySlugParams = z.object({ slug: z.string().max(120) });

const day = () => new Date().toISOString().slice(0, 10);

export const sellersRoutes: FastifyPluginAsyncZod<SellersRoutesOptions> = async (app, options) => {
  const { db, publicUrl, publishedCampaigns } = options;
  app.get(
    "/api/campaigns/:id/sellers",
    { schema: { params: campaignParams, response: { 200: sellersOverviewSchema } } },
    async (request, reply) => {
      const { campaign } = await requireCampaignCaller(options, request, request.params.id, READ);
      return reply.header("cache-control", "no-store").send(await readSellersOverview(db, { campaign, publicUrl }));
    },
  );

  app.post(
    "/api/campaigns/:id/sellers",
    { schema: { params: campaignParams, body: addSellersRequestSchema, response: { 201: addSellersResponseSchema } } },
    async (request, reply) => {
      const { current, campaign } = await requireCampaignCaller(options, request, request.params.id, MANAGE);
      const rows = await addSellers(db, { campaignId: campaign.id, input: request.body, userId: current.id });
      publishedCampaigns.forget(campaign.id);
      return reply
        .status(201)
        .send({ sellers: rows.map((row) => toSeller(row, { slug: campaign.public_slug, publicUrl, totals: undefined })) });
    },
  );

  app.patch(
    "/api/campaigns/:id/sellers/:sellerId",
    { schema: { params: sellerParams, body: updateSellerRequestSchema, response: { 200: z.object({ seller: sellerSchema }) } } },
    async (request) => {
      const { current, campaign } = await requireCampaignCaller(options, request, request.params.id, MANAGE);
      const row = await updateSeller(db, {
        campaignId: campaign.id,
        sellerId: request.params.sellerId,
        input: request.body,
        userId: current.id,
      });
      publishedCampaigns.forget(campaign.id);
      return { seller: await sellerWithTotals(db, { campaign, row, publicUrl }) };
    },
  );

  app.delete(
    "/api/campaigns/:id/sellers/:sellerId",
    { schema: { params: sellerParams, response: { 204: z.null().describe("Deleted; their orders now count 'Sans vendeur'") } } },
    async (request, reply) => {
      const { campaign } = await requireCampaignCaller(options, request, request.params.id, MANAGE);
      await deleteSeller(db, { campaignId: campaign.id, sellerId: request.params.sellerId });
      publishedCampaigns.forget(campaign.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    "/api/campaigns/:id/leaderboard",
    { schema: { params: campaignParams, body: leaderboardSettingSchema, response: { 200: leaderboardSettingSchema } } },
    async (request) => {
      const { campaign } = await requireCampaignCaller(options, request, request.params.id, "editShop");
      const setting = await setLeaderboard(db, { campaignId: campaign.id, enabled: request.body.enabled });
      // The public page and its leaderboard read the published copy: this instance drops it now rather than when
      // the database's announcement arrives, so the next read already follows the switch.
      publishedCampaigns.forget(campaign.id);
      return setting;
    },
  );

  app.get(
    "/api/campaigns/:id/sellers/:sellerId/qr.svg",
    { schema: { params: sellerParams, response: { 200: fileOf("image/svg+xml", "The QR code of the seller's link") } } },
    async (request, reply) => {
      const { campaign } = await requireCampaignCaller(options, request, request.params.id, READ);
      const seller = await sellerOfCampaign(db, { campaignId: campaign.id, where: { id: request.params.sellerId } });
      if (!seller) throw new AppError("SELLER_NOT_FOUND");
      return reply
        .type("image/svg+xml")
        .header("cache-control", "private, max-age=3600")
        .header("content-disposition", `inline; filename="qr-${seller.first_name.replace(/[^\p{L}\p{N}-]+/gu, "-")}.svg"`)
        .send(await renderer.run("linkQrSvg", `${publicUrl}${sellerPath(campaign.public_slug, seller.code)}`));
    },
  );

  // Drawn again only when what they print has changed (kept-flyers.ts).
  const keptFlyers = createKeptFlyers();
  app.get(
    "/api/campaigns/:id/sellers/flyers.pdf",
    { schema: { params: campaignParams, response: { 200: fileOf("application/pdf", "A sheet of flyers, one per seller") } } },
    async (request, reply) => {
      const { campaign } = await requireCampaignCaller(options, request, request.params.id, READ);
      const overview = await readSellersOverview(db, { campaign, publicUrl });
      const sellers = overview.sellers.map((s) => ({ firstName: s.first_name, groupName: s.group_name, url: s.link }));
      const printed = flyerCampaignOf(campaign);
      const pdf = await keptFlyers.get(flyersVersion(printed, sellers), () => renderer.run("sellerFlyers", printed, sellers));
      return sendDownload(reply, { type: "application/pdf", filename: `flyers-vendeurs-${campaign.public_slug}-${day()}.pdf`, body: pdf });
    },
  );

  app.get(
    "/api/campaigns/:id/poster.pdf",
    { schema: { params: campaignParams, response: { 200: fileOf("application/pdf", "The campaign's A4 poster") } } },
    async (request, reply) => {
      const { campaign } = await requireCampaignCaller(options, request, request.params.id, READ);
      const pdf = await renderer.run(
        "campaignPoster",
        { ...campaign, project_goal_eur: campaign.project_goal_eur === null ? null : Number(campaign.project_goal_eur) },
        { url: `${publicUrl}/c/${campaign.public_slug}` },
      );
      return sendDownload(reply, { type: "application/pdf", filename: `affiche-${campaign.public_slug}.pdf`, body: pdf });
    },
  );

  // --- The donor's side: published campaigns only --------------------------------------------------------------------
  const published = async (slug: string) => {
    const found = await publishedCampaigns.bySlug(slug);
    if (!found) throw new AppError("CAMPAIGN_NOT_FOUND");
    return found;
  };
  // The sellers to choose from and the leaderboard are the same for every donor: read and serialized once per cached
  // version of the campaign, which a seller's change, a payment or a refund drops (decision 025, migration 0019).
  const publicAnswer = (found: PublishedCampaign, form: string, read: () => Promise<string>): Promise<PrebuiltAnswer> =>
    found.derive(form, () => read().then((json) => prebuildAnswer(json, "application/json; charset=utf-8")));
  const sellerChoicesAnswer = (found: PublishedCampaign) =>
    publicAnswer(found, "seller-choices", async () =>
      JSON.stringify(sellerChoicesSchema.encode(await readSellerChoices(db, found.campaign.id))),
    );
  const leaderboardAnswer = (found: PublishedCampaign) =>
    publicAnswer(found, "leaderboard", async () => JSON.stringify(leaderboardSchema.encode(await readLeaderboard(db, found.campaign))));

  app.get(
    "/api/campaigns/by-slug/:slug/sellers",
    { schema: { params: bySlugParams, response: { 200: sellerChoicesSchema } }, ...prebuiltRoute },
    async (request, reply) =>
      sendPrebuilt(request, reply, await sellerChoicesAnswer(await published(request.params.slug)), { cacheControl: "no-cache" }),
  );

  // A visitor finds the seller they order for by the start of a first name: a few answers per search, and few searches
  // per address, so that no one reads a school's children out of it (decision 039).
  app.get(
    "/api/campaigns/by-slug/:slug/sellers/search",
    {
      schema: { params: bySlugParams, querystring: sellerSearchQuerySchema, response: { 200: sellerSearchSchema } },
      config: { rateLimit: SELLER_SEARCH_RATE_LIMIT },
    },
    async (request, reply) => {
      const { campaign } = await published(request.params.slug);
      return reply.header("cache-control", "no-store").send(await searchSellers(db, { campaignId: campaign.id, query: request.query.q }));
    },
  );

  app.get(
    "/api/campaigns/by-slug/:slug/sellers/:code",
    { schema: { params: bySlugParams.extend({ code: z.string().max(20) }), response: { 200: publicSellerSchema } } },
    async (request, reply) => {
      const { campaign } = await published(request.params.slug);
      const seller = sellerCodePattern.test(request.params.code)
        ? await readPublicSeller(db, { campaignId: campaign.id, code: request.params.code })
        : null;
      if (!seller) throw new AppError("SELLER_NOT_FOUND");
      return reply.header("cache-control", "no-cache").send(seller);
    },
  );

  app.get(
    "/api/campaigns/by-slug/:slug/leaderboard",
    { schema: { params: bySlugParams, response: { 200: leaderboardSchema } }, ...prebuiltRoute },
    async (request, reply) =>
      sendPrebuilt(request, reply, await leaderboardAnswer(await published(request.params.slug)), { cacheControl: "no-cache" }),
  );
};

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { campaignCreateSchema, campaignDraftSchema, slugSchema, type PublicCampaign } from "../../shared/campaign";
import { isReservedSlug } from "../../shared/slug";
import {
  campaignCardsResponseSchema,
  campaignResponseSchema,
  ownCampaignResponseSchema,
  publicCampaignResponseSchema,
  publishCampaignResponseSchema,
  slugAvailabilityResponseSchema,
} from "../../shared/campaign-responses";
import { getSessionUser, requireUser } from "../auth/session";
import type { PublishedCampaign, PublishedCampaigns } from "./published-cache";
import {
  requireAssociationCaller,
  requireCampaignCaller,
  requireCampaignMember,
  mayPreviewCampaign,
  requireMembership,
  type AccessContext,
} from "../lib/access";
import { findOwnCampaign, listCampaignCards } from "./queries";
import { closedByAssociation, findCampaignByAddress, freeAddressFor, isSlugTaken } from "./addresses";
import { AppError } from "../../shared/errors";
import { createCampaignFromForm, createDraft, readPublicCampaign } from "./service";
import { publishOwnCampaign, unpublishOwnCampaign } from "./publication";
import { discardPendingChanges, publishPendingChanges, saveCampaignEdit, withPendingChanges } from "./pending-changes";
import { toMemberCampaign } from "./serialize";
import { duplicateCampaign, slugBase } from "./duplicate";
import { duplicateCampaignRequestSchema } from "../../shared/sellers";
import { prebuildAnswer, prebuiltRoute, sendPrebuilt } from "../lib/prebuilt-answer";
import { redirectTo } from "../lib/response-docs";

type CampaignRoutesOptions = AccessContext & { publishedCampaigns: PublishedCampaigns };

const associationParams = z.object({ id: z.uuid({ error: "Association non trouvée" }) });
const campaignParams = z.object({ id: z.uuid({ error: "Campagne introuvable ou non publiée" }) });

export const campaignRoutes: FastifyPluginAsyncZod<CampaignRoutesOptions> = async (app, options) => {
  const { auth, db, publishedCampaigns } = options;
  app.get(
    "/api/associations/:id/campaigns",
    { schema: { params: associationParams, response: { 200: campaignCardsResponseSchema } } },
    async (request, reply) => {
      const current = await requireUser(auth, request);
      // 'Ma boutique': every member sees the association's cards (docs/product.md#roles).
      await requireMembership(db, current.id, request.params.id);
      return reply.header("cache-control", "no-store").send({ campaigns: await listCampaignCards(db, request.params.id) });
    },
  );

  app.get(
    "/api/associations/:id/campaign",
    { schema: { params: associationParams, response: { 200: ownCampaignResponseSchema } } },
    async (request, reply) => {
      const current = await requireUser(auth, request);
      await requireMembership(db, current.id, request.params.id);
      const row = await findOwnCampaign(db, request.params.id);
      return reply.header("cache-control", "no-store").send({ campaign: row ? toMemberCampaign(row) : null });
    },
  );

  app.post(
    "/api/associations/:id/campaigns",
    { schema: { params: associationParams, body: campaignCreateSchema, response: { 201: campaignResponseSchema } } },
    async (request, reply) => {
      await requireAssociationCaller(options, request, request.params.id, "editShop");
      const campaign = await createCampaignFromForm(db, { associationId: request.params.id, input: request.body });
      return reply.status(201).send({ campaign });
    },
  );

  app.post(
    "/api/associations/:id/campaigns/draft",
    { schema: { params: associationParams, body: campaignDraftSchema, response: { 201: campaignResponseSchema } } },
    async (request, reply) => {
      await requireAssociationCaller(options, request, request.params.id, "editShop");
      const campaign = await createDraft(db, { associationId: request.params.id, input: request.body });
      return reply.status(201).send({ campaign });
    },
  );

  // The campaign chosen on 'Ma boutique' (docs/product.md#several-campaigns), whichever season it is.
  app.get(
    "/api/campaigns/:id",
    { schema: { params: campaignParams, response: { 200: campaignResponseSchema } } },
    async (request, reply) => {
      const current = await requireUser(auth, request);
      const row = await requireCampaignMember(db, current.id, request.params.id);
      return reply.header("cache-control", "no-store").send({ campaign: toMemberCampaign(row) });
    },
  );

  app.post(
    "/api/campaigns/:id/duplicate",
    { schema: { params: campaignParams, body: duplicateCampaignRequestSchema, response: { 201: campaignResponseSchema } } },
    async (request, reply) => {
      const { campaign: original, current } = await requireCampaignCaller(options, request, request.params.id, "editShop");
      const sellers = request.body.copy_sellers ? { userId: current.id, parentalConsent: request.body.parental_consent } : null;
      return reply.status(201).send({ campaign: await duplicateCampaign(db, original, { sellers }) });
    },
  );

  app.patch(
    "/api/campaigns/:id",
    { schema: { params: campaignParams, body: campaignDraftSchema, response: { 200: campaignResponseSchema } } },
    async (request) => {
      const { campaign: own } = await requireCampaignCaller(options, request, request.params.id, "editShop");
      // Decision 037: a validated page's changes are kept aside; the public page changes only when they are published.
      const campaign = await saveCampaignEdit(db, { campaign: own, input: request.body });
      // The database announces the change to every instance; this one shows it at once to whoever reloads.
      publishedCampaigns.forget(campaign.id);
      return { campaign };
    },
  );

  app.post(
    "/api/campaigns/:id/publish-changes",
    { schema: { params: campaignParams, response: { 200: campaignResponseSchema } } },
    async (request) => {
      await requireCampaignCaller(options, request, request.params.id, "editShop");
      const campaign = await publishPendingChanges(db, request.params.id);
      publishedCampaigns.forget(campaign.id);
      return { campaign };
    },
  );

  app.post(
    "/api/campaigns/:id/discard-changes",
    { schema: { params: campaignParams, response: { 200: campaignResponseSchema } } },
    async (request) => {
      await requireCampaignCaller(options, request, request.params.id, "editShop");
      return { campaign: await discardPendingChanges(db, request.params.id) };
    },
  );

  app.post(
    "/api/campaigns/:id/publish",
    { schema: { params: campaignParams, response: { 200: publishCampaignResponseSchema } } },
    async (request) => {
      const { campaign: own } = await requireCampaignCaller(options, request, request.params.id, "editShop");
      const { campaign, outcome } = await publishOwnCampaign(db, own);
      publishedCampaigns.forget(campaign.id);
      // 'Publier' puts online what the member sees: changes kept aside while the shop was closed go with it.
      return { campaign: outcome === "published" ? await publishPendingChanges(db, campaign.id) : campaign, outcome };
    },
  );

  app.post(
    "/api/campaigns/:id/unpublish",
    { schema: { params: campaignParams, response: { 200: campaignResponseSchema } } },
    async (request) => {
      await requireCampaignCaller(options, request, request.params.id, "editShop");
      const campaign = await unpublishOwnCampaign(db, request.params.id);
      publishedCampaigns.forget(campaign.id);
      return { campaign };
    },
  );

  app.get(
    "/api/campaigns/slug-available",
    {
      schema: {
        querystring: z.object({ slug: slugSchema, exclude_id: z.uuid().optional() }),
        response: { 200: slugAvailabilityResponseSchema },
      },
    },
    async (request, reply) => {
      await requireUser(auth, request);
      reply.header("cache-control", "no-store");
      // The same rule as every save (service.ts checkSlugAllowed): a reserved word is never 'Disponible'.
      if (isReservedSlug(request.query.slug)) return reply.send({ available: false, reason: "reserved" });
      const taken = await isSlugTaken(db, { slug: request.query.slug, excludeId: request.query.exclude_id });
      if (!taken) return reply.send({ available: true });
      return reply.send({ available: false, reason: "taken", suggestion: await freeAddressFor(db, slugBase(request.query.slug)) });
    },
  );

  // A published campaign's JSON is public: a browser may keep it and ask whether it changed (If-None-Match, a 304),
  // never use it unasked (the amount raised moves). A member's preview at the same address is never stored.
  const PUBLISHED_CACHE = "no-cache";
  // A public read answered with bytes made once per version of the campaign (decision 025): no serialiser, no
  // compression, no access log per request; the schema still describes the answer (/api/docs) and writes it.
  const publishedJson = (published: PublishedCampaign) => published.derive("json", () => campaignJson(published.campaign));
  app.get(
    "/api/campaigns/by-slug/:slug",
    {
      schema: {
        params: z.object({ slug: z.string().min(1).max(120) }),
        // `apercu=1`: the preview of its members, with the changes kept aside (decision 037); anyone else reads the page.
        querystring: z.object({ apercu: z.literal("1").optional() }),
        response: { 200: publicCampaignResponseSchema, 308: redirectTo("An address the campaign had before (decision 036)") },
      },
      ...prebuiltRoute,
      // A campaign held in memory is answered from its address alone, before anything else runs: a slug that
      // names a published campaign is valid, and its answer is the same for everyone (no session to look up).
      onRequest: (request, reply, done) => {
        const published = previewAsked(request.url) ? undefined : publishedCampaigns.heldBySlug(request.params.slug);
        if (published) sendPrebuilt(request, reply, publishedJson(published), { cacheControl: PUBLISHED_CACHE });
        else done();
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const preview = request.query.apercu === "1";
      const published = preview ? undefined : await publishedCampaigns.bySlug(slug);
      if (published) return sendPrebuilt(request, reply, publishedJson(published), { cacheControl: PUBLISHED_CACHE });
      const found = await findCampaignByAddress(db, slug);
      if (!found) throw new AppError("CAMPAIGN_NOT_FOUND");
      const { row } = found;
      // Only a member of its association, or an admin, may preview a campaign not online.
      const mayPreview = await mayPreviewCampaign(db, (await getSessionUser(auth, request))?.id, row.association_id);
      const answersVisitors = row.is_published || closedByAssociation(row);
      if (found.moved) {
        // Decision 036: the app lands on the current address (fetch follows, the page replaces its URL); a draft's
        // new address is told to no one who couldn't read it there.
        if (!answersVisitors && !mayPreview) throw new AppError("CAMPAIGN_NOT_FOUND");
        const target = `/api/campaigns/by-slug/${encodeURIComponent(row.public_slug)}`;
        return reply.header("cache-control", "no-store").redirect(target, 308);
      }
      if (preview && mayPreview) {
        return sendPrebuilt(request, reply, campaignJson(await readPublicCampaign(db, withPendingChanges(row))), {
          cacheControl: "no-store",
        });
      }
      if (row.is_published || mayPreview) {
        return sendPrebuilt(request, reply, campaignJson(await readPublicCampaign(db, row)), { cacheControl: "no-store" });
      }
      throw new AppError(closedByAssociation(row) ? "CAMPAIGN_CLOSED" : "CAMPAIGN_NOT_FOUND");
    },
  );
};

/** The onRequest hook runs before the query string is parsed: the preview is told by the raw address. */
const previewAsked = (url: string) => new URLSearchParams(url.split("?")[1] ?? "").get("apercu") === "1";

/** Written by the route's own schema, which checks it as Fastify's serialiser would. */
const campaignJson = (campaign: PublicCampaign) =>
  prebuildAnswer(JSON.stringify(publicCampaignResponseSchema.encode({ campaign })), "application/json; charset=utf-8");

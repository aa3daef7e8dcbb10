import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { PublicCampaign } from "../../shared/campaign";
import { operatorNotice, type LegalNoticeDetails } from "../../shared/operator";
import { ordersClosed } from "../../shared/campaign-dates-rules";
import { AppError } from "../../shared/errors";
import { prerenderedPages, signInPages } from "../../shared/public-pages";
import { isPageRoute } from "../../shared/routes";
import type { PublishedCampaign, PublishedCampaigns } from "../campaigns/published-cache";
import type { Db } from "../db/client";
import { campaignOgImagePng } from "../documents/campaign-og-image";
import { renderer } from "../lib/renderer";
import { prebuildAnswer, prebuiltRoute, sendPrebuilt, type PrebuiltAnswer } from "../lib/prebuilt-answer";
import { fileOf, htmlPage, redirectTo } from "../lib/response-docs";
import { hasSessionCookie } from "../auth/session";
import { withOperator } from "./operator-in-pages";
import { campaignMeta, forVisitors, renderShell, withoutPrerenderedHome } from "./page-meta";
import { loadPrerenderedPages } from "./prerendered-pages";
import { robotsTxt, sitemapXml } from "./sitemap";
import { movedAddressForVisitors } from "../campaigns/queries";
import { pathTo } from "../../shared/page-paths";
import { sellerPath } from "../../shared/sellers-rules";

type PagesOptions = {
  clientDir: string;
  db: Db;
  publishedCampaigns: PublishedCampaigns;
  publicUrl: string;
  /** The company named by the legal pages (OPERATOR_*): put into every page the app may show them from. */
  operator: LegalNoticeDetails;
};

/** The id of the element that carries a campaign to the client, so the page renders without a second request. */
export const CAMPAIGN_DATA_ID = "campaign-data";

const missingBuildPage = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Boutique Solidaire</title></head>
<body><p>L'application n'est pas construite : lancez <code>npm run build</code> (ou <code>npm start</code>).</p></body></html>`;

/** Serves the built client: hashed assets with a long cache, the app shell for every page route. */
export const pageRoutes: FastifyPluginAsyncZod<PagesOptions> = async (app, { clientDir, db, publishedCampaigns, publicUrl, operator }) => {
  const indexFile = path.join(clientDir, "index.html");
  const built = existsSync(indexFile);
  const notice = operatorNotice(operator);
  const shell = built ? withOperator(readFileSync(indexFile, "utf8"), notice) : missingBuildPage;
  // The build prerenders the home page into index.html (decision 006); other pages start from an empty root,
  // so that without JavaScript an address never shows the home page's content.
  const appShell = withoutPrerenderedHome(shell);
  const notFoundShell = renderShell(appShell, { title: "Page introuvable | Boutique Solidaire" });

  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      // scripts/precompress.mjs writes .br and .gz twins at build time.
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
  }

  // Returns the reply: an async handler must hand it back, or Fastify answers a second time while the
  // compressed body is still streaming (the page then arrives empty).
  const sendHtml = (reply: FastifyReply, status: number, html: string): FastifyReply =>
    reply.status(status).type("text/html; charset=utf-8").header("cache-control", "no-cache").send(html);
  // The same answers on the routes that send pages as prebuilt bytes (decision 025), compressed once.
  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: PrebuiltAnswer, status = 200): FastifyReply =>
    sendPrebuilt(request, reply, page, { status, cacheControl: "no-cache" });
  const notFoundPage = lazyPage(notFoundShell);

  // The build's own files (one route each, hidden from /api/docs) are registered above by @fastify/static.
  // Their header differs for a likely member (page-meta.ts, forVisitors).
  const sendVisitorPage = (request: FastifyRequest, reply: FastifyReply, pages: PrebuiltVisitorPages): FastifyReply =>
    sendPrebuilt(request, reply, hasSessionCookie(request) ? pages.member() : pages.guest(), { cacheControl: "no-cache", vary: "Cookie" });
  const home = prebuiltForVisitors(shell);
  const appShellPages = prebuiltForVisitors(appShell);
  app.get(
    "/",
    { schema: { response: { 200: htmlPage("The home page, prerendered (decision 006)") } }, ...prebuiltRoute },
    (request, reply) => {
      sendVisitorPage(request, reply, home);
    },
  );
  app.get("/campaign/create", { schema: { response: { 200: htmlPage("The app shell") } }, ...prebuiltRoute }, (request, reply) => {
    sendVisitorPage(request, reply, appShellPages);
  });

  // The other public pages, prerendered by the build (decision 023), each at its own address.
  const prerenderedOptions = { appShell, notice, publicUrl };
  for (const [pagePath, html] of loadPrerenderedPages(clientDir, prerenderedPages, prerenderedOptions)) {
    const pages = prebuiltForVisitors(html);
    app.get(
      pagePath,
      { schema: { response: { 200: htmlPage("A public page, prerendered (decision 023)") } }, ...prebuiltRoute },
      (request, reply) => {
        sendVisitorPage(request, reply, pages);
      },
    );
  }

  // The sign-in pages, prerendered for a visitor with no session (decision 026). A request with a session cookie gets
  // the app's shell: the app starts at once, and its guard sends a signed-in member on or shows the form. The reset
  // page's form comes prerendered only to a link that carries a token and no error; the app says what is wrong with
  // any other at once.
  for (const [pagePath, html] of loadPrerenderedPages(clientDir, signInPages, prerenderedOptions)) {
    const pages = prebuiltForVisitors(html);
    const formFor = (request: FastifyRequest) => {
      if (hasSessionCookie(request)) return false;
      if (pagePath !== "/auth/reset") return true;
      const query = new URLSearchParams(request.url.split("?")[1] ?? "");
      return Boolean(query.get("token")) && !query.has("error");
    };
    app.get(
      pagePath,
      {
        schema: { response: { 200: htmlPage("A sign-in page, prerendered for a visitor with no session (decision 026)") } },
        ...prebuiltRoute,
      },
      (request, reply) => {
        sendVisitorPage(request, reply, formFor(request) ? pages : appShellPages);
      },
    );
  }

  // docs/product.md#search-engines
  app.get("/robots.txt", { schema: { response: { 200: fileOf("text/plain", "What search engines may read") } } }, (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(robotsTxt(publicUrl)),
  );
  app.get(
    "/sitemap.xml",
    { schema: { response: { 200: fileOf("application/xml", "The public pages and the published campaigns' pages") } } },
    async (_request, reply) =>
      reply
        .type("application/xml; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(await sitemapXml(db, publicUrl)),
  );

  // docs/product.md#page-metadata: the public campaign page carries its metadata in the HTML (link previews work
  // without JavaScript) and its data; unknown or unpublished campaigns are a real 404. With the build's campaign page
  // and renderer, the page comes rendered and only its own script follows (decision 009); otherwise the app renders
  // it from the embedded data.
  const standalone = await loadCampaignRenderer(clientDir);
  const pageOf = (request: FastifyRequest, published: PublishedCampaign): PrebuiltAnswer => {
    const { campaign } = published;
    const page = { meta: campaignMeta(campaign, publicUrl), data: { id: CAMPAIGN_DATA_ID, value: campaign } };
    // Built once per cached version of the campaign (it changes with each payment), not per request; and once more
    // when its order deadline passes, since the page then says the orders are closed (docs/product.md#campaign-dates).
    const form = ordersClosed(campaign.order_deadline, new Date()) ? "page:orders-closed" : "page";
    return published.derive(form, () => {
      if (standalone) {
        try {
          return prebuildAnswer(renderShell(standalone.shell, { ...page, markup: standalone.render(campaign) }), HTML);
        } catch (error) {
          request.log.error({ err: error, slug: campaign.public_slug }, "the campaign page could not be rendered; the app renders it");
        }
      }
      return prebuildAnswer(renderShell(appShell, page), HTML);
    });
  };
  const campaignPage = async (request: FastifyRequest<{ Params: { slug: string; code?: string } }>, reply: FastifyReply) => {
    const published = await publishedCampaigns.bySlug(request.params.slug);
    if (published) return sendPage(request, reply, pageOf(request, published));
    // Decision 036: an address the campaign had before answers with a permanent redirect to its current one, a
    // seller's link to the same seller, the query kept. Not kept by browsers (no-store): the campaign may take an
    // old address back, and a cached redirect would then loop.
    const moved = await movedAddressForVisitors(db, request.params.slug);
    if (moved) {
      const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
      const target =
        request.params.code === undefined
          ? pathTo("campaign", { slug: moved })
          : sellerPath(moved, encodeURIComponent(request.params.code));
      return reply.header("cache-control", "no-store").redirect(`${target}${query}`, 301);
    }
    return sendPage(request, reply, notFoundPage(), 404);
  };
  // A campaign held in memory is answered from its address alone, before anything else runs (decision 025).
  const fromMemory = (request: FastifyRequest<{ Params: { slug: string } }>, reply: FastifyReply, done: () => void) => {
    const published = publishedCampaigns.heldBySlug(request.params.slug);
    if (published) sendPage(request, reply, pageOf(request, published));
    else done();
  };
  const movedAddress = redirectTo("An address the campaign had before: a permanent redirect to its current one (decision 036)");
  const campaignPageSchema = {
    params: z.object({ slug: z.string() }),
    response: {
      200: htmlPage("The published campaign's page: its metadata, the page rendered and its data (campaign-data)"),
      301: movedAddress,
      404: htmlPage("Unknown or unpublished campaign: the app's 404 page"),
    },
  };
  app.get("/c/:slug", { schema: campaignPageSchema, ...prebuiltRoute, onRequest: fromMemory }, campaignPage);
  // A seller's link (docs/product.md#sellers): the same page; the page's script reads the seller from the address.
  // Its code is checked first, so it is not answered from memory before validation.
  app.get(
    "/c/:slug/v/:code",
    { schema: { ...campaignPageSchema, params: z.object({ slug: z.string(), code: z.string().max(20) }) }, ...prebuiltRoute },
    campaignPage,
  );

  // The campaign's Open Graph image (docs/product.md#sharing), drawn once per version of its name and colours. It is
  // served only while the campaign is published, with its ETag and no-cache: a cache asks again (a 304 costs nothing),
  // so a page taken down loses its image at once, wherever it was kept.
  const ogImages = new Map<string, Promise<PrebuiltAnswer>>();
  app.get(
    "/c/:slug/og.png",
    {
      schema: {
        params: z.object({ slug: z.string() }),
        response: {
          200: fileOf("image/png", "The campaign's link-preview card, 1200 x 630"),
          404: htmlPage("Unknown or unpublished campaign"),
        },
      },
      ...prebuiltRoute,
    },
    async (request, reply) => {
      const published = await publishedCampaigns.bySlug(request.params.slug);
      if (!published) return sendPage(request, reply, notFoundPage(), 404);
      const { campaign } = published;
      const key = [campaign.id, campaign.association_name, campaign.branding_primary_color, campaign.branding_secondary_color].join("|");
      let image = ogImages.get(key);
      if (!image) {
        // A bounded memory: the oldest drawing goes first.
        if (ogImages.size >= 500) ogImages.delete(ogImages.keys().next().value!);
        // sharp draws on libuv's threads: in this process, under the renderer's slots (decision 027).
        image = renderer
          .runHere(() => campaignOgImagePng(campaign))
          .then((png) => prebuildAnswer(png, "image/png", { compressible: false }));
        image.catch(() => ogImages.delete(key));
        ogImages.set(key, image);
      }
      return sendPrebuilt(request, reply, await image, { cacheControl: "no-cache" });
    },
  );
  app.get("/campaign/:slug", { schema: campaignPageSchema, ...prebuiltRoute, onRequest: fromMemory }, campaignPage);

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0];
    const wantsPage = (request.method === "GET" || request.method === "HEAD") && !pathname.startsWith("/api/");
    if (!wantsPage) return reply.status(404).send(new AppError("NOT_FOUND").toBody());
    // Unknown routes still get the app, which renders the 404 page, but with the right status.
    return isPageRoute(pathname) ? sendVisitorPage(request, reply, appShellPages) : sendHtml(reply, 404, notFoundShell);
  });
};

const HTML = "text/html; charset=utf-8";

/** A page that never changes while the server runs, compressed at its first request (not at start: tests build many apps). */
function lazyPage(html: string): () => PrebuiltAnswer {
  let page: PrebuiltAnswer | undefined;
  return () => (page ??= prebuildAnswer(html, HTML));
}

type PrebuiltVisitorPages = { guest: () => PrebuiltAnswer; member: () => PrebuiltAnswer };

/** Both forms of a page (page-meta.ts, forVisitors), each prebuilt at its first request. */
function prebuiltForVisitors(html: string): PrebuiltVisitorPages {
  const pages = forVisitors(html);
  return { guest: lazyPage(pages.guest), member: lazyPage(pages.member) };
}

type CampaignRenderer = { shell: string; render(campaign: PublicCampaign): string };

/** The build's stand-alone campaign page (campaign.html) and its server renderer, when both are there. */
async function loadCampaignRenderer(clientDir: string): Promise<CampaignRenderer | null> {
  const shellFile = path.join(clientDir, "campaign.html");
  const rendererFile = path.resolve(clientDir, "../server/render-campaign.mjs");
  if (!existsSync(shellFile) || !existsSync(rendererFile)) return null;
  const { renderCampaignPage } = (await import(pathToFileURL(rendererFile).href)) as { renderCampaignPage: CampaignRenderer["render"] };
  return { shell: readFileSync(shellFile, "utf8"), render: renderCampaignPage };
}

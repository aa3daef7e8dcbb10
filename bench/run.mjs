// npm run bench: starts the shop and measures it. Figures with their targets, never verdicts on time.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { benchHttp, printHttp } from "./http.mjs";
import { benchSse } from "./sse.mjs";
import { benchDocuments, printDocuments } from "./documents.mjs";
import { lighthouseBesideFloor, printFloorSummary } from "./lighthouse-floor.mjs";
import { startNoScriptFloor } from "./no-script-floor.mjs";
import { postgresReachable, startShop } from "./shop.mjs";
import { findChromium } from "../scripts/find-chromium.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3091);
const DEMO_SLUG = "ecole-jules-ferry";
const POSTGRES_URL = process.env.DATABASE_URL ?? "postgres://postgres:postgres@127.0.0.1:5432/postgres";

if (!existsSync("dist/client/index.html")) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(1);
}

const json = (response) => response.json();

async function demoCampaign(baseUrl) {
  return (await json(await fetch(`${baseUrl}/api/campaigns/by-slug/${DEMO_SLUG}`))).campaign;
}

/** One order paid on the simulated provider's page; returns the new amount raised. */
async function payOneOrder(baseUrl, campaignId, markPaid) {
  const before = (await demoCampaign(baseUrl)).amount_raised_eur;
  const checkout = await json(
    await fetch(`${baseUrl}/api/checkout`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl },
      body: JSON.stringify({
        campaign_id: campaignId,
        cart: [{ id: "noir", quantity: 1 }],
        buyer_info: { buyer_name: "Bench", buyer_email: "bench@exemple.fr", delivery_mode: "pickup" },
      }),
    }),
  );
  markPaid();
  await fetch(`${baseUrl}/pay/simulated/${checkout.sale_id}/confirm`, { method: "POST", redirect: "manual" });
  return before + 8;
}

async function benchRequests(shop, databaseLabel) {
  const baseUrl = shop.baseUrl;
  const campaign = await demoCampaign(baseUrl);
  const checkoutBody = JSON.stringify({
    campaign_id: campaign.id,
    cart: [{ id: "noir", quantity: 2 }],
    buyer_info: { buyer_name: "Bench", buyer_email: "bench@exemple.fr", delivery_mode: "pickup" },
  });
  // As a browser asks: compressed answers, and again with the ETag it kept (If-None-Match).
  const browser = { "accept-encoding": "gzip, deflate, br, zstd" };
  const revalidate = async (path) => {
    const etag = (await fetch(baseUrl + path, { headers: browser })).headers.get("etag");
    return { ...browser, "if-none-match": etag ?? "" };
  };
  const pagePath = `/c/${DEMO_SLUG}`;
  const jsonPath = `/api/campaigns/by-slug/${DEMO_SLUG}`;
  const rows = await benchHttp(baseUrl, shop.pid, [
    { label: "campaign page HTML", path: pagePath, headers: browser },
    { label: "campaign page HTML, 304", path: pagePath, headers: await revalidate(pagePath) },
    { label: "GET /api/campaigns/by-slug/:slug", path: jsonPath, headers: browser },
    { label: "GET /api/campaigns/by-slug/:slug, 304", path: jsonPath, headers: await revalidate(jsonPath) },
    // Public, read once per version of the campaign since migration 0019 (decision 025).
    { label: "GET /api/campaigns/by-slug/:slug/sellers", path: `${jsonPath}/sellers`, headers: browser },
    {
      label: "GET /api/campaigns/by-slug/:slug/sellers, 304",
      path: `${jsonPath}/sellers`,
      headers: await revalidate(`${jsonPath}/sellers`),
    },
    { label: "GET /api/campaigns/by-slug/:slug/leaderboard", path: `${jsonPath}/leaderboard`, headers: browser },
    {
      label: "POST /api/checkout",
      path: "/api/checkout",
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl },
      body: checkoutBody,
    },
    { label: "home page HTML", path: "/", headers: browser },
  ]);
  printHttp(rows, databaseLabel, {
    "campaign page HTML": { ratioAtLeast: 0.9 },
    "campaign page HTML, 304": { ratioAtLeast: 0.9 },
    "GET /api/campaigns/by-slug/:slug": { ratioAtLeast: 0.9 },
    "GET /api/campaigns/by-slug/:slug, 304": { ratioAtLeast: 0.9 },
    "POST /api/checkout": { p99BelowMs: 100 },
  });
  return campaign;
}

async function benchLive(shop, campaign) {
  const subscribers = Number(process.env.BENCH_SSE_SUBSCRIBERS ?? 5000);
  const live = await benchSse({
    baseUrl: shop.baseUrl,
    serverPid: shop.pid,
    campaignId: campaign.id,
    subscribers,
    pay: (mark) => payOneOrder(shop.baseUrl, campaign.id, mark),
  });
  console.log(`\nLive updates: ${live.subscribers} subscribers on one campaign's amount raised, one payment confirmed (target p95 < 1 s)`);
  console.table([
    {
      delivered: `${live.delivered} / ${live.subscribers}`,
      "p50 ms": Math.round(live.p50),
      "p95 ms": Math.round(live.p95),
      "max ms": Math.round(live.max),
      // Resident memory moves with the garbage collector too: with few connections, that noise wins.
      "server memory per connection":
        live.memoryPerConnectionKb > 0 ? `${live.memoryPerConnectionKb.toFixed(1)} kB` : "below the noise at this count",
    },
  ]);
}

/**
 * Lighthouse on the public pages, each beside its no-script floor (bench/lighthouse-floor.mjs). `/` and `/faq` are
 * prerendered (docs/decisions/023-prerendered-public-pages.md); the campaign page is rendered by the server.
 */
async function benchLighthouse(shop, database, summaries) {
  // Debian's Chromium, installed if missing where that is allowed (as for the browser tests), else a clear stop.
  const chromePath = process.env.CHROME_PATH ?? (await findChromium());
  const floor = await startNoScriptFloor(shop.baseUrl);
  try {
    for (const { pagePath, jsTargetKb } of [{ pagePath: "/" }, { pagePath: "/faq" }, { pagePath: `/c/${DEMO_SLUG}`, jsTargetKb: 120 }]) {
      summaries.push(
        await lighthouseBesideFloor({ shopUrl: shop.baseUrl, floorUrl: floor.baseUrl, pagePath, chromePath, database, jsTargetKb }),
      );
    }
  } finally {
    await floor.stop();
  }
}

const skipHttp = process.env.BENCH_SKIP_HTTP === "1";
const skipDocuments = process.env.BENCH_SKIP_DOCUMENTS === "1";
// BENCH_LIGHTHOUSE_DATABASES=pglite (or postgres) runs Lighthouse on that database only.
const lighthouseOn = (database) =>
  process.env.BENCH_SKIP_LIGHTHOUSE !== "1" && (process.env.BENCH_LIGHTHOUSE_DATABASES ?? "pglite,postgres").split(",").includes(database);
const lighthouseSummaries = [];

// PostgreSQL, started as .ci/run does (best effort: it may already run, or run elsewhere).
if (!process.env.DATABASE_URL) {
  spawnSync("pg_ctlcluster", ["15", "main", "start"], { stdio: "ignore" });
  spawnSync("su", ["postgres", "-c", "psql -q -c \"alter user postgres password 'postgres'\""], { stdio: "ignore" });
}
const withPostgres = await postgresReachable(POSTGRES_URL);

// On each database, the pages first on a quiet server, then the HTTP load (and the live updates).
if (lighthouseOn("pglite") || !skipHttp || !skipDocuments) {
  const embedded = await startShop({ port: PORT, demoSlug: DEMO_SLUG });
  try {
    if (lighthouseOn("pglite")) await benchLighthouse(embedded, "embedded database (PGlite)", lighthouseSummaries);
    if (!skipHttp) {
      const campaign = await benchRequests(embedded, "embedded database (PGlite)");
      await benchLive(embedded, campaign);
    }
    // Last on this server: it leaves three campaigns of 1 000 sellers behind.
    if (!skipDocuments)
      printDocuments(await benchDocuments(embedded.baseUrl, { pagePath: `/c/${DEMO_SLUG}` }), "embedded database (PGlite)");
  } finally {
    await embedded.stop();
  }
}

if (withPostgres && (lighthouseOn("postgres") || !skipHttp)) {
  const onPostgres = await startShop({ port: PORT, demoSlug: DEMO_SLUG, postgresUrl: POSTGRES_URL });
  try {
    if (lighthouseOn("postgres")) await benchLighthouse(onPostgres, "PostgreSQL", lighthouseSummaries);
    if (!skipHttp) await benchRequests(onPostgres, "PostgreSQL");
  } finally {
    await onPostgres.stop();
  }
} else if (!withPostgres) {
  console.log(`\nPostgreSQL does not answer at ${POSTGRES_URL}: the figures on PostgreSQL and the data scale are left out.`);
}
printFloorSummary(lighthouseSummaries);

if (withPostgres && process.env.BENCH_SKIP_SCALE !== "1") {
  const scale = spawnSync(process.execPath, ["--import", "tsx", "bench/scale.ts"], {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: POSTGRES_URL },
  });
  if (scale.status !== 0) process.exitCode = 1;
}

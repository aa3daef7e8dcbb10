// Documents under load (decision 027): three sheets of 1 000 flyers drawn at once, three campaigns so that none is
// served from the kept copy, while /api/health and the campaign page are asked again and again; their latency
// during the drawing, beside the same without it. Figures, not verdicts.
//
// `node bench/documents.mjs` starts the shop on PGlite and measures it alone. `BENCH_SHOP_DIR=<folder>` starts the
// shop found there instead (an older checkout, its node_modules and dist/ beside it): the figures before a change.
import { pathToFileURL } from "node:url";
import { startShop } from "./shop.mjs";

const SELLERS = 1000;
const SHEETS = 3;
const DEMO = { email: "demo@boutique-solidaire.fr", password: "chocolat-demo" };

const percentile = (samples, p) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/** A session of the demo association's member, as the browser holds it. */
async function signIn(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify(DEMO),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

async function api(baseUrl, cookie, method, path, body) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { origin: baseUrl, cookie, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A draft campaign of the demo association with `SELLERS` sellers, added through the API 200 at a time. */
async function campaignWithSellers(baseUrl, cookie, associationId, index) {
  const { campaign } = await api(baseUrl, cookie, "POST", `/api/associations/${associationId}/campaigns`, {
    association_name: `Banc d'essai ${index} ${Date.now()}`,
    association_description: "Une campagne pour mesurer les documents.",
    campaign_message: "Mille vendeurs, mille flyers à imprimer pour la mesure.",
    project_goal_eur: 1500,
    association_address: "3 rue du Port, 56000 Vannes",
    contact_email: DEMO.email,
  });
  for (let start = 0; start < SELLERS; start += 200) {
    const sellers = Array.from({ length: 200 }, (_, i) => ({ first_name: `Élève ${start + i + 1}`, group_name: `Classe ${(i % 12) + 1}` }));
    await api(baseUrl, cookie, "POST", `/api/campaigns/${campaign.id}/sellers`, { sellers });
  }
  return campaign;
}

/**
 * Asks `url` one request after the other while `isRunning()`; the latency of each, in ms. A request that fails (a
 * kept-alive connection the stalled server closed once it woke up) counts with the time it took to fail.
 */
async function probe(url, isRunning) {
  const samples = [];
  samples.failed = 0;
  while (isRunning()) {
    const started = performance.now();
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
    } catch {
      samples.failed += 1;
    }
    samples.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return samples;
}

/** Probes /api/health and the campaign page while `work` runs. */
async function latencyDuring(baseUrl, pagePath, work) {
  let running = true;
  const probes = [probe(`${baseUrl}/api/health`, () => running), probe(`${baseUrl}${pagePath}`, () => running)];
  const started = performance.now();
  const result = await work().finally(() => (running = false));
  const [health, page] = await Promise.all(probes);
  return { ms: performance.now() - started, result, health, page };
}

const summary = (samples) => ({
  requests: samples.length,
  failed: samples.failed,
  "p50 ms": Math.round(percentile(samples, 50)),
  "p99 ms": Math.round(percentile(samples, 99)),
  "max ms": Math.round(Math.max(...samples)),
});

export async function benchDocuments(baseUrl, { pagePath }) {
  const cookie = await signIn(baseUrl);
  const associationId = (await api(baseUrl, cookie, "GET", "/api/me")).memberships[0].association_id;
  const campaigns = [];
  for (let i = 1; i <= SHEETS; i += 1) campaigns.push(await campaignWithSellers(baseUrl, cookie, associationId, i));
  // A sheet the server gave up on (its socket idle past two minutes while the main thread drew the others) says so.
  const sheet = async (campaign) => {
    const started = performance.now();
    try {
      const response = await fetch(`${baseUrl}/api/campaigns/${campaign.id}/sellers/flyers.pdf`, { headers: { cookie } });
      const bytes = (await response.arrayBuffer()).byteLength;
      return { status: response.status, bytes, ms: performance.now() - started };
    } catch (error) {
      return { status: `failed (${error.cause?.code ?? error.message})`, bytes: 0, ms: performance.now() - started };
    }
  };
  // The first document starts the renderer's threads: started before the measure, on a small campaign's poster.
  await fetch(`${baseUrl}/api/campaigns/${campaigns[0].id}/poster.pdf`, { headers: { cookie } }).then((r) => r.arrayBuffer());

  const quiet = await latencyDuring(baseUrl, pagePath, () => new Promise((resolve) => setTimeout(resolve, 3000)));
  const busy = await latencyDuring(baseUrl, pagePath, () => Promise.all(campaigns.map(sheet)));
  // The same sheet asked again: sent from the kept copy.
  const kept = await sheet(campaigns[0]);
  return { quiet, busy, sheets: busy.result, kept };
}

export function printDocuments(report, label) {
  const { quiet, busy, sheets, kept } = report;
  console.log(`\nDocuments (${label}): ${SHEETS} sheets of ${SELLERS} flyers drawn at once, target p99 < 200 ms during the drawing`);
  console.table({
    "/api/health, quiet": summary(quiet.health),
    "/api/health, during the drawing": summary(busy.health),
    "campaign page, quiet": summary(quiet.page),
    "campaign page, during the drawing": summary(busy.page),
  });
  console.table(
    sheets.map((s, i) => ({ sheet: i + 1, status: s.status, MB: (s.bytes / 1e6).toFixed(1), seconds: (s.ms / 1000).toFixed(1) })),
  );
  console.log(
    `The first sheet asked again: ${kept.status}, ${Math.round(kept.ms)} ms (${kept.status === 200 ? "kept copy or drawn again" : "refused"}).`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const shop = await startShop({
    port: Number(process.env.BENCH_PORT ?? 3091),
    demoSlug: "ecole-jules-ferry",
    cwd: process.env.BENCH_SHOP_DIR,
  });
  try {
    printDocuments(
      await benchDocuments(shop.baseUrl, { pagePath: "/c/ecole-jules-ferry" }),
      process.env.BENCH_SHOP_DIR ?? "this checkout, PGlite",
    );
  } finally {
    await shop.stop();
  }
}

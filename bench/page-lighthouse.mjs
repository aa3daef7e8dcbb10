// Some pages alone, as `npm run bench` measures them (Lighthouse mobile beside the no-script floor, median of
// BENCH_LIGHTHOUSE_RUNS, 3 here, and the JavaScript each loads gzipped), for a quick check after a change, on the
// embedded database, without the HTTP, SSE and scale parts:
// `node bench/page-lighthouse.mjs /faq /chocolats` (the demo campaign's page when no path is given).
import { lighthouseBesideFloor, printFloorSummary } from "./lighthouse-floor.mjs";
import { startNoScriptFloor } from "./no-script-floor.mjs";
import { startShop } from "./shop.mjs";
import { findChromium } from "../scripts/find-chromium.mjs";

const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const paths = process.argv.length > 2 ? process.argv.slice(2) : ["/c/ecole-jules-ferry"];
const shop = await startShop({ port: Number(process.env.BENCH_PORT ?? 3091), demoSlug: "ecole-jules-ferry" });
const floor = await startNoScriptFloor(shop.baseUrl);
try {
  const chromePath = process.env.CHROME_PATH ?? (await findChromium());
  const summaries = [];
  for (const pagePath of paths) {
    const database = "embedded database (PGlite)";
    summaries.push(await lighthouseBesideFloor({ shopUrl: shop.baseUrl, floorUrl: floor.baseUrl, pagePath, chromePath, runs, database }));
  }
  printFloorSummary(summaries);
} finally {
  await floor.stop();
  await shop.stop();
}

// Some pages alone, as `npm run bench` measures them (Lighthouse mobile, median of BENCH_LIGHTHOUSE_RUNS, and the
// JavaScript each loads gzipped), for a quick check after a change, without the HTTP, SSE and scale parts:
// `node bench/page-lighthouse.mjs /faq /chocolats` (the demo campaign's page when no path is given).
import { runLighthouse } from "./lighthouse.mjs";
import { kB, pageWeight } from "./page-weight.mjs";
import { startShop } from "./shop.mjs";
import { findChromium } from "../scripts/find-chromium.mjs";

const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const paths = process.argv.length > 2 ? process.argv.slice(2) : ["/c/ecole-jules-ferry"];
const shop = await startShop({ port: Number(process.env.BENCH_PORT ?? 3091), demoSlug: "ecole-jules-ferry" });
try {
  const chromePath = process.env.CHROME_PATH ?? (await findChromium());
  for (const pagePath of paths) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await runLighthouse(`${shop.baseUrl}${pagePath}`, { chromePath }));
    const median = (key) => results.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
    const weight = await pageWeight(results[0].resources);
    console.log(pagePath, {
      performance: median("performance"),
      lcpMs: median("lcpMs"),
      tbtMs: median("tbtMs"),
      cls: median("cls"),
      javascript: `${kB(weight.js)} gzipped`,
      css: `${kB(weight.css)} gzipped`,
    });
  }
} finally {
  await shop.stop();
}

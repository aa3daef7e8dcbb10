// The campaign page alone, as `npm run bench` measures it (Lighthouse mobile, median of BENCH_LIGHTHOUSE_RUNS, and the
// JavaScript it loads gzipped): for a quick check after a change to that page, without the HTTP, SSE and scale parts.
import { runLighthouse } from "./lighthouse.mjs";
import { kB, pageWeight } from "./page-weight.mjs";
import { startShop } from "./shop.mjs";
import { findChromium } from "../scripts/find-chromium.mjs";

const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const shop = await startShop({ port: Number(process.env.BENCH_PORT ?? 3091), demoSlug: "ecole-jules-ferry" });
try {
  const chromePath = process.env.CHROME_PATH ?? (await findChromium());
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await runLighthouse(`${shop.baseUrl}/c/ecole-jules-ferry`, { chromePath }));
  const median = (key) => results.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
  const weight = await pageWeight(results[0].resources);
  console.log({
    performance: median("performance"),
    lcpMs: median("lcpMs"),
    tbtMs: median("tbtMs"),
    cls: median("cls"),
    javascript: `${kB(weight.js)} gzipped`,
    css: `${kB(weight.css)} gzipped`,
  });
} finally {
  await shop.stop();
}

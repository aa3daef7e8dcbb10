// Lighthouse on one page with the default mobile settings (simulated slow 4G, 4x CPU slowdown, a phone-sized
// screen): the figures that tell whether the public face stays fast on a phone. Prints nothing; returns numbers.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

// The same flags as the browser tests: without them Chromium waits on network services this offline machine
// does not have, and the measurement drifts.
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];

const ms = (audit) => (audit && typeof audit.numericValue === "number" ? Math.round(audit.numericValue) : null);
const score = (category) => (category && typeof category.score === "number" ? Math.round(category.score * 100) : null);

/**
 * Runs Lighthouse once on `url` (performance, accessibility, best practices, SEO) and returns the scores
 * (0-100), the main timings in milliseconds and the CPU benchmark index Lighthouse measured on this machine just
 * before the run. `chromePath` defaults to Debian's Chromium.
 */
export async function runLighthouse(url, { chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium" } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  try {
    // No config argument: lighthouse's default config, which is the mobile one.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`lighthouse returned no result for ${url}`);
    const { categories, audits, runtimeError, environment } = result.lhr;
    if (runtimeError) throw new Error(`lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    return {
      url,
      performance: score(categories.performance),
      accessibility: score(categories.accessibility),
      bestPractices: score(categories["best-practices"]),
      seo: score(categories.seo),
      fcpMs: ms(audits["first-contentful-paint"]),
      lcpMs: ms(audits["largest-contentful-paint"]),
      tbtMs: ms(audits["total-blocking-time"]),
      cls: audits["cumulative-layout-shift"]?.numericValue ?? null,
      speedIndexMs: ms(audits["speed-index"]),
      transferBytes: audits["total-byte-weight"]?.numericValue ?? null,
      // How fast this machine ran Lighthouse's own small CPU task at the start of the run (higher is faster): the
      // simulated 4x slowdown multiplies the main-thread time observed here, so a busy machine reads as a slower phone.
      benchmarkIndex: typeof environment?.benchmarkIndex === "number" ? Math.round(environment.benchmarkIndex) : null,
      // Every script and style sheet the page loaded, to weigh them (bench/page-weight.mjs).
      resources: (audits["network-requests"]?.details?.items ?? [])
        .filter((item) => item.resourceType === "Script" || item.resourceType === "Stylesheet")
        .map((item) => ({ url: item.url, type: item.resourceType === "Script" ? "js" : "css" })),
      // The audits that cost points, so a low score says where to look.
      failing: Object.values(audits)
        .filter((a) => typeof a.score === "number" && a.score < 0.9 && a.scoreDisplayMode !== "informative")
        .map((a) => a.id),
    };
  } finally {
    await chrome.kill();
  }
}

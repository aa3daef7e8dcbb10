// node bench/compare-pages.mjs <before-origin> <after-origin> [path...]
// Two running copies of the shop (say, yesterday's build and today's, each on its demo data): each page at 390 and
// 1280 px, untouched (what a visitor sees before their first move) and once the app holds it, photographed in
// both copies and compared pixel by pixel. Writes test-results/compare/<page>-<width>-<state>-{before,after}.png
// to look at side by side, and prints the share of pixels that differ. It judges nothing: a page whose text
// changed on purpose differs too.
/* global window, document -- the functions passed to page.evaluate run in the browser */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { findChromium } from "../scripts/find-chromium.mjs";

const [before, after, ...paths] = process.argv.slice(2);
if (!before || !after) {
  console.error("usage: node bench/compare-pages.mjs <before-origin> <after-origin> [path...]");
  process.exit(2);
}
const pages =
  paths.length > 0
    ? paths
    : ["/", "/faq", "/chocolats", "/comment-ca-marche", "/contact", "/c/ecole-jules-ferry", "/auth/login", "/auth/register"];
const widths = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const outDir = path.resolve("test-results/compare");
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: await findChromium(), args: ["--no-sandbox"] });

/** The page's first screen, untouched, then after a pointer move (which starts the app where it waits for one). */
async function shots(origin, pagePath, viewport) {
  const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto(`${origin}${pagePath}`);
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts?.ready);
  const untouched = await page.screenshot({ animations: "disabled" });
  await page.mouse.move(viewport.width - 1, viewport.height - 1);
  await page.waitForFunction(() => window.__appHydrated === true || !document.querySelector('script[type="module"]'), undefined, {
    timeout: 20_000,
    polling: 100,
  });
  await page.waitForLoadState("networkidle");
  const alive = await page.screenshot({ animations: "disabled" });
  await context.close();
  return { untouched, alive };
}

async function differing(a, b) {
  const [x, y] = await Promise.all([a, b].map((png) => sharp(png).raw().toBuffer({ resolveWithObject: true })));
  if (x.info.width !== y.info.width || x.info.height !== y.info.height) return 1;
  let pixels = 0;
  for (let i = 0; i < x.data.length; i += x.info.channels) {
    for (let c = 0; c < x.info.channels; c++) {
      if (x.data[i + c] !== y.data[i + c]) {
        pixels++;
        break;
      }
    }
  }
  return pixels / (x.info.width * x.info.height);
}

const rows = [];
for (const pagePath of pages) {
  for (const viewport of widths) {
    const [old, now] = [await shots(before, pagePath, viewport), await shots(after, pagePath, viewport)];
    const name = `${pagePath.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}-${viewport.width}`;
    for (const state of ["untouched", "alive"]) {
      await sharp(old[state]).toFile(path.join(outDir, `${name}-${state}-before.png`));
      await sharp(now[state]).toFile(path.join(outDir, `${name}-${state}-after.png`));
    }
    rows.push({
      page: pagePath,
      width: viewport.width,
      "untouched: pixels differing": `${((await differing(old.untouched, now.untouched)) * 100).toFixed(2)} %`,
      "app running: pixels differing": `${((await differing(old.alive, now.alive)) * 100).toFixed(2)} %`,
    });
  }
}
await browser.close();
console.table(rows);
console.log(`Pictures in ${outDir}`);

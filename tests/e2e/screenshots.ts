import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { screenshotsOn } from "./scope";

// Screenshots at a phone and a desktop width: test-results/screenshots/<name>-<width>.png.
export const SCREENSHOT_DIR = path.resolve("test-results/screenshots");
export const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
/** The most of a page's height a full-page screenshot shows (px). */
export const MAX_CAPTURE_HEIGHT = 5_000;

type SnapOptions = {
  /** Full page (default) or only the viewport: a dialog or menu is fixed to the viewport. */
  fullPage?: boolean;
  /** Restrict to some widths, e.g. [390] for the mobile menu, which only exists on small screens. */
  widths?: number[];
  /** The page as it is while its app is still on its way (docs/decisions/042): no wait for the network or the app. */
  whileLoading?: boolean;
};

export async function snap(page: Page, name: string, options: SnapOptions = {}): Promise<void> {
  if (!screenshotsOn) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  const viewports = VIEWPORTS.filter((v) => !options.widths || options.widths.includes(v.width));
  try {
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      if (!options.whileLoading) {
        // Let responsive layout and lazy images settle before the capture.
        await page.waitForLoadState("networkidle").catch(() => {});
        await page.evaluate(() => document.fonts?.ready).catch(() => {});
        await appSettled(page);
      }
      await capture(page, path.join(SCREENSHOT_DIR, `${name}-${viewport.width}.png`), viewport, options.fullPage ?? true);
    }
  } finally {
    if (original) await page.setViewportSize(original);
  }
}

/**
 * One picture. A long page is captured down to MAX_CAPTURE_HEIGHT: its layout shows in its first screens, what it must
 * hold is asserted by the test itself, and capturing (then encoding) the sales terms' 14 000 px took seconds at each
 * width. Chromium's capture now and then never answers on a busy machine (CI: /cgv, /faq, /privacy, /accessibilite:
 * fonts loaded, then nothing, several times in a row): then the window is made as tall as the capture and its viewport
 * captured; then its first screen; then no picture at all, said in the output. A picture is for looking at.
 */
async function capture(page: Page, file: string, viewport: { width: number; height: number }, fullPage: boolean): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const clip = fullPage && height > MAX_CAPTURE_HEIGHT ? { x: 0, y: 0, width: viewport.width, height: MAX_CAPTURE_HEIGHT } : undefined;
  const attempts = [() => page.screenshot({ path: file, fullPage, clip, animations: "disabled", timeout: 20_000 })];
  if (fullPage) {
    attempts.push(
      async () => {
        await page.setViewportSize({ width: viewport.width, height: Math.min(Math.max(height, viewport.height), MAX_CAPTURE_HEIGHT) });
        return page.screenshot({ path: file, animations: "disabled", timeout: 30_000 });
      },
      async () => {
        console.warn(`[snap] ${path.basename(file)}: the whole page could not be captured; its first screen only`);
        await page.setViewportSize(viewport);
        return page.screenshot({ path: file, animations: "disabled", timeout: 20_000 });
      },
    );
  }
  for (const attempt of attempts) {
    try {
      await attempt();
      return;
    } catch (error) {
      if (!(error instanceof Error) || error.name !== "TimeoutError") throw error;
    }
  }
  console.warn(`[snap] ${path.basename(file)}: Chromium never answered the capture; no picture`);
}

/**
 * A public page runs no script until the visitor moves (docs/decisions/023); scrolling for lazy images starts its
 * app, which then takes the page over in a transition. A full-page capture taken meanwhile could hang (CI saw it
 * time out at 10 and 30 s on /cgv, /faq and /comment-ca-marche): wait until the app holds the page, when the boot
 * script started it on a page that came rendered (a campaign page left alone runs only its live script, and never will).
 */
async function appSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const state = window as unknown as { __appStarted?: boolean; __appHydrated?: boolean };
        // Only a page that came rendered is taken over; the app renders any other page from scratch.
        const rendered = document.querySelector("#prerendered-page, #prerendered-home, #campaign-data") !== null;
        return !rendered || state.__appStarted !== true || state.__appHydrated === true;
      },
      undefined,
      // Polled by time, not by animation frames: a page with JavaScript turned off draws none.
      { timeout: 15_000, polling: 100 },
    )
    .catch(() => {});
}

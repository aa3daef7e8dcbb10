import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

// Full-page screenshots at a phone and a desktop width: test-results/screenshots/<name>-<width>.png.
export const SCREENSHOT_DIR = path.resolve("test-results/screenshots");
export const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  try {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      // Let responsive layout and lazy images settle before the capture.
      await page.waitForLoadState("networkidle").catch(() => {});
      await page.evaluate(() => document.fonts?.ready).catch(() => {});
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, `${name}-${viewport.width}.png`),
        fullPage: true,
        animations: "disabled",
      });
    }
  } finally {
    if (original) await page.setViewportSize(original);
  }
}

import { expect, type Locator, type Page } from "@playwright/test";

/** A sonner toast containing the text (title or description). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
}

export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect(toast(page, text), `toast "${String(text)}"`).toBeVisible();
}

/** Presses Tab until the locator has the focus (proves it is reachable by keyboard). */
export async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`${target} was not reached after ${maxPresses} Tab presses`);
}

/** The pathname of the page, for URL assertions that ignore the origin and query. */
export const pathOf = (page: Page) => new URL(page.url()).pathname;

/**
 * Presses Escape in a dialog once it is the top layer: Radix moves the focus in one commit and registers the
 * layer in the next (its node comes from a ref), so an Escape sent in between, on a busy machine, reaches the
 * dialog under it. Registered, a nested dialog turns off pointer events on every dialog below it.
 */
export async function escapeFrom(page: Page, dialog: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        dialog.evaluate(
          (el) =>
            el.contains(document.activeElement) &&
            [...document.querySelectorAll('[role="dialog"]')].every(
              (other) => other === el || getComputedStyle(other).pointerEvents === "none",
            ),
        ),
      { message: "the dialog holds the focus and is the top layer" },
    )
    .toBe(true);
  await page.keyboard.press("Escape");
}

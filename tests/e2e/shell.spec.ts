import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { snap } from "./screenshots";
import { pathOf } from "./ui";

// docs/product.md#header-and-footer, the route guards (docs/product.md#session) and the 404 page
// (docs/product.md#routes).

/** Collects console errors and uncaught exceptions of the page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(`console: ${msg.text()} (${msg.location().url})`);
  });
  page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
  return errors;
}

// The home page's menu at 390 px, opened with the keyboard and followed to 'Connexion': walked once the app holds the
// page in early-taps-slow-phone.spec.ts, after the same menu tapped before the app arrived.

test("/compte while signed out redirects to /auth/login", async ({ page }) => {
  await page.goto("/compte");
  await expect(page).toHaveURL(/\/auth\/login(\?|$)/);
  await expect(page.getByRole("heading", { name: "Connexion" })).toBeVisible();
});

test("an unknown route shows the 404 page with a way home", async ({ page }) => {
  await page.goto("/cette-page-n-existe-pas");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await snap(page, "not-found");
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(pathOf(page)).toBe("/");
});

// / and /auth/login: public-site.spec.ts watches their console from the first load until the app holds them.
for (const path of ["/auth/register?retour=/compte", "/auth/forgot", "/auth/reset?token=Zq8vK2mW5tRb7yLc3nHd9xPf"]) {
  test(`no console errors on ${path}, before and once the app holds it`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    // These pages come prerendered: the app adopts them at the visitor's first move (a mismatch would be an error).
    await page.mouse.move(20, 20);
    await page.waitForFunction(() => (window as { __appHydrated?: boolean }).__appHydrated === true);
    expect(errors).toEqual([]);
  });
}

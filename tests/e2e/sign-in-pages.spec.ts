import type { Page } from "@playwright/test";
import { fillSignUp } from "./auth";
import { expect, test } from "./fixtures";
import { expectToast } from "./ui";

/** Holds the app's code back until `release` is called: the slowest phone. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const appHolds = (page: Page) => page.evaluate(() => (window as { __appHydrated?: boolean }).__appHydrated ?? false);

// The sign-in pages come prerendered to a visitor with no session, and the app loads at their first move (decision
// 026): what the visitor typed and sent before the app arrived counts; a signed-in member is still sent on.

// A sign-in typed and sent before the app arrives, then the sign-in page sending a signed-in member on: walked on a
// slow phone in early-taps-slow-phone.spec.ts, one sign-in for both.

test("sign-up filled and sent before the app arrives: the fields and the ticked box count", async ({ page, account }) => {
  const release = await holdTheApp(page);
  await page.goto("/auth/register");
  await fillSignUp(page, account.email, account.password);
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  expect(await appHolds(page)).toBe(false);
  release();
  await expectToast(page, "Inscription réussie !");
  await expect(page).toHaveURL(/\/auth\/login$/);

  // The sign-in page after sign-up, reloaded: its notice comes with the history entry, which the prerendered page
  // knows nothing of. A password typed before the app arrives is still what is sent (not 'Mot de passe requis').
  await page.unrouteAll();
  const releaseAgain = await holdTheApp(page);
  await page.reload();
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  releaseAgain();
  await expectToast(page, "Email non vérifié");
  await expect(page.getByText("Mot de passe requis")).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "Un email de confirmation vous a été envoyé" })).toBeVisible();
});

test("a sign-in page's links keep its return path once the app runs; a reset link without its token says so at once", async ({ page }) => {
  await page.goto("/auth/login?retour=/compte");
  const register = page.getByRole("link", { name: "Créer un compte" });
  await expect(register).toHaveAttribute("href", "/auth/register");
  await page.mouse.move(10, 10); // the visitor's first move starts the app
  await expect(register).toHaveAttribute("href", "/auth/register?retour=%2Fcompte");

  await page.goto("/auth/reset?error=INVALID_TOKEN");
  await expect(page.getByRole("alert")).toContainText("invalide");
  await expect(page.getByRole("button", { name: "Mettre à jour le mot de passe" })).toHaveCount(0);
});

import type { Page } from "@playwright/test";
import { homePage, prerenderedPages, signInPages } from "../../src/shared/public-pages";
import { closeQuietly, signedInAccount } from "./api-accounts";
import { publishedCampaign } from "./api-campaigns";
import { expect, test, uniqueEmail } from "./fixtures";
import { budgets, campaignPage, countScripts, expectWithinBudget, type Budget } from "./js-budgets";
import { publicPages } from "./public-pages";

// The JavaScript budgets of tests/e2e/js-budgets.ts. The public pages that public-site.spec.ts visits are measured
// there, on that visit (the same first visit at 390 px); the sign-in pages it does not visit and a campaign page, here.

/** The scripts the page loads untouched, checked against its budget. */
async function expectPageWithinBudget(page: Page, path: string, budget: Budget, ready?: () => boolean) {
  const scripts = countScripts(page);
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  // What the page loads after its first paint on its own counts too, however busy the machine.
  if (ready) {
    await page.waitForFunction(ready);
    await page.waitForLoadState("networkidle");
  }
  expectWithinBudget(path, await scripts(), budget);
}

test("every public page has a budget", () => {
  for (const page of [homePage, ...prerenderedPages, ...signInPages]) {
    const path = page.path === "/auth/reset" ? [...budgets.keys()].find((key) => key.startsWith("/auth/reset?")) : page.path;
    expect(path && budgets.has(path), `${page.path} has no budget`).toBe(true);
  }
});

test("the sign-in pages public-site.spec.ts does not visit stay within their JavaScript budgets", async ({ browser }) => {
  const visited = new Set<string>(publicPages.map((entry) => entry.path));
  const others = [...budgets].filter(([path]) => !visited.has(path));
  expect(others.map(([path]) => path)).toEqual(["/login", "/auth/forgot", "/auth/reset?token=Zq8vK2mW5tRb7yLc3nHd9xPf"]);
  // A fresh context per page: nothing cached from the one before.
  for (const [path, budget] of others) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await expectPageWithinBudget(await context.newPage(), path, budget);
    await context.close();
  }
});

test("a campaign page stays within its JavaScript budget", async ({ browser }) => {
  const member = await signedInAccount(uniqueEmail("budget"));
  const campaign = await publishedCampaign(member, {
    association_name: "Chorale des Mouettes",
    association_description: "Trente choristes de 8 à 80 ans, qui chantent ensemble chaque jeudi soir à Séné.",
    association_address: "Salle des fêtes, Séné",
    campaign_message: "Aidez notre chorale à partir chanter au festival de Lorient cet été, avec tous ses choristes.",
    project_goal_eur: 800,
    contact_email: "chorale@exemple.fr",
  });
  await closeQuietly(member);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  // Counted once the live amount raised follows the stream; the shop itself must not have started.
  await expectPageWithinBudget(page, `/c/${campaign.public_slug}`, campaignPage, () => "__campaignLive" in window);
  expect(await page.evaluate(() => "__appStarted" in window)).toBe(false);
  await context.close();
});

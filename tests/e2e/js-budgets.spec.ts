import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { homePage, prerenderedPages, signInPages } from "../../src/shared/public-pages";
import { closeQuietly, signedInAccount } from "./api-accounts";
import { publishedCampaign } from "./api-campaigns";
import { expect, test, uniqueEmail } from "./fixtures";

// The JavaScript a page makes a phone download before the visitor does anything (docs/decisions/023): each file the
// page loads until the network is idle, with no click, scroll or pointer move, gzipped at level 9 (as the build's .gz
// twins). Measured on the real build, served by the real server. Over its budget, a page fails, named with its budget
// and its scripts, largest first.
//
// `budget` is what a page may load today; `target` is where it is going (bench/README.md, "JavaScript budgets"): a
// ceiling set at today's weight, lowered as pages shed code, so that nothing grows meanwhile.

type Budget = { budget: number; target?: number };

const KB = 1024;
const marketing: Budget = { budget: 40 * KB };
// Prerendered like the marketing pages since decision 026 (155 kB before it, 191 kB before the deferred forms).
const signIn: Budget = { budget: 40 * KB };

/** Every public page, by address: a page added to src/shared/public-pages.ts without a budget fails the first test. */
const budgets = new Map<string, Budget>([
  ...[homePage, ...prerenderedPages].map((page) => [page.path, marketing] as const),
  ["/auth/login", signIn],
  ["/login", signIn],
  ["/auth/register", signIn],
  ["/auth/forgot", signIn],
  // As the reset mail's link opens it (a Better Auth token of 24 characters): the form, not the expired-link message.
  ["/auth/reset?token=Zq8vK2mW5tRb7yLc3nHd9xPf", signIn],
]);
// The shop (React, the cart, the dialogs) loads at the visitor's first move; before it, the boot script and the live
// amount raised (docs/decisions/024-campaign-page-app-on-first-move.md).
const campaignPage: Budget = { budget: 80 * KB };

const kB = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

/** The scripts the page loads untouched, with their gzipped sizes. */
async function scriptsBeforeInteraction(page: Page, path: string, ready?: () => boolean): Promise<{ file: string; bytes: number }[]> {
  const loads: Promise<{ file: string; bytes: number }>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    loads.push(response.body().then((body) => ({ file: new URL(response.url()).pathname, bytes: gzipSync(body, { level: 9 }).length })));
  });
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  // What the page loads after its first paint on its own counts too, however busy the machine.
  if (ready) {
    await page.waitForFunction(ready);
    await page.waitForLoadState("networkidle");
  }
  return (await Promise.all(loads)).sort((a, b) => b.bytes - a.bytes);
}

async function expectWithinBudget(page: Page, path: string, { budget, target }: Budget, ready?: () => boolean) {
  const scripts = await scriptsBeforeInteraction(page, path, ready);
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  const detail = scripts.map((script) => `${script.file} ${kB(script.bytes)}`).join(", ");
  const goal = target ? ` (target ${kB(target)})` : "";
  // The weights in the run's output, for bench/README.md's table.
  console.log(`${path}: ${kB(total)} before any interaction (budget ${kB(budget)}${goal}): ${detail}`);
  expect(
    total,
    `${path} loads ${kB(total)} of JavaScript before any interaction, budget ${kB(budget)}${goal}: ${detail}`,
  ).toBeLessThanOrEqual(budget);
}

test("every public page has a budget", () => {
  for (const page of [homePage, ...prerenderedPages, ...signInPages]) {
    const path = page.path === "/auth/reset" ? [...budgets.keys()].find((key) => key.startsWith("/auth/reset?")) : page.path;
    expect(path && budgets.has(path), `${page.path} has no budget`).toBe(true);
  }
});

test("the public pages and the sign-in pages stay within their JavaScript budgets", async ({ browser }) => {
  // A fresh context per page: nothing cached from the one before.
  for (const [path, budget] of budgets) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await expectWithinBudget(await context.newPage(), path, budget);
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
  await expectWithinBudget(page, `/c/${campaign.public_slug}`, campaignPage, () => "__campaignLive" in window);
  expect(await page.evaluate(() => "__appStarted" in window)).toBe(false);
  await context.close();
});

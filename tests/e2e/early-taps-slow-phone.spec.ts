import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { closeQuietly, signedInAccount } from "./api-accounts";
import { createdCampaign, publishedByAdmin } from "./api-campaigns";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test, uniqueEmail } from "./fixtures";
import { emulate } from "./network-conditions";
import { snap } from "./screenshots";
import { tabTo, toast } from "./ui";

// docs/product.md#while-a-page-loads, docs/decisions/042: on a mid-range phone over a weak connection, what the
// visitor taps before the shop's code has arrived is shown as taken, then done once the app holds the page, in
// order, once each. The pages come rendered; the app arrives seconds later, behind a campaign's large photo.

const phone = { width: 390, height: 844 };
test.use({ viewport: phone });

const appHolds = (page: Page) => page.evaluate(() => (window as { __appHydrated?: boolean }).__appHydrated === true);

/** Console errors and uncaught exceptions (a hydration mismatch is one). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * A phone photo as a member uploads it: about 1.1 MB once the server has stored it as WebP (a warm gradient, a hill,
 * and the grain of a real picture, which is what makes it weigh).
 */
async function heavyHeroPhoto(): Promise<Buffer> {
  const [width, height] = [2400, 1600];
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3b27a"/><stop offset="1" stop-color="#7a3e2c"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    <path d="M0 1150 Q600 950 1200 1120 T2400 1050 V1600 H0 Z" fill="#3f6b4f"/>
  </svg>`;
  const grain = await sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 34 } },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(scene))
    .composite([{ input: grain, blend: "soft-light" }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

let slug = "";

test.beforeAll(async () => {
  test.setTimeout(60_000);
  const member = await signedInAccount(uniqueEmail("taps"));
  try {
    const upload = await member.post("/api/uploads/campaign-heroes", {
      multipart: { file: { name: "sortie.jpg", mimeType: "image/jpeg", buffer: await heavyHeroPhoto() } },
      // Decoded, then stored in four widths (decision 043): seconds on a busy machine.
      timeout: 60_000,
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const hero: string = (await upload.json()).url;
    const stored = await member.get(hero);
    expect(stored.headers()["content-length"] ?? String((await stored.body()).length)).toMatch(/^1\d{6}$/);
    const campaign = await createdCampaign(member, {
      association_name: "Amicale de l'école Jules Ferry",
      association_description: "Les parents d'élèves de l'école Jules Ferry, à Lorient, organisent les sorties des enfants.",
      campaign_message: "Aidez-nous à emmener les CM2 en classe de mer au printemps.",
      project_goal_eur: 1200,
      hero_image_url: hero,
      contact_email: "amicale-jules-ferry@exemple.fr",
      association_address: "École Jules Ferry, 3 rue de Belgique, 56100 Lorient",
    });
    slug = (await publishedByAdmin(campaign)).public_slug;
  } finally {
    await closeQuietly(member);
  }
});

/** Holds the shop's code back until `release` is called, so that the waiting screen can be looked at. */
async function holdTheShop(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/campaign-[\w-]{8}\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("three taps on 'Ajouter au panier' while a campaign page loads on a slow phone: three bars, shown as taken meanwhile", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  const release = await holdTheShop(page);
  const stop = await emulate(page);
  await page.goto(`/c/${slug}`, { waitUntil: "commit" });

  const add = page.getByRole("article", { name: "Chocolat Noir" }).getByRole("button", { name: "Ajouter au panier : Chocolat Noir" });
  const cart = page.getByRole("banner").getByRole("button", { name: /^Panier \(\d+\)$/ });
  await expect(cart).toHaveText("Panier (0)", { timeout: 30_000 });
  for (const tap of [1, 2, 3]) {
    await add.click();
    // The button shows each tap as taken, with a count from the second one.
    await expect(add).toHaveAttribute("data-early-taps", String(tap));
    if (tap < 3) await page.waitForTimeout(400);
  }
  expect(await appHolds(page)).toBe(false);
  await expect(cart).toHaveText("Panier (0)");
  await snap(page, "early-taps-waiting", { fullPage: false, widths: [390], whileLoading: true });
  await expectNoSeriousA11yViolations(page, { label: "/c/:slug while the shop loads" });

  release();
  await expect(cart).toHaveText("Panier (3)", { timeout: 30_000 });
  await expect(add).not.toHaveAttribute("data-early-taps");
  await stop();
  // Once, not twice: the count stays.
  await page.waitForTimeout(500);
  await expect(cart).toHaveText("Panier (3)");
  expect(errors).toEqual([]);
});

/** The home page on a first visit (nothing in the browser's cache) on a slow phone, with a tap before the app. */
async function earlyTapOnHome(browser: Browser, button: string, opened: "link" | "heading") {
  const context = await browser.newContext({ viewport: phone });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const stop = await emulate(page);
  await page.goto("/", { waitUntil: "commit" });
  await page.getByRole("button", { name: button }).first().click();
  expect(await appHolds(page)).toBe(false);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole(opened).first()).toBeVisible({ timeout: 30_000 });
  await stop();
  // Opened once, and still open: not opened then closed by a second replay.
  await page.waitForTimeout(500);
  await expect(dialog).toHaveCount(1);
  await expect(dialog).toBeVisible();
  expect(errors).toEqual([]);
  return { context, page, errors };
}

// Each tap on its own first visit, the two side by side: each page has its own slow network and CPU, and most of the
// time is spent waiting for the app on them. Each walk then goes on with what the header's menu (shell.spec.ts
// before) and the prerendered home page becoming the live app (marketing-widgets.spec.ts before) prove once the app
// holds the page: one visit for both.
test("an early tap on the home page's menu, then on 'Voir une démo', on a slow phone: each opens once; then the menu works with the keyboard, and the live home page navigates without reloading, with no console error", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  await Promise.all([
    (async () => {
      const { context, page } = await earlyTapOnHome(browser, "Ouvrir le menu", "link");
      // The menu at 390 px opens with 'Connexion' and works with the keyboard (a fresh load, from the cache).
      await page.goto("/");
      await expect(page.getByRole("heading", { name: /Financez vos projets avec du chocolat de qualité/ })).toBeVisible();
      const burger = page.getByRole("button", { name: "Ouvrir le menu" });
      await expect(burger).toBeVisible();
      await tabTo(page, burger);
      await page.keyboard.press("Enter");
      const connexion = page
        .getByRole("link", { name: "Connexion" })
        .or(page.getByRole("button", { name: "Connexion" }))
        .first();
      await expect(connexion).toBeVisible();
      await snap(page, "home-menu-open", { widths: [390], fullPage: false });
      await page.keyboard.press("Escape");
      await expect(connexion).toBeHidden();
      // Open again with the keyboard and follow 'Connexion'.
      await burger.focus();
      await page.keyboard.press("Enter");
      await expect(connexion).toBeVisible();
      await connexion.click();
      await expect(page).toHaveURL(/\/auth\/login$/);
      await context.close();
    })(),
    (async () => {
      const { context, page, errors } = await earlyTapOnHome(browser, "Voir une démo", "heading");
      // The prerendered home page became the live app (hydration; no component reads the width as it renders):
      // the demo opened is the real one, and a link of the main navigation, shown from 1280 px, navigates without
      // reloading.
      await expect(page.getByRole("dialog", { name: "Boutique de démonstration" })).toBeVisible();
      await page.keyboard.press("Escape");
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
      await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Nos chocolats" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Des tablettes bio et équitables, faites à la main" })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker), "client-side navigation").toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    })(),
  ]);
});

// What sign-in-pages.spec.ts proved with the app held back, on the slow phone itself: nothing typed before the app
// arrives is lost, nothing is sent the old way, the sign-in goes through; signed in, the sign-in page sends on.
test("a sign-in typed and sent before the app arrives on a slow phone goes through once; signed in, the sign-in page sends the member on", async ({
  page,
  account,
}) => {
  test.setTimeout(90_000);
  await closeQuietly(await signedInAccount(account.email, account.password));
  const signIns: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/api/auth/sign-in")) signIns.push(request.url());
  });
  const stop = await emulate(page);
  await page.goto("/auth/login", { waitUntil: "commit" });
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  // Pressed twice, as a parent does when nothing seems to happen: one sign-in all the same.
  await page.keyboard.press("Enter");
  expect(await appHolds(page)).toBe(false);
  await expect(page).toHaveURL(/\/auth\/login$/);

  await expect(toast(page, "Connexion réussie !")).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/$/);
  await stop();
  expect(signIns).toHaveLength(1);

  // Signed in, the sign-in page sends the member on, as before.
  await page.goto("/auth/login?retour=/compte");
  await expect(page).toHaveURL(/\/compte$/);
});

import type { APIRequestContext, Page, Response } from "@playwright/test";
import sharp from "sharp";
import { closeQuietly, signedInAccount } from "./api-accounts";
import { createdCampaign, publishedByAdmin } from "./api-campaigns";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test, uniqueEmail } from "./fixtures";
import { snap } from "./screenshots";
import { expectToast } from "./ui";

// docs/product.md#campaign-page, docs/product.md#carousel, docs/product.md#preview and
// docs/product.md#unavailable-campaign. The campaign is made through the API (member creates, admin
// publishes); the browser is an anonymous visitor unless stated.

test.describe.configure({ mode: "serial" });

const PRIMARY = "#2F6B4F";
const suffix = Date.now().toString(36);
const NAME = `Club de Judo de Vannes ${suffix}`;
const DRAFT_NAME = `Chorale du Golfe ${suffix}`;

let member: APIRequestContext;
let published: { id: string; public_slug: string; hero_image_url: string };
let draftSlug: string;
let draftId: string;

/** A warm landscape drawn in SVG and turned into a PNG, as a member would upload a photo. */
function heroPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3b27a"/><stop offset="1" stop-color="#7a3e2c"/></linearGradient></defs>
    <rect width="1600" height="900" fill="url(#g)"/>
    <circle cx="1250" cy="220" r="130" fill="#fde68a" opacity="0.8"/>
    <path d="M0 650 Q400 520 800 640 T1600 600 V900 H0 Z" fill="#3f6b4f"/>
    <path d="M0 760 Q500 660 1000 760 T1600 740 V900 H0 Z" fill="#2b4a37"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

test.beforeAll(async () => {
  member = await signedInAccount(uniqueEmail("judo"));

  const upload = await member.post("/api/uploads/campaign-heroes", {
    multipart: { file: { name: "hero.png", mimeType: "image/png", buffer: await heroPng() } },
    // Decoded, then stored in four widths (decision 043): seconds on a busy machine.
    timeout: 60_000,
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const heroUrl: string = (await upload.json()).url;

  published = await createdCampaign(member, {
    association_name: NAME,
    association_description: "Nous faisons découvrir le judo à 120 enfants et ados de Vannes, dans le respect et la bonne humeur.",
    campaign_message: "Aidez-nous à financer de nouveaux tatamis et le déplacement de nos jeunes au championnat de Bretagne !",
    project_goal_eur: 1500,
    branding_primary_color: PRIMARY,
    branding_secondary_color: "#FDE7C8",
    hero_image_url: heroUrl,
    contact_email: "judo-vannes@exemple.fr",
    contact_phone: "02 97 12 34 56",
    association_address: "Dojo municipal, 12 rue du Commerce, 56000 Vannes",
    social_facebook: "https://facebook.com/judovannes",
    social_instagram: "https://instagram.com/judovannes",
    social_twitter: "https://twitter.com/judovannes",
  });
  const draft = await createdCampaign(member, {
    association_name: DRAFT_NAME,
    association_description: "Une chorale de quartier qui chante pour les maisons de retraite.",
    campaign_message: "Nous préparons un concert solidaire et avons besoin de partitions et d'un piano.",
    project_goal_eur: 800,
    contact_email: "chorale@exemple.fr",
    association_address: "Salle des fêtes, Séné",
  });
  draftSlug = draft.public_slug;
  draftId = draft.id;

  await publishedByAdmin(published);
});

test.afterAll(async () => {
  if (member) await closeQuietly(member);
});

/** The address of every script the page loads, so that the test can tell which code came down. */
function recordScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on("response", (response: Response) => {
    if (response.request().resourceType() === "script" || /\.js(\?|$)/.test(response.url())) scripts.add(response.url());
  });
  return scripts;
}

// Texts and identifiers found only in the signed-in area's code: forms (react-hook-form, zod), account, admin.
const forbiddenMarkers = [
  "shouldUnregister",
  "invalid_type",
  "Créer votre One-Pager",
  "Administration - Campagnes",
  "Informations personnelles",
];
const forbiddenChunk = /(use-zod-form|onboarding|campaign-create|account-page|admin-page|image-upload|booking|sales-page)/;

const card = (page: Page, name: string) => page.getByRole("article", { name });
const cartButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Panier \(\d+\)$/ });

test("a published campaign page: hero, goal, products, carousel, product dialog, cart, contact", async ({ page }) => {
  test.setTimeout(180_000);
  const scripts = recordScripts(page);

  await test.step("served with its data, title and colours", async () => {
    const response = await page.goto(`/c/${published.public_slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: `Soutenez l'association ${NAME}` })).toBeVisible();
    await expect(page).toHaveTitle(`${NAME} | Campagne`);
    await expect(page.getByText("Collecte en cours : 0,00 € / 1 500,00 €")).toBeVisible();
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");

    const hero = page.locator("section[aria-labelledby='campaign-title'] img[data-hero-image]");
    await expect(hero).toHaveAttribute("src", published.hero_image_url);
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // The primary colour paints the cart button; dark green takes white text.
    await expect(cartButton(page)).toHaveCSS("background-color", "rgb(47, 107, 79)");
    await expect(cartButton(page)).toHaveCSS("color", "rgb(255, 255, 255)");
    await expect(page.getByRole("banner").getByText("CJ", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Notre Mission" })).toBeVisible();
    await expect(cartButton(page)).toHaveText("Panier (0)");
    await expect(page.getByRole("banner").getByRole("button", { name: "Faire un don" })).toBeVisible();
  });

  await test.step("three products with their prices", async () => {
    await expect(page.getByRole("heading", { name: "Nos Chocolats Solidaires" })).toBeVisible();
    for (const [name, price] of [
      ["Chocolat Noir", "8,00 €"],
      ["Chocolat Amandes", "9,00 €"],
      ["Chocolat Blanc", "7,00 €"],
    ]) {
      await expect(card(page, name)).toBeVisible();
      await expect(card(page, name).getByText(price)).toBeVisible();
    }
    await expect(page.getByRole("article")).toHaveCount(3);
  });

  await snap(page, "campaign-page");
  await expectNoSeriousA11yViolations(page, { label: "/c/:slug" });

  await test.step("the carousel: buttons disabled at the ends, arrow keys", async () => {
    const carousel = card(page, "Chocolat Noir").getByRole("region", { name: "Images de Chocolat Noir" });
    await expect(carousel).toHaveAttribute("aria-roledescription", "carrousel");
    const previous = carousel.getByRole("button", { name: "Image précédente" });
    const next = carousel.getByRole("button", { name: "Image suivante" });
    const visibleSlide = () => carousel.locator("[aria-roledescription='diapositive']:not([aria-hidden='true'])");
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await expect(visibleSlide()).toHaveAttribute("aria-label", "1 sur 2");

    await next.click();
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await expect(visibleSlide()).toHaveAttribute("aria-label", "2 sur 2");
    await expect(page.getByRole("dialog")).toBeHidden();

    await carousel.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(visibleSlide()).toHaveAttribute("aria-label", "1 sur 2");
    await expect(previous).toBeDisabled();
    await page.keyboard.press("ArrowLeft");
    await expect(visibleSlide()).toHaveAttribute("aria-label", "1 sur 2");
    await page.keyboard.press("ArrowRight");
    await expect(visibleSlide()).toHaveAttribute("aria-label", "2 sur 2");
    await expect(next).toBeDisabled();
  });

  await test.step("the product dialog: stepper from 1, add the quantity and close", async () => {
    await card(page, "Chocolat Noir").getByRole("button", { name: "Chocolat Noir", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Chocolat Noir" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("20% reversés")).toBeVisible();
    await expect(dialog.getByText("Retrait gratuit à l'association")).toBeVisible();
    await expect(dialog.getByText("8,00 €")).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Notes aromatiques" })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Terroir" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Afficher l'image 1" })).toHaveAttribute("aria-pressed", "true");
    await dialog.getByRole("button", { name: "Afficher l'image 2" }).click();
    await expect(dialog.getByRole("button", { name: "Afficher l'image 2" })).toHaveAttribute("aria-pressed", "true");

    const quantity = dialog.getByRole("group", { name: "Quantité" }).locator("output");
    const minus = dialog.getByRole("button", { name: "Diminuer la quantité" });
    const plus = dialog.getByRole("button", { name: "Augmenter la quantité" });
    await expect(quantity).toHaveText("1");
    await expect(minus).toBeDisabled();
    await plus.click();
    await plus.click();
    await expect(quantity).toHaveText("3");
    await minus.click();
    await expect(quantity).toHaveText("2");
    await snap(page, "campaign-product-dialog", { fullPage: false });
    await expectNoSeriousA11yViolations(page, { label: "/c/:slug product dialog" });

    await dialog.getByRole("button", { name: "Ajouter au panier" }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, "Produit ajouté");
    await expect(cartButton(page)).toHaveText("Panier (2)");
  });

  await test.step("'Ajouter au panier' on a card adds one bar, and the cart survives a reload", async () => {
    await card(page, "Chocolat Blanc").getByRole("button", { name: "Ajouter au panier" }).click();
    await expect(cartButton(page)).toHaveText("Panier (3)");
    await page.reload();
    await expect(cartButton(page)).toHaveText("Panier (3)");
    const stored = await page.evaluate((key) => localStorage.getItem(key), `cart:${published.id}`);
    expect(JSON.parse(stored ?? "[]")).toEqual([
      expect.objectContaining({ id: "noir", quantity: 2, price: 800 }),
      expect.objectContaining({ id: "blanc", quantity: 1, price: 700 }),
    ]);
  });

  await test.step("the cart drawer: stepper, removal, empty state", async () => {
    await cartButton(page).click();
    const drawer = page.getByRole("dialog", { name: "Votre panier" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText("23,00 €")).toBeVisible();
    await expect(drawer.getByRole("button", { name: "Diminuer la quantité de Chocolat Blanc" })).toBeDisabled();
    await drawer.getByRole("button", { name: "Augmenter la quantité de Chocolat Blanc" }).click();
    // The page behind a modal drawer is hidden from assistive technology: read the count in the drawer.
    await expect(drawer.getByText("4 tablettes")).toBeVisible();
    await expect(drawer.getByText("30,00 €")).toBeVisible();
    await snap(page, "campaign-cart-drawer", { fullPage: false });
    await expectNoSeriousA11yViolations(page, { label: "/c/:slug cart drawer" });
    await drawer.getByRole("button", { name: "Retirer Chocolat Blanc du panier" }).click();
    await expectToast(page, "Produit retiré");
    await drawer.getByRole("button", { name: "Retirer Chocolat Noir du panier" }).click();
    await expect(drawer.getByText("Votre panier est vide")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(cartButton(page)).toHaveText("Panier (0)");
  });

  await test.step("contact and 'Suivez-nous' links", async () => {
    await expect(page.getByRole("link", { name: "judo-vannes@exemple.fr" })).toHaveAttribute("href", "mailto:judo-vannes@exemple.fr");
    await expect(page.getByRole("link", { name: "02 97 12 34 56" })).toHaveAttribute("href", "tel:0297123456");
    await expect(page.getByText("Dojo municipal, 12 rue du Commerce, 56000 Vannes")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Suivez-nous" })).toBeVisible();
    for (const [network, url] of [
      ["Facebook", "https://facebook.com/judovannes"],
      ["Instagram", "https://instagram.com/judovannes"],
      ["Twitter", "https://twitter.com/judovannes"],
    ]) {
      const link = page.getByRole("link", { name: `${network} de ${NAME} (nouvel onglet)` });
      await expect(link).toHaveAttribute("href", url);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  await test.step("the goal follows a payment live (SSE)", async () => {
    const checkout = await page.request.post("/api/checkout", {
      headers: { Origin: new URL(page.url()).origin },
      data: {
        campaign_id: published.id,
        cart: [{ id: "noir", quantity: 2 }],
        buyer_info: { buyer_name: "Anne Dupont", buyer_email: "anne.dupont@exemple.fr", delivery_mode: "pickup" },
      },
    });
    expect(checkout.status(), await checkout.text()).toBe(200);
    const payment = await page.context().newPage();
    await payment.goto((await checkout.json()).url);
    await payment.getByRole("button", { name: "Confirmer le paiement" }).click();
    await payment.waitForURL(/\/paiement\/merci/);
    await payment.close();
    // No reload: the open page hears the new total.
    // The association's 20 % of 16,00 € (decision 040).
    await expect(page.getByText("Collecte en cours : 3,20 € / 1 500,00 €")).toBeVisible();
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
  });

  await test.step("no form, account or admin code was loaded", async () => {
    expect(scripts.size).toBeGreaterThan(0);
    for (const url of scripts) {
      const file = new URL(url).pathname;
      expect(file, "chunk name").not.toMatch(forbiddenChunk);
      // Fetched again: a response body is gone once the page has reloaded.
      const text = await (await page.request.get(url)).text();
      for (const marker of forbiddenMarkers) expect(text.includes(marker), `${file} contains "${marker}"`).toBe(false);
    }
  });
});

// Decision 009: a donor's first visit gets the page rendered by the server and only the shop's own script.
test("arrives rendered: readable without JavaScript, then alive without the app's router or data cache", async ({ browser }) => {
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await withoutScripts.newPage();
    expect((await page.goto(`/c/${published.public_slug}`))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: `Soutenez l'association ${NAME}` })).toBeVisible();
    await expect(page.getByText("Collecte en cours : 3,20 € / 1 500,00 €")).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(3);
    await expect(card(page, "Chocolat Noir").getByText("8,00 €")).toBeVisible();
    await expect(page.getByRole("link", { name: "Mentions légales" })).toHaveAttribute("href", "/mentions-legales");
    await snap(page, "campaign-page-without-javascript", { fullPage: false });
  } finally {
    await withoutScripts.close();
  }

  const page = await browser.newPage();
  const scripts = recordScripts(page);
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  // The page's script held back on a slow network: a button pressed before it runs still counts once it does.
  let releaseScript = () => {};
  const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
  await page.route(/\/assets\/campaign-[^/]+\.js$/, async (route) => {
    await scriptHeld;
    await route.continue();
  });
  await page.goto(`/c/${published.public_slug}`, { waitUntil: "domcontentloaded" });
  await card(page, "Chocolat Blanc").getByRole("button", { name: "Ajouter au panier" }).click();
  await expect(cartButton(page)).toHaveText("Panier (0)");
  releaseScript();
  await expect(cartButton(page)).toHaveText("Panier (1)");
  await expectToast(page, "Produit ajouté");
  await cartButton(page).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(cartButton(page)).toBeFocused();
  expect(errors, "console errors (a hydration mismatch is one)").toEqual([]);
  for (const url of scripts) {
    const text = await (await page.request.get(url)).text();
    const file = new URL(url).pathname;
    expect(text.includes("may be used only in the context of a <Router>"), `${file} carries the router`).toBe(false);
    expect(text.includes("No QueryClient set"), `${file} carries the data cache`).toBe(false);
  }
  await page.evaluate(() => localStorage.clear());
  await page.close();
});

test("an unknown campaign: 'Page introuvable' with HTTP 404", async ({ page }) => {
  const response = await page.goto("/c/cette-campagne-n-existe-pas");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page introuvable" })).toBeVisible();
  await expect(page.getByText("Cette campagne n'existe pas ou n'est pas publiée")).toBeVisible();
  await expect(page.getByText("Campagne introuvable ou non publiée")).toBeVisible();
  await expect(page.getByRole("link", { name: "Retour à l'accueil" })).toHaveAttribute("href", "/");
  await snap(page, "campaign-not-found");
  await expectNoSeriousA11yViolations(page, { label: "/c/unknown" });

  // An unpublished campaign is unknown to the public too.
  const draft = await page.goto(`/campaign/${draftSlug}`);
  expect(draft?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page introuvable" })).toBeVisible();
});

test("preview: the member sees the unpublished campaign under the preview banner", async ({ browser }) => {
  const anonymous = await browser.newPage();
  await anonymous.goto(`/preview/c/${draftSlug}`);
  await expect(anonymous).toHaveURL(/\/auth\/login(\?|$)/);
  await anonymous.close();

  const context = await browser.newContext({ storageState: await member.storageState() });
  const page = await context.newPage();
  await page.goto(`/preview/c/${draftSlug}`);
  await expect(page.getByText("Aperçu - Cette page n'est visible que par vous")).toBeVisible();
  await expect(page.getByRole("link", { name: "Retour au formulaire" })).toHaveAttribute("href", `/onboarding/form?campagne=${draftId}`);
  await expect(page.getByRole("heading", { level: 1, name: `Soutenez l'association ${DRAFT_NAME}` })).toBeVisible();
  await expect(page.getByText("Collecte en cours : 0,00 € / 800,00 €")).toBeVisible();
  // The default rose is light enough to take the dark ink (default colours of docs/product.md#constants).
  await expect(cartButton(page)).toHaveCSS("background-color", "rgb(183, 110, 121)");
  await snap(page, "campaign-preview");
  await expectNoSeriousA11yViolations(page, { label: "/preview/c/:slug" });

  // The public address of the same unpublished campaign: HTTP 404, then the member reads it through the API.
  const response = await page.goto(`/c/${draftSlug}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Cette campagne est en attente de validation" })).toBeVisible();

  await page.goto("/preview/c/slug-inconnu-xyz");
  await expect(page.getByRole("heading", { name: "Campagne introuvable" })).toBeVisible();
  await context.close();
});

import { readFile } from "node:fs/promises";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { extractText } from "unpdf";
import { closeQuietly, signedInAccount } from "./api-accounts";
import { publishedCampaign } from "./api-campaigns";
import { expectNoSeriousA11yViolations } from "./axe";
import { signUp } from "./auth";
import { expect, PASSWORD, test, uniqueEmail } from "./fixtures";
import { waitForMail } from "./mail";
import { snap } from "./screenshots";
import { expectToast, pathOf } from "./ui";

// docs/product.md#cart, docs/product.md#buyer-form, docs/product.md#checkout (with its toasts),
// docs/product.md#sales-drawer, docs/product.md#sales-page and docs/product.md#live-updates. A donor pays in
// one browser while the association member watches in another.

test.describe.configure({ mode: "serial" });

const suffix = Date.now().toString(36);
const NAME = `Sou des écoles de Theix ${suffix}`;
const BUYER = { name: "Camille Martin", email: uniqueEmail("acheteur") };

let member: APIRequestContext;
let campaign: { id: string; public_slug: string };

/** Amounts are written with a narrow no-break space before '€'. */
const euros = (text: string) => new RegExp(text.replace(/ /g, "[\\s\\u00a0\\u202f]"));

test.beforeAll(async () => {
  member = await signedInAccount(uniqueEmail("sou"));
  campaign = await publishedCampaign(member, {
    association_name: NAME,
    association_description: "Le Sou des écoles finance les sorties scolaires des 180 élèves de Theix.",
    campaign_message: "Aidez-nous à offrir une classe de mer à tous les CM2 de l'école cette année !",
    project_goal_eur: 500,
    contact_email: "sou-theix@exemple.fr",
    association_address: "École du Bourg, 3 rue des Écoles, 56450 Theix",
  });
});

test.afterAll(async () => {
  if (member) await closeQuietly(member);
});

const productCard = (page: Page, name: string) => page.getByRole("article", { name });
const cartButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Panier \(\d+\)$/ });
const cartDrawer = (page: Page) => page.getByRole("dialog", { name: "Votre panier" });

async function addToCart(page: Page, product: string, times = 1) {
  for (let i = 0; i < times; i++) {
    await productCard(page, product)
      .getByRole("button", { name: /Ajouter au panier/ })
      .click();
    await expectToast(page, "Produit ajouté");
  }
}

async function openCheckout(page: Page): Promise<Locator> {
  await cartButton(page).click();
  const drawer = cartDrawer(page);
  await drawer.getByRole("button", { name: "Commander" }).click();
  await expect(drawer.getByRole("heading", { name: "Livraison et coordonnées" })).toBeVisible();
  return drawer;
}

test("a donor pays; the member's drawer, the goal and the sales page follow without reload", async ({ browser }) => {
  test.setTimeout(300_000);
  const memberContext = await browser.newContext({ storageState: await member.storageState(), acceptDownloads: true });
  const donorContext = await browser.newContext();
  // The other visitor's phone: its own network, cut while the donor pays.
  const watcherContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const donor = await donorContext.newPage();
  const watcher = await watcherContext.newPage();
  const drawer = memberPage.getByRole("dialog", { name: "Détail des ventes" });

  await test.step("the member opens the sales drawer: nothing sold yet", async () => {
    await memberPage.goto("/compte");
    await memberPage.getByRole("tab", { name: "Ma boutique" }).click();
    await memberPage.getByRole("button", { name: "Voir le détail des ventes" }).click();
    await expect(drawer.getByText("Consultez toutes les ventes réalisées pour cette boutique")).toBeVisible();
    await expect(
      drawer.getByText("Aucune vente pour le moment. Partagez votre boutique pour commencer à récolter des fonds !"),
    ).toBeVisible();
    await expect(drawer.getByTestId("sales-total")).toHaveText(euros("0,00 €"));
  });

  const watcherErrors: string[] = [];
  watcher.on("console", (message) => void (message.type() === "error" && watcherErrors.push(message.text())));
  watcher.on("pageerror", (error) => watcherErrors.push(error.message));

  await test.step("another visitor watches the goal", async () => {
    await watcher.goto(`/c/${campaign.public_slug}`);
    await expect(watcher.getByText(euros("Collecte en cours : 0,00 € / 500,00 €"))).toBeVisible();
    // The page's live script follows the amount (it arrives after the first paint).
    await expect.poll(() => watcher.evaluate(() => "__campaignLive" in window && Boolean(window.__campaignLive))).toBe(true);
  });

  const notLive = "Connexion perdue : ces chiffres ne sont plus mis à jour. Nouvelle tentative…";
  await test.step("the other visitor's phone goes offline: the goal says it is no longer live", async () => {
    await watcherContext.setOffline(true);
    await expect(watcher.getByRole("status").filter({ hasText: notLive })).toBeVisible();
  });

  await test.step("the donor fills the cart and opens the checkout", async () => {
    await donor.goto(`/c/${campaign.public_slug}`);
    await addToCart(donor, "Chocolat Noir", 2);
    await addToCart(donor, "Chocolat Blanc");
    await expect(cartButton(donor)).toHaveText("Panier (3)");
    const checkout = await openCheckout(donor);
    await expect(checkout.getByRole("radio", { name: /Retrait à l'association/ })).toBeChecked();
    await expect(checkout.getByTestId("checkout-total")).toHaveText(euros("23,00 €"));
    await checkout.getByRole("radio", { name: /Livraison à domicile/ }).check();
    await expect(checkout.getByTestId("checkout-total")).toHaveText(euros("26,90 €"));
    await expect(checkout.getByText(euros("3,90 €")).first()).toBeVisible();
  });

  await test.step("the buyer form says what is missing", async () => {
    const checkout = cartDrawer(donor);
    await checkout.getByRole("button", { name: /^Payer/ }).click();
    await expectToast(donor, "Erreur de validation");
    await expectToast(donor, "Le nom est requis");
    await expect(checkout.getByText("Le nom est requis")).toBeVisible();
    await expect(checkout.getByText("L'adresse est requise")).toBeVisible();
    await expect(checkout.getByLabel("Nom complet", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(donor).toHaveURL(new RegExp(`/c/${campaign.public_slug}$`));

    await checkout.getByLabel("Nom complet", { exact: true }).fill(BUYER.name);
    await checkout.getByLabel("Email", { exact: true }).fill("pas-un-email");
    await checkout.getByLabel("Adresse", { exact: true }).fill("12 rue du Port");
    await checkout.getByLabel("Code postal", { exact: true }).fill("56000");
    await checkout.getByLabel("Ville", { exact: true }).fill("Vannes");
    await checkout.getByRole("button", { name: /^Payer/ }).click();
    await expect(checkout.getByText("Email invalide")).toBeVisible();
    await checkout.getByLabel("Email", { exact: true }).fill(BUYER.email);
    for (const name of ["buyer_name", "buyer_email", "delivery_address", "delivery_postal_code", "delivery_city"]) {
      await expect(checkout.locator(`input[name="${name}"]`)).toHaveCount(1);
    }
    // A clean picture: the validation toasts have gone.
    await expect(donor.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
    await snap(donor, "checkout-cart-form", { fullPage: false });
    await expectNoSeriousA11yViolations(donor, { label: "/c/:slug with the cart drawer open" });
  });

  let reference = "";
  await test.step("pay on the simulated payment page and land on the thank-you page", async () => {
    await cartDrawer(donor)
      .getByRole("button", { name: euros("Payer 26,90 €") })
      .click();
    await donor.waitForURL(/\/pay\/simulated\//);
    await expect(donor.getByRole("button", { name: "Confirmer le paiement" })).toBeVisible();
    await snap(donor, "checkout-simulated-payment");
    await donor.getByRole("button", { name: "Confirmer le paiement" }).click();
    await donor.waitForURL(/\/paiement\/merci\?ref=BS-/);
    await expect(donor.getByRole("heading", { level: 1, name: "Merci pour votre commande !" })).toBeVisible();
    reference = new URL(donor.url()).searchParams.get("ref") ?? "";
    expect(reference).toMatch(/^BS-[A-Z0-9]{8}$/);
    await expect(donor.getByText(reference)).toBeVisible();
    await expect(donor.getByText(euros("26,90 €"))).toBeVisible();
    await expect(donor.getByText(NAME).first()).toBeVisible();
    await expect(donor.getByText("Un e-mail de confirmation a été envoyé à")).toContainText(BUYER.email);
    // docs/product.md#receipts-and-credit-notes: the return address's token unlocks the receipt's link.
    const receipt = donor.getByRole("link", { name: "Télécharger le reçu de paiement (PDF)" });
    await expect(receipt).toHaveAttribute("download", "");
    const [pdf] = await Promise.all([donor.waitForEvent("download"), receipt.click()]);
    expect(pdf.suggestedFilename()).toBe(`recu-${reference}.pdf`);
    const { text } = await extractText(new Uint8Array(await readFile((await pdf.path())!)), { mergePages: true });
    expect(text).toContain(`Référence : ${reference}`);
    expect(text).toMatch(euros("Total payé 26,90 €"));
    await expect(donor.getByRole("link", { name: "Retour à la boutique" })).toHaveAttribute("href", `/c/${campaign.public_slug}`);
    // The paid cart is emptied.
    await expect.poll(() => donor.evaluate((id) => localStorage.getItem(`cart:${id}`), campaign.id)).toBeNull();
    await snap(donor, "checkout-thank-you");
    await expectNoSeriousA11yViolations(donor, { label: "/paiement/merci" });
  });

  await test.step("the member's drawer shows the sale without reload", async () => {
    const sale = drawer.getByRole("listitem").filter({ hasText: "Réussi" });
    await expect(sale).toHaveCount(1);
    await expect(sale.getByText(euros("26,90 €"))).toBeVisible();
    await expect(sale.getByText("Chocolat Noir (x 2)")).toBeVisible();
    await expect(sale.getByText("Chocolat Blanc (x 1)")).toBeVisible();
    await expect(sale.getByText("Nombre de tablettes :")).toBeVisible();
    await expect(sale.getByText(/il y a/)).toBeVisible();
    await expect(drawer.getByTestId("sales-total")).toHaveText(euros("26,90 €"));
    await expect(drawer.getByTestId("sales-association")).toHaveText(euros("4,60 €"));
    await expect(drawer.getByTestId("sales-bars")).toHaveText("3");
    await snap(memberPage, "sales-drawer-live", { fullPage: false });
    // Closing the drawer: the Ma boutique card shows the new totals too.
    await memberPage.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(memberPage.getByText(euros("26,90 €")).first()).toBeVisible();
  });

  await test.step("back online, the other visitor's goal catches up without reload", async () => {
    await expect(watcher.getByText(euros("Collecte en cours : 0,00 € / 500,00 €"))).toBeVisible();
    await watcherContext.setOffline(false);
    await expect(watcher.getByText(euros("Collecte en cours : 4,60 € / 500,00 €"))).toBeVisible();
    await expect(watcher.getByText(notLive)).toBeHidden();
    await expect(watcher.getByRole("progressbar")).toHaveAttribute("aria-valuetext", "1 % de l'objectif");
    // That visitor never moved: the page's small live script did it, the shop itself has not loaded
    // (docs/decisions/024-campaign-page-app-on-first-move.md).
    expect(await watcher.evaluate(() => (window as { __appStarted?: boolean }).__appStarted ?? false)).toBe(false);
    // Their first move loads the shop, which takes the page over with the amount the page shows.
    await watcher.mouse.move(20, 20);
    await expect.poll(() => watcher.evaluate(() => (window as { __appHydrated?: boolean }).__appHydrated ?? false)).toBe(true);
    await expect(watcher.getByText(euros("Collecte en cours : 4,60 € / 500,00 €"))).toBeVisible();
    // While offline the browser logs each stream it could not open: expected, and not the page's error.
    const pageErrors = watcherErrors.filter((text) => !text.includes("net::ERR_INTERNET_DISCONNECTED"));
    expect(pageErrors, "no error, no hydration mismatch").toEqual([]);
  });

  await test.step("the buyer's confirmation mail is in the outbox", async () => {
    const mail = await waitForMail(member, { to: BUYER.email, subject: /^Merci pour votre commande/ });
    expect(mail.subject).toContain(reference);
  });

  await test.step("the sales page lists the sale and exports it", async () => {
    await memberPage.goto("/sales");
    await expect(memberPage.getByRole("heading", { level: 1, name: "Ventes" })).toBeVisible();
    await expect(memberPage.getByText("Suivez toutes les ventes de vos campagnes")).toBeVisible();
    const row = memberPage.getByRole("row").filter({ hasText: BUYER.email });
    await expect(row).toContainText("Payé");
    await expect(row).toContainText("26.90 EUR");
    await expect(row).toContainText(BUYER.name);
    await expect(row).toContainText(NAME);
    await expect(row).toContainText("Chocolat Noir x 2");
    await expect(row.getByRole("cell").first()).toHaveText(/^\d{1,2} [a-zéû]+\.? \d{4}, \d{2}:\d{2}$/);
    for (const label of ["Nombre de ventes", "Chiffre d'affaires total", "Pour l'association", "Articles vendus"]) {
      await expect(memberPage.getByText(label, { exact: true })).toBeVisible();
    }

    const link = memberPage.getByRole("link", { name: "Exporter en CSV" });
    await expect(link).toHaveAttribute("download", "");
    const [download] = await Promise.all([memberPage.waitForEvent("download"), link.click()]);
    const csv = await readFile((await download.path())!, "utf8");
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain(reference);

    await snap(memberPage, "sales-page");
    await expectNoSeriousA11yViolations(memberPage, { label: "/sales" });
    await memberPage.setViewportSize({ width: 390, height: 844 });
    const overflow = await memberPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "no sideways scroll of the page at 390 px").toBeLessThanOrEqual(0);
  });

  await memberContext.close();
  await donorContext.close();
  await watcherContext.close();
});

test("a refused or cancelled payment brings the buyer back with the cart; a failed checkout closes the drawer", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(`/c/${campaign.public_slug}`);
  await addToCart(page, "Chocolat Noir");
  const checkout = await openCheckout(page);
  await checkout.getByLabel("Nom complet", { exact: true }).fill("Paul Riou");
  await checkout.getByLabel("Email", { exact: true }).fill("paul.riou@exemple.fr");
  await checkout.getByRole("button", { name: euros("Payer 8,00 €") }).click();
  await page.waitForURL(/\/pay\/simulated\//);
  await page.getByRole("button", { name: "Refuser le paiement" }).click();
  await page.waitForURL(new RegExp(`/c/${campaign.public_slug}`));
  await expectToast(page, "Le paiement a été refusé. Votre panier est conservé.");
  await expect.poll(() => new URL(page.url()).search).toBe("");
  await expect(cartButton(page)).toHaveText("Panier (1)");

  await page.goto(`/c/${campaign.public_slug}?paiement=annule`);
  await expectToast(page, "Paiement annulé. Votre panier est conservé.");
  await expect.poll(() => new URL(page.url()).search).toBe("");
  expect(pathOf(page)).toBe(`/c/${campaign.public_slug}`);

  // A server answer without a payment address: the drawer closes and says so.
  await page.route("**/api/checkout", (route) => route.fulfill({ status: 200, contentType: "application/json", body: "{}" }));
  const again = await openCheckout(page);
  await again.getByLabel("Nom complet", { exact: true }).fill("Paul Riou");
  await again.getByLabel("Email", { exact: true }).fill("paul.riou@exemple.fr");
  await again.getByRole("button", { name: /^Payer/ }).click();
  await expectToast(page, "URL de paiement non reçue");
  await expect(cartDrawer(page)).toBeHidden();

  // The server's message otherwise; what the buyer typed is still there.
  await page.route("**/api/checkout", (route) =>
    route.fulfill({
      status: 404,
      contentType: "application/json",
      body: JSON.stringify({ code: "CAMPAIGN_NOT_FOUND", message: "Campagne introuvable ou non publiée" }),
    }),
  );
  const third = await openCheckout(page);
  await expect(third.getByLabel("Nom complet", { exact: true })).toHaveValue("Paul Riou");
  await third.getByRole("button", { name: /^Payer/ }).click();
  await expectToast(page, "Campagne introuvable ou non publiée");
  await expect(cartDrawer(page)).toBeHidden();
  await expect(cartButton(page)).toHaveText("Panier (1)");
});

test("a newcomer who opened the shop at another local address (localhost, not PUBLIC_URL) signs up and pays", async ({ browser }) => {
  test.setTimeout(180_000);
  const local = new URL(test.info().project.use.baseURL ?? "");
  local.hostname = "localhost";
  const context = await browser.newContext({ baseURL: local.origin });
  const page = await context.newPage();
  try {
    await signUp(page, uniqueEmail("voisin"), PASSWORD);
    await page.goto(`/c/${campaign.public_slug}`);
    await addToCart(page, "Chocolat Noir");
    const checkout = await openCheckout(page);
    await checkout.getByLabel("Nom complet", { exact: true }).fill("Lou Guégan");
    await checkout.getByLabel("Email", { exact: true }).fill("lou.guegan@exemple.fr");
    await checkout.getByRole("button", { name: euros("Payer 8,00 €") }).click();
    // The payment page and the way back stay on the address the buyer opened.
    await page.waitForURL(new RegExp(`^${local.origin}/pay/simulated/`));
    await page.getByRole("button", { name: "Confirmer le paiement" }).click();
    await page.waitForURL(new RegExp(`^${local.origin}/paiement/merci`));
    await expect(page.getByRole("heading", { level: 1, name: "Merci pour votre commande !" })).toBeVisible();
  } finally {
    await context.close();
  }
});

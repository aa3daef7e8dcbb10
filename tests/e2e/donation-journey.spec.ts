import type { APIRequestContext, Page } from "@playwright/test";
import { closeQuietly, signedInAccount } from "./api-accounts";
import { publishedCampaign } from "./api-campaigns";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test, uniqueEmail } from "./fixtures";
import { listMails, waitForMail } from "./mail";
import { snap } from "./screenshots";

// docs/product.md#donation, #buyer-form and decision 038: a grandmother, on her phone and a slow network, adds two bars
// and a 5 € donation, mistypes her address and takes the suggestion, pays once, and reads where the confirmation went;
// then a donation alone is thanked as a donation, with no pick-up mail.

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: "serial" });

const suffix = Date.now().toString(36);
let member: APIRequestContext;
let campaign: { id: string; public_slug: string };

test.beforeAll(async () => {
  member = await signedInAccount(uniqueEmail("tilleuls"));
  campaign = await publishedCampaign(member, {
    association_name: `APE des Tilleuls ${suffix}`,
    association_description: "L'APE finance la classe de mer des CM2 de l'école des Tilleuls.",
    campaign_message: "Une tablette, un don : chaque geste compte pour la classe de mer !",
    project_goal_eur: 800,
    contact_email: "ape-tilleuls@exemple.fr",
    association_address: "École des Tilleuls, 2 rue des Écoles, 56000 Vannes",
  });
});

test.afterAll(async () => {
  if (member) await closeQuietly(member);
});

/** A phone on a poor connection (Chromium's own throttling): about 400 kbit/s down, 400 ms of latency. */
async function slowNetwork(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 400,
    downloadThroughput: 50_000,
    uploadThroughput: 25_000,
  });
}

const cartDrawer = (page: Page) => page.getByRole("dialog", { name: "Votre panier" });
const amount = (text: string) => new RegExp(text.replace(/ /g, "[\\s\\u00a0\\u202f]"));

async function payOnTheSimulatedPage(page: Page) {
  await page.waitForURL(/\/pay\/simulated\//, { timeout: 60_000 });
  await page.getByRole("button", { name: "Confirmer le paiement" }).click();
  await page.waitForURL(/\/paiement\/merci/, { timeout: 60_000 });
}

test("two bars and a 5 € donation paid once; the address checked; then a donation alone", async ({ page }) => {
  test.setTimeout(240_000);
  await slowNetwork(page);
  const email = `yvonne.${suffix}@gmail.com`;

  await test.step("two bars and a 5 € donation in the cart", async () => {
    await page.goto(`/c/${campaign.public_slug}`);
    const add = page.getByRole("button", { name: "Ajouter au panier : Chocolat Noir" });
    await add.click();
    await expect(page.getByRole("banner").getByRole("button", { name: "Panier (1)" })).toBeVisible({ timeout: 30_000 });
    await add.click();
    await page.getByRole("banner").getByRole("button", { name: "Panier (2)" }).click();
    const drawer = cartDrawer(page);
    await expect(drawer.getByRole("heading", { name: "Votre panier" })).toBeFocused();
    await drawer.getByText("5 €", { exact: true }).click();
    await expect(drawer.getByText(amount("21,00 €"))).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: "the cart with a donation" });
    await snap(page, "donation-cart", { fullPage: false });
  });

  await test.step("a mistyped address is caught, the suggestion taken, one payment", async () => {
    const drawer = cartDrawer(page);
    await drawer.getByRole("button", { name: "Commander" }).click();
    await drawer.getByLabel("Nom complet", { exact: true }).fill("Yvonne Le Goff");
    await drawer.getByLabel("Email", { exact: true }).fill(email.replace("gmail.com", "gmial.con"));
    await drawer.getByRole("button", { name: `Vouliez-vous dire ${email} ?` }).click();
    await expect(drawer.getByLabel("Email", { exact: true })).toHaveValue(email);
    await expectNoSeriousA11yViolations(page, { label: "the checkout" });
    await snap(page, "donation-checkout", { fullPage: false });
    await drawer.getByRole("button", { name: amount("Payer 21,00 €") }).click();
    await payOnTheSimulatedPage(page);
  });

  await test.step("the thank-you page says where the confirmation went, and the donation", async () => {
    await expect(page.getByRole("heading", { level: 1, name: "Merci pour votre commande !" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(`Un e-mail de confirmation a été envoyé à ${email}.`)).toBeVisible();
    await expect(page.getByText("Dont don")).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: "/paiement/merci" });
    await snap(page, "donation-thank-you");
    // One order, one mail.
    const mail = await waitForMail(page.request, { to: email, subject: /^Merci pour votre commande/ });
    expect(mail.text).toContain("Don : 5,00 €");
  });

  await test.step("a donation alone: no delivery asked, thanked as a donation, no pick-up mail", async () => {
    const giver = `jean.${suffix}@exemple.fr`;
    await page.goto(`/c/${campaign.public_slug}`);
    await page.getByRole("banner").getByRole("button", { name: "Faire un don" }).click();
    const drawer = cartDrawer(page);
    await expect(drawer.getByRole("radio", { name: "Aucun" })).toBeFocused({ timeout: 30_000 });
    await drawer.getByText("10 €", { exact: true }).click();
    await drawer.getByRole("button", { name: "Commander" }).click();
    await expect(drawer.getByRole("heading", { name: "Vos coordonnées" })).toBeVisible();
    await expect(drawer.getByText("Mode de livraison")).toHaveCount(0);
    await drawer.getByLabel("Nom complet", { exact: true }).fill("Jean Riou");
    await drawer.getByLabel("Email", { exact: true }).fill(giver);
    await snap(page, "donation-alone-checkout", { fullPage: false });
    await drawer.getByRole("button", { name: amount("Payer 10,00 €") }).click();
    await payOnTheSimulatedPage(page);

    await expect(page.getByRole("heading", { level: 1, name: "Merci pour votre don !" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Retrait à l'association")).toHaveCount(0);
    await snap(page, "donation-alone-thank-you");
    const thanks = await waitForMail(page.request, { to: giver, subject: /^Merci pour votre don/ });
    expect(thanks.text).not.toContain("Retrait");
    const mails = await listMails(page.request);
    expect(mails.filter((m) => m.to.toLowerCase() === giver && /Retrait|prête|retirer/.test(m.text))).toEqual([]);
  });
});

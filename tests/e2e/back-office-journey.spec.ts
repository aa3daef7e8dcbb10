import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { extractText } from "unpdf";
import { ADMIN_EMAIL, apiContext, closeQuietly, signedInAccount } from "./api-accounts";
import { publishedCampaign } from "./api-campaigns";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test, uniqueEmail } from "./fixtures";
import { waitForMail } from "./mail";
import { snap } from "./screenshots";
import { expectToast } from "./ui";

// docs/product.md#back-office: two donors buy, one with home delivery and one with pick-up; the workshop finds both
// in 'Commandes', sees what to make in 'Préparation', downloads the packing slips and the carrier's file, ships the
// parcel with its tracking number (the buyer's mail arrives), and refunds a line while a visitor of the campaign
// page watches the amount raised drop.

test.describe.configure({ mode: "serial" });

const suffix = Date.now().toString(36);
const NAME = `Rugby Club de Séné ${suffix}`;
const HOME_BUYER = { name: "Gwenaël Le Bihan", email: uniqueEmail("colis") };
const PICKUP_BUYER = { name: "Annick Guillo", email: uniqueEmail("retrait") };

let campaign: { id: string; public_slug: string };
let donor: APIRequestContext;
let admin: APIRequestContext;

/** Amounts are written with a narrow no-break space before '€'. */
const euros = (text: string) => new RegExp(text.replace(/ /g, "[\\s\\u00a0\\u202f]"));

/** A donor's order through the checkout API, paid on the simulated payment page (the browser flow is checkout-live's). */
async function buy(cart: { id: string; quantity: number }[], buyer: { name: string; email: string }, home: boolean) {
  const buyer_info = home
    ? {
        buyer_name: buyer.name,
        buyer_email: buyer.email,
        delivery_mode: "home_delivery",
        delivery_address: "8 rue du Drézen",
        delivery_postal_code: "56860",
        delivery_city: "Séné",
      }
    : { buyer_name: buyer.name, buyer_email: buyer.email, delivery_mode: "pickup" };
  const checkout = await donor.post("/api/checkout", { data: { campaign_id: campaign.id, cart, buyer_info } });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { sale_id: saleId, order_reference: reference } = await checkout.json();
  const paid = await donor.post(`/pay/simulated/${saleId}/confirm`, { maxRedirects: 0 });
  expect(paid.status(), await paid.text()).toBeLessThan(400);
  return reference as string;
}

test.beforeAll(async () => {
  const member = await signedInAccount(uniqueEmail("rugby"));
  campaign = await publishedCampaign(member, {
    association_name: NAME,
    association_description: "L'école de rugby de Séné accueille 120 jeunes de 6 à 14 ans.",
    campaign_message: "Aidez nos jeunes à partir au tournoi de Pâques à Bordeaux !",
    project_goal_eur: 500,
    contact_email: "rugby-sene@exemple.fr",
    association_address: "Stade de Cano, 56860 Séné",
  });
  await closeQuietly(member);
  admin = await signedInAccount(ADMIN_EMAIL);
  donor = await apiContext();
});

test.afterAll(async () => {
  if (donor) await closeQuietly(donor);
  if (admin) await closeQuietly(admin);
});

/** The cells of a line of the exports (every cell quoted, `;` between): enough for the values of this journey. */
const csvCells = (line: string) => line.split(";").map((cell) => cell.replace(/^"(.*)"$/, "$1").replace(/""/g, '"'));

async function download(page: Page, linkName: string) {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: linkName }).click()]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

test("the workshop finds the orders, prepares them, ships one and refunds a line", async ({ browser }) => {
  test.setTimeout(240_000);
  // 2 Noir + 1 Blanc delivered (23,00 € + 3,90 €), 3 Amandes picked up (27,00 €): 53,90 € of sales, of which the
  // association receives 20 % of the bars, 10,00 € (decision 040).
  const homeReference = await buy(
    [
      { id: "noir", quantity: 2 },
      { id: "blanc", quantity: 1 },
    ],
    HOME_BUYER,
    true,
  );
  const pickupReference = await buy([{ id: "praline", quantity: 3 }], PICKUP_BUYER, false);

  const context = await browser.newContext({ storageState: await admin.storageState(), acceptDownloads: true });
  const page = await context.newPage();

  await test.step("'Campagnes' finds the campaign with its totals; its page lists both orders", async () => {
    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Campagnes", exact: true }).click();
    await page.getByLabel("Rechercher une campagne").fill(NAME);
    await page.getByRole("button", { name: "Rechercher" }).click();
    const card = page.getByRole("listitem").filter({ hasText: NAME });
    await expect(card).toHaveCount(1);
    await expect(card.getByText(euros("53,90 €"))).toBeVisible();
    await snap(page, "admin-campaigns");
    await expectNoSeriousA11yViolations(page, { label: "/admin/campagnes" });
    await card.getByRole("link", { name: NAME }).click();
    await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
    await expect(page.getByRole("link", { name: homeReference })).toBeVisible();
    await expect(page.getByRole("link", { name: pickupReference })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Publiée le" })).toContainText(ADMIN_EMAIL);
    await snap(page, "admin-campaign");
    await expectNoSeriousA11yViolations(page, { label: "/admin/campagnes/{id}" });
  });

  await test.step("'Commandes' filtered by the campaign shows both; the delivery filter keeps the parcel", async () => {
    await page.getByRole("link", { name: "Toutes les commandes de cette campagne" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Commandes" })).toBeVisible();
    const rows = page.getByRole("table", { name: "Commandes" }).getByRole("row");
    await expect(rows).toHaveCount(3);
    await expect(rows.filter({ hasText: homeReference })).toContainText("Domicile");
    await expect(rows.filter({ hasText: pickupReference })).toContainText("Retrait");
    await page.getByLabel("Livraison").selectOption({ label: "Livraison à domicile" });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(HOME_BUYER.name);
    await expect(rows.nth(1)).toContainText("À préparer");
    await snap(page, "admin-orders");
    await expectNoSeriousA11yViolations(page, { label: "/admin/commandes" });
  });

  await test.step("'Préparation' says what to make for the campaign and offers the slips and the carrier's file", async () => {
    await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Préparation" }).click();
    const campaignTotals = page.locator("details").filter({ hasText: NAME });
    await expect(campaignTotals.locator("summary")).toContainText("6 tablettes");
    await campaignTotals.locator("summary").click();
    for (const [product, bars] of [
      ["Chocolat Noir", "2"],
      ["Chocolat Blanc", "1"],
      ["Chocolat Amandes", "3"],
    ]) {
      await expect(campaignTotals.getByRole("row").filter({ hasText: product })).toContainText(bars);
    }

    const slips = await download(page, "Bons de préparation (PDF)");
    expect(slips.name).toMatch(/^bons-de-preparation-\d{4}-\d{2}-\d{2}\.pdf$/);
    const { text } = await extractText(new Uint8Array(slips.bytes), { mergePages: true });
    expect(text).toContain("Bon de préparation");
    expect(text).toContain(homeReference);
    expect(text).toContain(HOME_BUYER.name);
    expect(text).toContain("À remettre par l'association");
    expect(text).toContain(PICKUP_BUYER.name);

    const carrierFile = await download(page, "Export transporteur (CSV)");
    const rows = carrierFile.bytes
      .toString("utf8")
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .map(csvCells);
    expect(rows[0]).toEqual([
      "Nom",
      "Adresse",
      "Complément d'adresse",
      "Code postal",
      "Ville",
      "Pays",
      "Email",
      "Téléphone",
      "Poids (kg)",
      "Référence",
    ]);
    expect(rows.find((cells) => cells.includes(homeReference))).toEqual([
      HOME_BUYER.name,
      "8 rue du Drézen",
      "",
      "56860",
      "Séné",
      "FR",
      HOME_BUYER.email,
      "",
      "0,450",
      homeReference,
    ]);
    await snap(page, "admin-preparation");
    await expectNoSeriousA11yViolations(page, { label: "/admin/preparation" });
  });

  await test.step("the parcel is marked shipped with its tracking number; the buyer's mail says it is on its way", async () => {
    await page.getByRole("checkbox", { name: `Expédier ${homeReference}` }).check();
    await page.getByLabel(`Numéro de suivi (${homeReference})`).fill("6A00012345678");
    await page.getByRole("button", { name: "Marquer expédiés (1)" }).click();
    await expectToast(page, "1 colis expédié");
    await expect(page.getByRole("checkbox", { name: `Expédier ${homeReference}` })).toHaveCount(0);
    const mail = await waitForMail(page.request, { to: HOME_BUYER.email, subject: "Votre commande est en route - Boutique Solidaire" });
    expect(mail.text).toContain("6A00012345678");
    expect(mail.text).toContain("https://www.laposte.fr/outils/suivre-vos-envois?code=6A00012345678");

    // The buyer's thank-you page says where the order stands.
    const buyerPage = await browser.newPage();
    await buyerPage.goto(`/paiement/merci?ref=${homeReference}`);
    const summary = buyerPage.locator("dl");
    await expect(summary.locator("div").filter({ hasText: "Préparation" })).toContainText("Expédiée");
    await buyerPage.close();
  });

  await test.step("a line refunded: the order says so, the buyer is told, the campaign page's amount drops live", async () => {
    const watcher = await context.newPage();
    await watcher.goto(`/c/${campaign.public_slug}`);
    await expect(watcher.getByText(euros("Collecte en cours : 10,00 € / 500,00 €"))).toBeVisible();

    await page.goto(`/admin/commandes?campaign_id=${campaign.id}`);
    await page.getByRole("table", { name: "Commandes" }).getByRole("link", { name: pickupReference }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Commande ${pickupReference}` })).toBeVisible();
    await page.getByRole("button", { name: "Rembourser" }).click();
    const dialog = page.getByRole("dialog", { name: `Rembourser la commande ${pickupReference}` });
    await dialog.getByRole("radio", { name: "Certaines lignes" }).check();
    await dialog.getByLabel(/^Chocolat Amandes/).fill("1");
    await dialog.getByLabel("Raison (facultative)").fill("Une tablette cassée");
    await snap(page, "admin-refund-dialog", { fullPage: false });
    await dialog.getByRole("button", { name: "Rembourser" }).click();
    await expectToast(page, "Remboursement effectué");
    await expect(dialog).toBeHidden();

    await expect(page.getByText("Remboursée partiellement").first()).toBeVisible();
    await expect(page.getByText("Remboursement : Payé → Remboursée partiellement")).toBeVisible();
    await expect(page.getByText("« Une tablette cassée »").first()).toBeVisible();
    await expect(watcher.getByText(euros("Collecte en cours : 8,20 € / 500,00 €"))).toBeVisible();
    const mail = await waitForMail(page.request, { to: PICKUP_BUYER.email, subject: "Votre remboursement - Boutique Solidaire" });
    expect(mail.text).toMatch(euros(`Nous vous remboursons 9,00 € sur votre commande ${pickupReference}`));
    await snap(page, "admin-order");
    await expectNoSeriousA11yViolations(page, { label: "/admin/commandes/:id" });
    await watcher.close();
  });

  await test.step("on a phone, the back-office's menu unfolds its four sections", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const menu = page.getByRole("button", { name: /Menu d'administration/ });
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Campagnes en attente" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Administration - Campagnes en attente" })).toBeVisible();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
  });

  await context.close();
});

import type { APIRequestContext, Page } from "@playwright/test";
import { ADMIN_EMAIL, apiContext, closeQuietly, signedInAccount } from "./api-accounts";
import { publishedCampaign } from "./api-campaigns";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test, uniqueEmail } from "./fixtures";
import { waitForMail } from "./mail";
import { snap } from "./screenshots";
import { expectToast, toast } from "./ui";

// docs/product.md#buyer-email-correction, #handing-over, #sellers-page: mistakes mended on a phone. A buyer mistyped
// their address: the manager corrects it from the sales page and the confirmation goes to the new one. On
// distribution day (the admin marked the parcel delivered, with 5 s to undo) 'Remettre' then 'Annuler' leaves the order to hand over (after a reload too); 'Remettre' left
// alone hands it over. A pasted class list says its duplicate and its surname before it is saved. The admin's refund
// dialog chooses nothing by default.

test.describe.configure({ mode: "serial" });

const suffix = Date.now().toString(36);
const NAME = `APE des Tilleuls ${suffix}`;
const BUYER = `Gaëlle Riou ${suffix}`;
const PHONE = { width: 390, height: 844 };

let campaign: { id: string };
let manager: APIRequestContext;
let admin: APIRequestContext;
let saleId = "";
let reference = "";

test.beforeAll(async () => {
  manager = await signedInAccount(uniqueEmail("tilleuls"));
  admin = await signedInAccount(ADMIN_EMAIL);
  campaign = await publishedCampaign(manager, {
    association_name: NAME,
    association_description: "Les parents d'élèves de l'école des Tilleuls.",
    campaign_message: "Une sortie au théâtre pour chaque classe.",
    project_goal_eur: 500,
    contact_email: "ape-tilleuls@exemple.fr",
    association_address: "École des Tilleuls, 56000 Vannes",
  });
  // A buyer pays 2 bars to pick up, at an address they mistyped.
  const donor = await apiContext();
  const checkout = await donor.post("/api/checkout", {
    data: {
      campaign_id: campaign.id,
      cart: [{ id: "noir", quantity: 2 }],
      buyer_info: { buyer_name: BUYER, buyer_email: uniqueEmail("gaelle-faute"), delivery_mode: "pickup" },
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  ({ sale_id: saleId, order_reference: reference } = await checkout.json());
  const paid = await donor.post(`/pay/simulated/${saleId}/confirm`, { maxRedirects: 0 });
  expect(paid.status(), await paid.text()).toBeLessThan(400);
  await closeQuietly(donor);
});

test.afterAll(async () => {
  for (const api of [manager, admin]) if (api) await closeQuietly(api);
});

async function phonePage(browser: import("@playwright/test").Browser, api: APIRequestContext): Promise<Page> {
  const context = await browser.newContext({ storageState: await api.storageState(), viewport: PHONE });
  return context.newPage();
}

test("a manager mends a buyer's address and a hand-over; a class list says its mistakes; a refund chooses nothing", async ({ browser }) => {
  test.setTimeout(120_000);

  // One admin page for the parcel, at the start, and the refund, at the end.
  const adminPage = await phonePage(browser, admin);
  await test.step("the admin marks the campaign's parcel delivered: 5 s with 'Annuler'", async () => {
    await adminPage.goto("/admin/preparation");
    await adminPage.getByRole("button", { name: `Livrée à l'association : ${NAME}` }).click();
    const undo = adminPage.getByRole("button", { name: `Annuler la livraison du colis de ${NAME}` });
    await expect(undo).toBeFocused();
    await snap(adminPage, "mending-parcel-undo", { fullPage: false });
    await expectNoSeriousA11yViolations(adminPage, { label: "/admin/preparation (Annuler)" });
  });
  // The 5 s run out while the manager mends the e-mail (the sales page needs no parcel); the toast, which closes
  // 4 s after it shows, is watched for meanwhile, and waited for before the distribution.
  const parcelDelivered = expect(toast(adminPage, "Colis livré à l'association")).toBeVisible({ timeout: 15_000 });
  parcelDelivered.catch(() => {}); // its failure fails the test where it is awaited, below

  const page = await phonePage(browser, manager);

  await test.step("the manager corrects the buyer's e-mail on the sales page: the confirmation goes to the new address", async () => {
    await page.goto(`/sales?campagne=${campaign.id}`);
    const row = page.getByRole("row").filter({ hasText: BUYER });
    await expect(row).toBeVisible();
    await snap(page, "mending-sales-page");
    await expectNoSeriousA11yViolations(page, { label: "/sales" });
    await row.getByRole("button", { name: "Corriger l'email" }).click();
    const dialog = page.getByRole("dialog", { name: `Corriger l'email de la commande ${reference}` });
    const corrected = uniqueEmail("gaelle");
    await dialog.getByLabel("Nouvelle adresse email").fill(corrected);
    await snap(page, "mending-email-correction", { fullPage: false });
    await expectNoSeriousA11yViolations(page, { label: "Corriger l'email" });
    await dialog.getByRole("button", { name: "Corriger et renvoyer" }).click();
    await expectToast(page, `La confirmation et le reçu ont été renvoyés à ${corrected}.`);
    await expect(row).toContainText(corrected);
    await waitForMail(manager, { to: corrected, subject: `Merci pour votre commande ${reference}` });
  });

  await test.step("the parcel is sent once its 5 s have passed", async () => {
    await parcelDelivered;
  });

  await test.step("'Remettre' then 'Annuler' leaves the order to hand over, after a reload too", async () => {
    await page.goto(`/distribution/${campaign.id}`);
    const count = page.getByText(/^Remises : \d+ \/ \d+$/);
    await expect(count).toHaveText("Remises : 0 / 1");
    const remettre = page.getByRole("button", { name: `Remettre la commande ${reference} à ${BUYER}` });
    await remettre.click();
    const undo = page.getByRole("button", { name: `Annuler la remise de la commande ${reference}` });
    await expect(undo).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: `Commande ${reference} · ${BUYER} : 2 tablettes` })).toBeVisible();
    // At once: the hold lasts 5 s (the bar is looked at in the next step, where it is left to run out).
    await undo.click();
    await expect(page.getByText(`Rien n'est enregistré : la commande ${reference} reste à remettre.`)).toBeVisible();
    // The 5 s the hand-over would have been held are spent on the next step, in another tab; then the reload.
    const holdOver = Date.now() + 6_000;
    await test.step("meanwhile, in another tab, a pasted class list says its duplicate and its surname before saving, and saves as it is", async () => {
      const sellers = await page.context().newPage();
      await sellers.goto(`/vendeurs/${campaign.id}`);
      await sellers.getByRole("tab", { name: "Coller une liste" }).click();
      await sellers.getByRole("textbox", { name: "Un vendeur par ligne" }).fill("Léa, CE2\nNoé, CE2\nlea, CE2\nInès Moreau, CE1");
      const summary = sellers.getByText("3 lignes à vérifier avant d'enregistrer").locator("..");
      await expect(summary).toContainText("Ligne 1 : Même prénom dans le même groupe qu'à la ligne 3.");
      await expect(summary).toContainText("Ligne 4 : Ressemble à un prénom suivi d'un nom de famille");
      await snap(sellers, "mending-seller-paste-warnings");
      await expectNoSeriousA11yViolations(sellers, { label: "/vendeurs (lignes à vérifier)" });
      await sellers.getByRole("button", { name: "Ajouter 4 vendeurs" }).click();
      await expect(sellers.getByRole("status").filter({ hasText: /^4 vendeurs enregistrés\.$/ })).toBeVisible();
      await sellers.close();
    });
    await page.waitForTimeout(Math.max(0, holdOver - Date.now()));
    await page.reload();
    await expect(count).toHaveText("Remises : 0 / 1");
    await expect(remettre).toBeEnabled();
  });

  await test.step("'Remettre' left alone hands the order over once the server said so", async () => {
    const count = page.getByText(/^Remises : \d+ \/ \d+$/);
    await page.getByRole("button", { name: `Remettre la commande ${reference} à ${BUYER}` }).click();
    await expect(count).toHaveText("Remises : 0 / 1");
    await snap(page, "mending-distribution-undo", { widths: [PHONE.width], fullPage: false });
    await expectNoSeriousA11yViolations(page, { label: "/distribution (Annuler)" });
    await expect(page.getByRole("status").filter({ hasText: `Commande ${reference} remise à ${BUYER} : 2 tablettes` })).toBeVisible({
      timeout: 15_000,
    });
    await expect(count).toHaveText("Remises : 1 / 1");
    await page.reload();
    await expect(count).toHaveText("Remises : 1 / 1");
  });

  await page.context().close();

  await test.step("the admin's refund dialog chooses nothing, and its button names the amount", async () => {
    await adminPage.goto(`/admin/commandes/${saleId}`);
    await adminPage.getByRole("button", { name: "Rembourser", exact: true }).click();
    const dialog = adminPage.getByRole("dialog", { name: `Rembourser la commande ${reference}` });
    await expect(dialog.getByRole("button", { name: "Rembourser", exact: true })).toBeDisabled();
    await dialog.getByRole("radio", { name: /Toute la commande/ }).check();
    await expect(dialog.getByRole("button", { name: /^Rembourser 16,00/ })).toBeEnabled();
    await snap(adminPage, "mending-refund-dialog", { fullPage: false });
    await expectNoSeriousA11yViolations(adminPage, { label: "Rembourser" });
    await adminPage.context().close();
  });
});

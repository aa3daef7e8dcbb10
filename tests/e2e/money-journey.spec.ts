import { readFile } from "node:fs/promises";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { extractText } from "unpdf";
import { validateXML } from "xmllint-wasm";
import { ADMIN_EMAIL, apiContext, closeQuietly, firstAssociationId, signedInAccount } from "./api-accounts";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, PASSWORD, test, uniqueEmail } from "./fixtures";
import { waitForMail } from "./mail";
import { snap } from "./screenshots";
import { expectToast } from "./ui";

// docs/product.md#money: sales happen; the manager gives the association's bank details (with their password); the
// treasurer opens the 'Relevé' and sees the share and the balance; the workshop confirms the new bank details, makes
// the SEPA transfer file and marks the payout paid;
// the association's mail arrives with the statement attached, and the balance is zero. The e2e server runs with no
// refund window (PAYOUT_DELAY_DAYS=0, scripts/e2e.mjs), so delivered orders are payable at once.

test.describe.configure({ mode: "serial" });

const suffix = Date.now().toString(36);
const NAME = `Chorale de Theix ${suffix}`;
const TREASURER = uniqueEmail("tresoriere");
const INVITATION_LINK = /https?:\/\/[^\s"'<>]+\/invitation\/([A-Za-z0-9_-]+)/;

let campaign: { id: string; public_slug: string };
let manager: APIRequestContext;
let treasurer: APIRequestContext;
let admin: APIRequestContext;

/** Amounts are written with a narrow no-break space before '€'. */
const euros = (text: string) => new RegExp(text.replace(/ /g, "[\\s\\u00a0\\u202f]"));

async function buy(donor: APIRequestContext, cart: { id: string; quantity: number }[], extra: Record<string, unknown> = {}) {
  const checkout = await donor.post("/api/checkout", {
    data: {
      campaign_id: campaign.id,
      cart,
      buyer_info: { buyer_name: "Soizic Le Ray", buyer_email: uniqueEmail("choeur"), delivery_mode: "pickup" },
      ...extra,
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const paid = await donor.post(`/pay/simulated/${(await checkout.json()).sale_id}/confirm`, { maxRedirects: 0 });
  expect(paid.status()).toBeLessThan(400);
}

test.beforeAll(async () => {
  manager = await signedInAccount(uniqueEmail("chorale"));
  const associationId = await firstAssociationId(manager);
  const created = await manager.post(`/api/associations/${associationId}/campaigns`, {
    data: {
      association_name: NAME,
      association_description: "Quarante choristes de 9 à 77 ans.",
      campaign_message: "Aidez-nous à chanter au festival de Vannes !",
      project_goal_eur: 800,
      contact_email: "chorale-theix@exemple.fr",
      association_address: "Salle des fêtes, 56450 Theix",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  campaign = (await created.json()).campaign;

  // The treasurer joins through the manager's invitation.
  const invited = await manager.post(`/api/associations/${associationId}/invitations`, { data: { email: TREASURER, role: "treasurer" } });
  expect(invited.status(), await invited.text()).toBe(201);
  treasurer = await signedInAccount(TREASURER);
  const mail = await waitForMail(treasurer, { to: TREASURER, body: INVITATION_LINK });
  const token = INVITATION_LINK.exec(mail.text)![1];
  expect((await treasurer.post(`/api/invitations/${token}/accept`, { data: {} })).status()).toBe(200);

  admin = await signedInAccount(ADMIN_EMAIL);
  expect((await admin.post(`/api/admin/campaigns/${campaign.id}/publish`, { data: {} })).status()).toBe(200);

  // 3 Noir (24,00 €) and 2 Amandes with a 10,00 € donation (28,00 €), picked up at the association.
  const donor = await apiContext();
  await buy(donor, [{ id: "noir", quantity: 3 }]);
  await buy(donor, [{ id: "praline", quantity: 2 }], { donation_eur: 10 });
  await closeQuietly(donor);
  // The workshop brings the parcel to the association.
  expect((await admin.post(`/api/admin/campaigns/${campaign.id}/deliver-pickups`, { data: {} })).status()).toBe(200);
});

test.afterAll(async () => {
  for (const api of [manager, treasurer, admin]) if (api) await closeQuietly(api);
});

async function pageOf(browser: import("@playwright/test").Browser, api: APIRequestContext): Promise<Page> {
  const context = await browser.newContext({ storageState: await api.storageState(), acceptDownloads: true });
  return context.newPage();
}

test("the association sees what it earned, the workshop pays it, and the balance is zero", async ({ browser }) => {
  test.setTimeout(180_000);

  await test.step("the manager gives the bank details in 'Mon compte'", async () => {
    const page = await pageOf(browser, manager);
    await page.goto("/compte");
    await page.getByRole("button", { name: "Ajouter les coordonnées bancaires" }).click();
    await page.getByLabel("Titulaire du compte").fill("Chorale de Theix");
    await page.getByLabel("IBAN").fill("FR76 1027 8360 0000 0123 4567 855");
    await page.getByLabel("BIC").fill("CMCIFR2A");
    await page.getByLabel("Votre mot de passe").fill(PASSWORD);
    await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await expectToast(page, "Coordonnées bancaires enregistrées");
    await expect(page.getByText("FR76 •••• •••• •••• •••• •••7 855")).toBeVisible();
    // New details wait for the workshop's check before any transfer (docs/product.md#bank-details).
    await expect(page.getByText(/^En attente de vérification : par sécurité/)).toBeVisible();
    await page.context().close();
  });

  const treasurerPage = await pageOf(browser, treasurer);
  await test.step("the treasurer opens the 'Relevé' (the mail's link): 20 % of the bars, the donation, the balance", async () => {
    await treasurerPage.goto(`/releve/${campaign.id}`);
    await expect(treasurerPage.getByRole("heading", { level: 1, name: "Relevé" })).toBeVisible();
    const figures = treasurerPage.getByRole("region", { name: "Récapitulatif" }).or(treasurerPage.locator("main"));
    // Bars 24,00 + 18,00 = 42,00 €; share 20 %: 8,40 €; donation 10,00 €; balance 18,40 €, all payable.
    await expect(figures.getByText(euros("42,00 €")).first()).toBeVisible();
    await expect(figures.getByText(euros("8,40 €")).first()).toBeVisible();
    await expect(figures.getByText(euros("10,00 €")).first()).toBeVisible();
    await expect(figures.getByText(euros("18,40 €")).first()).toBeVisible();
    await snap(treasurerPage, "statement");
    await expectNoSeriousA11yViolations(treasurerPage, { label: "/releve" });
  });

  const adminPage = await pageOf(browser, admin);
  await test.step("the workshop makes the transfer file: valid pain.001 with the association's amount", async () => {
    await adminPage.goto("/admin/versements");
    const row = adminPage.getByRole("row").filter({ hasText: `/c/${campaign.public_slug}` });
    await expect(row.getByRole("checkbox")).toBeDisabled();
    await expect(row).toContainText("à vérifier avant de payer");
    await row.getByRole("button", { name: "Confirmer les coordonnées" }).click();
    await expectToast(adminPage, "Coordonnées bancaires confirmées");
    await expect(row.getByRole("button", { name: "Confirmer les coordonnées" })).toBeHidden();
    await adminPage.getByRole("checkbox", { name: new RegExp(`Verser .*${NAME}`) }).check();
    await adminPage.getByRole("button", { name: "Générer le fichier de virement (1)" }).click();
    const dialog = adminPage.getByRole("dialog");
    await expect(dialog).toContainText(euros("18,40 €"));
    await dialog.getByRole("button", { name: "Générer le fichier" }).click();
    await expect(dialog.getByRole("heading", { name: "Fichier de virement prêt" })).toBeVisible();
    const [file] = await Promise.all([
      adminPage.waitForEvent("download"),
      dialog.getByRole("link", { name: "Télécharger le fichier (XML)" }).click(),
    ]);
    const xml = await readFile(await file.path(), "utf8");
    const xsd = await readFile(path.resolve("src/server/money/xsd/pain.001.001.03.xsd"), "utf8");
    const validation = await validateXML({ xml: [{ fileName: "virements.xml", contents: xml }], schema: [xsd] });
    expect(validation.errors).toEqual([]);
    expect(xml).toContain('<InstdAmt Ccy="EUR">18.40</InstdAmt>');
    expect(xml).toContain("FR7610278360000001234567855");
    await dialog.getByRole("button", { name: "Fermer" }).first().click();
  });

  await test.step("the payout is marked paid; the association's mail arrives with the statement attached", async () => {
    const payout = adminPage
      .getByRole("listitem")
      .filter({ hasText: `/c/${campaign.public_slug}` })
      .filter({ hasText: "Virement en cours" });
    await payout.getByRole("button", { name: "Marquer versé" }).click();
    const dialog = adminPage.getByRole("dialog");
    await dialog.getByLabel("Référence bancaire").fill("VIR-CHORALE-1");
    await dialog.getByRole("button", { name: "Marquer versé" }).click();
    await expect(dialog).toBeHidden();
    await expect(adminPage.getByRole("listitem").filter({ hasText: "VIR-CHORALE-1" })).toContainText("Versé");
    await snap(adminPage, "admin-payouts");
    await expectNoSeriousA11yViolations(adminPage, { label: "/admin/versements" });

    const mail = await waitForMail(adminPage.request, { to: TREASURER, subject: "Votre versement est parti - Boutique Solidaire" });
    expect(mail.text).toMatch(euros("18,40 €"));
    expect(mail.text).toContain("VIR-CHORALE-1");
    expect(mail.attachments).toEqual([
      expect.objectContaining({ filename: `releve-${campaign.public_slug}.pdf`, content_type: "application/pdf" }),
    ]);
  });

  await test.step("the statement now says paid out, balance zero, and its PDF reads back", async () => {
    await treasurerPage.reload();
    await expect(treasurerPage.getByText("Déjà versé").locator("..")).toContainText(euros("18,40 €"));
    await expect(treasurerPage.getByText("Solde dû").locator("..")).toContainText(euros("0,00 €"));
    const [pdf] = await Promise.all([
      treasurerPage.waitForEvent("download"),
      treasurerPage.getByRole("link", { name: "Télécharger le relevé (PDF)" }).click(),
    ]);
    const { text } = await extractText(new Uint8Array(await readFile(await pdf.path())), { mergePages: true });
    expect(text).toContain("Relevé de campagne");
    expect(text).toContain("VIR-CHORALE-1");
    expect(text).toMatch(euros("18,40 €"));
  });
});

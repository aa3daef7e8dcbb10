import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { chromium, type APIRequestContext } from "@playwright/test";
import { extractText } from "unpdf";
import { ADMIN_EMAIL, baseURL, closeQuietly, signedInAccount } from "./api-accounts";
import { publishedCampaign } from "./api-campaigns";
import { invitedMember, paidPickupOrder, pickupsDelivered } from "./api-orders";
import { expectNoSeriousA11yViolations } from "./axe";
import { qrCodeVideo } from "./fake-camera";
import { expect, test, uniqueEmail } from "./fixtures";
import { snap } from "./screenshots";
import { expectToast } from "./ui";

// docs/product.md#distribution-day: on a phone, the manager records a grandmother's cheque order and credits it to
// the child who sold it (docs/product.md#paper-orders: the list says which child, the page offers the paper orders'
// CSV); a donor buys online for pick-up; the workshop brings the parcel; on the day, the manager scans the donor's QR code with the phone's
// camera (a fake one: Chromium plays a video of the code) and the count goes up; the printed list names both buyers.
// Then a volunteer's large cash order waits for the manager's confirmation before it counts (docs/product.md#paper-orders).

test.describe.configure({ mode: "serial" });

const suffix = Date.now().toString(36);
const NAME = `Bagad de Vannes ${suffix}`;
const PAPER_BUYER = "Yvonne Le Gall";
const ONLINE_BUYER = "Erwan Tanguy";
const PHONE = { width: 390, height: 844 };

let campaign: { id: string };
let manager: APIRequestContext;
let admin: APIRequestContext;

/** Amounts are written with a narrow no-break space before '€'. */
const euros = (text: string) => new RegExp(text.replace(/ /g, "[\\s\\u00a0\\u202f]"));

test.beforeAll(async () => {
  manager = await signedInAccount(uniqueEmail("bagad"));
  campaign = await publishedCampaign(manager, {
    association_name: NAME,
    association_description: "Trente sonneurs et batteurs du pays de Vannes.",
    campaign_message: "Aidez-nous à monter au championnat de Lorient !",
    project_goal_eur: 600,
    contact_email: "bagad-vannes@exemple.fr",
    association_address: "Maison des associations, 56000 Vannes",
  });
  const added = await manager.post(`/api/campaigns/${campaign.id}/sellers`, {
    data: { sellers: [{ first_name: "Léa", group_name: "CM2" }, { first_name: "Tom", group_name: "CM1" }, { first_name: "Noé" }] },
  });
  expect(added.status(), await added.text()).toBe(201);
  admin = await signedInAccount(ADMIN_EMAIL);
});

test.afterAll(async () => {
  for (const api of [manager, admin]) if (api) await closeQuietly(api);
});

test("a cheque order and an online order are handed over on the distribution day, one by its QR code", async ({ browser }) => {
  test.setTimeout(90_000);

  await test.step("on a phone, the manager records a cheque order credited to the child who sold it: the cheques' total rises", async () => {
    const context = await browser.newContext({ storageState: await manager.storageState(), viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`/commandes-papier/${campaign.id}`);
    const cheques = page.getByText("Chèques", { exact: true }).locator("..");
    await expect(cheques).toContainText(euros("0,00 €"));
    await page.getByLabel("Nom de l'acheteur").fill(PAPER_BUYER);
    await page.getByLabel("Vendeur (facultatif)").selectOption({ label: "Léa (CM2)" });
    const more = page.getByRole("button", { name: "Une tablette de plus : Chocolat Noir" });
    await more.click();
    await more.click();
    await page.getByRole("radio", { name: "Chèque" }).check();
    await page.getByLabel("Numéro du chèque").fill("4521873");
    await page.getByRole("button", { name: "Enregistrer la commande" }).click();
    await expect(page.getByRole("status").filter({ hasText: /Commande BS-\S+ enregistrée/ })).toContainText("Chèque n° 4521873");
    // 2 Chocolat Noir at 8,00 €.
    await expect(cheques).toContainText(euros("16,00 €"));
    const item = page.getByRole("listitem", { name: /^Commande BS-/ });
    await expect(item).toContainText("Léa (CM2)");
    await expect(page.getByRole("link", { name: "Exporter en CSV" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: "/commandes-papier (a cheque order credited to a child)" });
    await snap(page, "paper-orders-seller");
    // A correction starts from the child the order is credited to.
    await item.getByRole("button", { name: /^Corriger la commande/ }).click();
    await expect(page.getByRole("dialog").getByLabel("Vendeur (facultatif)")).toHaveValue(/.+/);
    await snap(page, "paper-orders-seller-correction", { fullPage: false });
    await context.close();
  });

  // A donor buys 1 bar to pick up; the workshop brings the campaign's parcel (the paper order's bars too).
  const { reference } = await paidPickupOrder(campaign.id, {
    buyerName: ONLINE_BUYER,
    buyerEmail: uniqueEmail("sonneur"),
    cart: [{ id: "praline", quantity: 1 }],
  });
  await pickupsDelivered(admin, campaign.id);

  // The phone's camera films the buyer's QR code: the hand-over page's address.
  const video = await qrCodeVideo(`${baseURL()}/remise/${reference}`);
  const phone = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await phone.newContext({
      baseURL: baseURL(),
      storageState: await manager.storageState(),
      viewport: PHONE,
      locale: "fr-FR",
      timezoneId: "Europe/Paris",
      acceptDownloads: true,
    });
    const page = await context.newPage();

    await test.step("the distribution screen counts 2 orders to hand over; scanning the QR code hands one over", async () => {
      await page.goto(`/distribution/${campaign.id}`);
      const count = page.getByText(/^Remises : \d+ \/ \d+$/);
      await expect(count).toHaveText("Remises : 0 / 2");
      await page.getByRole("button", { name: "Scanner un code" }).click();
      await expect(page.getByRole("status").filter({ hasText: `Commande ${reference} remise à ${ONLINE_BUYER}` })).toBeVisible({
        timeout: 15_000,
      });
      await expect(count).toHaveText("Remises : 1 / 2");
    });

    await test.step("the printed list names both buyers; the screen at 390 px", async () => {
      const [pdf] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Télécharger la liste (PDF)" }).click(),
      ]);
      const { text } = await extractText(new Uint8Array(await readFile(await pdf.path())), { mergePages: true });
      expect(text).toContain("Remises : 1 / 2");
      expect(text).toContain(PAPER_BUYER);
      expect(text).toContain(ONLINE_BUYER);
      await snap(page, "distribution", { widths: [PHONE.width], fullPage: false });
      await expectNoSeriousA11yViolations(page, { label: "/distribution" });
    });
    await context.close();
  } finally {
    await phone.close();
    await rm(path.dirname(video), { recursive: true, force: true });
  }
});

test("a volunteer's cash order above 50 € waits, and counts once the manager confirms it", async ({ browser }) => {
  test.setTimeout(90_000);
  const volunteer = await invitedMember(manager, { email: uniqueEmail("benevole"), role: "volunteer" });

  let reference = "";
  await test.step("the volunteer records 7 bars paid in cash (56,00 €): recorded, waiting for a manager", async () => {
    const context = await browser.newContext({ storageState: await volunteer.storageState(), viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`/commandes-papier/${campaign.id}`);
    await page.getByLabel("Nom de l'acheteur").fill("Job Le Bihan");
    const more = page.getByRole("button", { name: "Une tablette de plus : Chocolat Noir" });
    for (let i = 0; i < 7; i++) await more.click();
    await page.getByRole("radio", { name: "Espèces" }).check();
    await page.getByRole("button", { name: "Enregistrer la commande" }).click();
    const status = page.getByRole("status").filter({ hasText: /Commande BS-\S+ enregistrée/ });
    await expect(status).toContainText("En attente de confirmation par un responsable");
    reference = /BS-\S+/.exec((await status.textContent()) ?? "")![0];
    const item = page.getByRole("listitem", { name: `Commande ${reference}` });
    await expect(item).toContainText("En attente de confirmation");
    await expect(item.getByRole("button", { name: `Confirmer la commande ${reference}` })).toHaveCount(0);
    await context.close();
  });

  await test.step("the manager confirms it once: the cash total counts it", async () => {
    const context = await browser.newContext({ storageState: await manager.storageState(), viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`/commandes-papier/${campaign.id}`);
    const cash = page.locator("dt", { hasText: /^Espèces$/ }).locator("..");
    await expect(cash).toContainText(euros("0,00 €"));
    await expect(page.getByText(/^En attente de confirmation : 1 commande/)).toBeVisible();
    await page.getByRole("button", { name: `Confirmer la commande ${reference}` }).click();
    await expectToast(page, `Commande ${reference} confirmée`);
    await expect(cash).toContainText(euros("56,00 €"));
    await expect(page.getByRole("button", { name: `Confirmer la commande ${reference}` })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, { label: "/commandes-papier (confirmée)" });
    await context.close();
  });
  await closeQuietly(volunteer);
});

import type { APIRequestContext, Page } from "@playwright/test";
import { ADMIN_EMAIL, closeQuietly, signedInAccount } from "./api-accounts";
import { publishedCampaign } from "./api-campaigns";
import { invitedMember, paidPickupOrder, pickupsDelivered, type PaidOrder } from "./api-orders";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test, uniqueEmail } from "./fixtures";
import { snap } from "./screenshots";

// docs/product.md#distribution-day-without-network (decision 044): two members hand orders over in a school hall, each
// on a phone. The volunteer's phone loses the network, hands three orders over (two by 'Remettre', one found by its
// typed reference), is reloaded without network: the list and the three waiting hand-overs are still there. Meanwhile
// the manager's phone, online, hands one of those three over first. When the volunteer's phone is back online, each
// order counts once, and that phone says who handed the order over first, and when.

const PHONE = { width: 390, height: 844 };
const BUYERS = ["Anne Le Berre", "Bastien Guével", "Corentin Riou", "Delphine Morvan"];
const MANAGER_NAME = "Nathalie";

let manager: APIRequestContext;
let volunteer: APIRequestContext;
let admin: APIRequestContext;
let campaignId = "";
let orders: PaidOrder[] = [];

test.beforeAll(async () => {
  manager = await signedInAccount(uniqueEmail("nathalie"), undefined, MANAGER_NAME);
  ({ id: campaignId } = await publishedCampaign(manager, {
    association_name: `APE de l'école de Kerlir ${Date.now().toString(36)}`,
    association_description: "Les parents d'élèves de l'école de Kerlir.",
    campaign_message: "Pour la classe de mer des CM2.",
    project_goal_eur: 800,
    contact_email: "ape-kerlir@exemple.fr",
    association_address: "École de Kerlir, 29200 Brest",
  }));
  volunteer = await invitedMember(manager, { email: uniqueEmail("benevole"), role: "volunteer", name: "Gaël" });
  admin = await signedInAccount(ADMIN_EMAIL);
  orders = [];
  for (const buyerName of BUYERS) {
    orders.push(await paidPickupOrder(campaignId, { buyerName, buyerEmail: uniqueEmail("parent"), cart: [{ id: "noir", quantity: 2 }] }));
  }
  await pickupsDelivered(admin, campaignId);
});

test.afterAll(async () => {
  for (const api of [manager, volunteer, admin]) if (api) await closeQuietly(api);
});

const remettre = (page: Page, order: PaidOrder) =>
  page.getByRole("button", { name: `Remettre la commande ${order.reference} à ${order.buyerName}` });

test("a phone hands three orders over offline, reloads offline, and each order counts once when the network is back", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [anne, bastien, corentin] = orders;
  const phone = { viewport: PHONE, locale: "fr-FR", timezoneId: "Europe/Paris" };
  const volunteerPhone = await browser.newContext({ ...phone, storageState: await volunteer.storageState() });
  const managerPhone = await browser.newContext({ ...phone, storageState: await manager.storageState() });
  const page = await volunteerPhone.newPage();
  const count = page.getByText(/^Remises : \d+ \/ \d+$/);

  await test.step("the volunteer opens the list online: the phone keeps it, and the page's code", async () => {
    await page.goto(`/distribution/${campaignId}`);
    await expect(count).toHaveText("Remises : 0 / 4");
    await expect(page.getByText("En ligne", { exact: true })).toBeVisible();
    // The service worker holds the page once its code is kept.
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.ready).active !== null && navigator.serviceWorker.controller !== null,
    );
  });

  await test.step("offline, three orders are handed over: counted, and said to wait", async () => {
    await volunteerPhone.setOffline(true);
    await expect(page.getByText("Hors connexion", { exact: true })).toBeVisible();
    await remettre(page, anne).click();
    await remettre(page, bastien).click();
    // The third by its reference, typed as the buyer reads it out.
    await page.getByLabel("Rechercher un nom ou une référence").fill(corentin.reference.toLowerCase());
    await remettre(page, corentin).click();
    await page.getByLabel("Rechercher un nom ou une référence").fill("");
    await expect(page.getByText("dont 3 remises en attente d'envoi")).toBeVisible({ timeout: 15_000 });
    await expect(count).toHaveText("Remises : 3 / 4");
    await expect(page.getByText("En attente d'envoi", { exact: true })).toHaveCount(3);
    await expect(
      page.getByText("3 remises en attente d'envoi : elles seront envoyées dès le retour du réseau.", { exact: false }),
    ).toBeVisible();
  });

  // The manager's 'Remettre' is held 5 s before it is sent: the volunteer's phone reloads meanwhile.
  const managerPage = await managerPhone.newPage();
  await test.step("meanwhile the manager's phone, online, presses 'Remettre' for Bastien's order first", async () => {
    await managerPage.goto(`/distribution/${campaignId}`);
    await remettre(managerPage, bastien).click();
  });
  // Watched from now on: the manager's confirmation is a toast that comes once the 5 s hold has passed and goes a few
  // seconds later, while the volunteer's phone may still be reloading on a busy machine.
  const managerToldHandedOver = expect(
    managerPage.getByRole("status").filter({ hasText: `Commande ${bastien.reference} remise à ${bastien.buyerName}` }),
  ).toBeVisible({ timeout: 30_000 });

  await test.step("reloaded without network, the page opens from the phone with its three waiting hand-overs", async () => {
    const reloaded = await page.reload();
    // The page's address answered by the service worker from the kept shell: the network is gone.
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(count).toHaveText("Remises : 3 / 4");
    await expect(page.getByText("Hors connexion", { exact: true })).toBeVisible();
    await expect(page.getByText("dont 3 remises en attente d'envoi")).toBeVisible();
    await expect(remettre(page, orders[3])).toBeVisible();
    await snap(page, "distribution-offline", { fullPage: false });
    await expectNoSeriousA11yViolations(page, { label: "/distribution (hors connexion)" });
  });

  await test.step("the manager's phone hands Bastien's order over first", async () => {
    await managerToldHandedOver;
  });

  await test.step("back online: three hand-overs recorded, Bastien's once, and the phone is told who was first", async () => {
    await volunteerPhone.setOffline(false);
    const first = page.getByRole("status").filter({ hasText: new RegExp(`^Déjà remise par ${MANAGER_NAME} à \\d\\d:\\d\\d`) });
    await expect(first).toContainText(`Commande ${bastien.reference} · ${bastien.buyerName}`, { timeout: 20_000 });
    await expect(count).toHaveText("Remises : 3 / 4");
    await expect(page.getByText("En ligne", { exact: true })).toBeVisible();
    await expect(page.getByText(/en attente d'envoi/)).toHaveCount(0);
    await snap(page, "distribution-back-online", { fullPage: false });

    const list = await (await manager.get(`/api/campaigns/${campaignId}/distribution`)).json();
    expect(list.counts).toEqual({ handed_over: 3, total: 4 });
    for (const order of [anne, bastien, corentin]) {
      const history = (await (await admin.get(`/api/admin/orders/${order.saleId}`)).json()).history as {
        to_state: string;
        actor_name: string;
      }[];
      const handOvers = history.filter((entry) => entry.to_state === "handed_over");
      expect(handOvers, order.buyerName).toHaveLength(1);
      expect(handOvers[0].actor_name).toBe(order === bastien ? MANAGER_NAME : "Gaël");
    }
  });
  await volunteerPhone.close();
  await managerPhone.close();
});

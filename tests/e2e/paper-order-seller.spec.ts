import type { APIRequestContext } from "@playwright/test";
import { closeQuietly, signedInAccount } from "./api-accounts";
import { publishedCampaign } from "./api-campaigns";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test, uniqueEmail } from "./fixtures";
import { snap } from "./screenshots";

// docs/product.md#paper-orders: on a phone, a treasurer types a grandmother's paper form and credits it to the child
// who sold it; the list says which child, and the page offers the paper orders' CSV.

let manager: APIRequestContext;
let campaign: { id: string };

test.beforeAll(async () => {
  manager = await signedInAccount(uniqueEmail("ecole-pins"));
  campaign = await publishedCampaign(manager, {
    association_name: `APE de l'école des Pins ${Date.now().toString(36)}`,
    association_description: "Les parents d'élèves de l'école des Pins.",
    campaign_message: "Une classe de découverte pour les CM2.",
    project_goal_eur: 800,
    contact_email: "ape-pins@exemple.fr",
    association_address: "1 rue des Pins, 56000 Vannes",
  });
  const added = await manager.post(`/api/campaigns/${campaign.id}/sellers`, {
    data: { sellers: [{ first_name: "Léa", group_name: "CM2" }, { first_name: "Tom", group_name: "CM1" }, { first_name: "Noé" }] },
  });
  expect(added.status(), await added.text()).toBe(201);
});

test.afterAll(async () => {
  if (manager) await closeQuietly(manager);
});

test("a paper order credited to the child who sold it", async ({ browser }) => {
  const context = await browser.newContext({ storageState: await manager.storageState(), viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`/commandes-papier/${campaign.id}`);
  await page.getByLabel("Nom de l'acheteur").fill("Yvonne Le Gall");
  await page.getByLabel("Vendeur (facultatif)").selectOption({ label: "Léa (CM2)" });
  await page.getByRole("button", { name: "Une tablette de plus : Chocolat Noir" }).click();
  await page.getByRole("radio", { name: "Chèque" }).check();
  await page.getByLabel("Numéro du chèque").fill("0012345");
  await page.getByRole("button", { name: "Enregistrer la commande" }).click();

  const item = page.getByRole("listitem", { name: /^Commande BS-/ });
  await expect(item).toContainText("Léa (CM2)");
  await expect(page.getByRole("link", { name: "Exporter en CSV" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, "paper-orders-seller");

  await item.getByRole("button", { name: /^Corriger la commande/ }).click();
  await expect(page.getByRole("dialog").getByLabel("Vendeur (facultatif)")).toHaveValue(/.+/);
  await snap(page, "paper-orders-seller-correction", { fullPage: false });
  await context.close();
});

import type { APIRequestContext } from "@playwright/test";
import { ADMIN_EMAIL, apiContext, closeQuietly, firstAssociationId, signedInAccount, signInBrowser } from "./api-accounts";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test, uniqueEmail } from "./fixtures";
import { snap } from "./screenshots";
import { expectToast } from "./ui";

// docs/product.md#several-campaigns: the manager starts next season's shop from this one with 'Dupliquer', edits
// the copy, and the original keeps selling meanwhile; 'Ma boutique' and the sales page keep the two apart.

const suffix = Date.now().toString(36);
const NAME = `APEL Saint-Joseph ${suffix}`;
const ORIGINAL_MESSAGE = "Noël approche : chaque tablette finance la classe de neige des CM1 et CM2 de l'école !";
const COPY_MESSAGE = "Pâques arrive : cette fois, chaque tablette finance les nouveaux livres de la bibliothèque.";

let manager: APIRequestContext;
let original: { id: string; public_slug: string };

test.beforeAll(async () => {
  manager = await signedInAccount(uniqueEmail("apel"));
  const associationId = await firstAssociationId(manager);
  const created = await manager.post(`/api/associations/${associationId}/campaigns`, {
    data: {
      association_name: NAME,
      association_description: "L'association des parents d'élèves de l'école Saint-Joseph de Vannes.",
      campaign_message: ORIGINAL_MESSAGE,
      project_goal_eur: 800,
      contact_email: "apel@exemple.fr",
      association_address: "2 place de l'Église, 56000 Vannes",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  original = (await created.json()).campaign;
  const admin = await signedInAccount(ADMIN_EMAIL);
  expect((await admin.post(`/api/admin/campaigns/${original.id}/publish`, { data: {} })).status()).toBe(200);
  await closeQuietly(admin);
});

test.afterAll(async () => {
  if (manager) await closeQuietly(manager);
});

/** A donor's order on the original page, paid on the simulated payment page. */
async function donorBuysOnOriginal() {
  const donor = await apiContext();
  const order = await donor.post("/api/checkout", {
    data: {
      campaign_id: original.id,
      cart: [{ id: "noir", quantity: 2 }],
      buyer_info: { buyer_name: "Martine Le Du", buyer_email: uniqueEmail("martine"), delivery_mode: "pickup" },
    },
  });
  expect(order.status(), await order.text()).toBe(200);
  const paid = await donor.post(`/pay/simulated/${(await order.json()).sale_id}/confirm`, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  await closeQuietly(donor);
}

test("the manager duplicates the campaign and edits the copy while the original keeps selling", async ({ page }) => {
  // Signed in as the manager: the sign-in form is the account journey's.
  await signInBrowser(page.context(), manager);
  await page.goto("/compte?onglet=boutique");
  const cards = page.getByRole("heading", { level: 3, name: NAME });
  await expect(cards).toHaveCount(1);

  await page.getByRole("button", { name: "Dupliquer" }).click();
  const dialog = page.getByRole("dialog", { name: "Dupliquer la campagne" });
  await dialog.getByRole("button", { name: "Dupliquer" }).click();
  await expectToast(page, "Campagne dupliquée");
  await expect(page).toHaveURL(/\/onboarding\/form\?campagne=/);
  const copyId = new URL(page.url()).searchParams.get("campagne")!;
  expect(copyId).not.toBe(original.id);

  // The copy holds the original's texts, under a new address.
  const message = page.getByLabel("Message principal (150 à 300 caractères)");
  await expect(message).toHaveValue(ORIGINAL_MESSAGE);
  await message.fill(COPY_MESSAGE);
  await page.getByRole("button", { name: "Sauvegarder", exact: true }).click();
  await expectToast(page, "Sauvegardé");

  // Meanwhile a donor buys on the original page, which still reads its own message.
  await donorBuysOnOriginal();
  await page.goto(`/c/${original.public_slug}`);
  await expect(page.getByText(ORIGINAL_MESSAGE)).toBeVisible();

  // 'Ma boutique': two cards, the copy a draft without sales at the next numbered address, the original published
  // with its 2 bars.
  await page.goto("/compte?onglet=boutique");
  await expect(cards).toHaveCount(2);
  const cardAt = (slug: string) => page.getByRole("group", { name: new RegExp(`/c/${slug}$`) });
  const bars = (card: ReturnType<typeof cardAt>) => card.locator("dt:text-is('Tablettes vendues') + dd");
  const originalCard = cardAt(original.public_slug);
  await expect(originalCard.getByText("Publiée")).toBeVisible();
  await expect(bars(originalCard)).toHaveText("2");
  const copyCard = cardAt(`${original.public_slug.replace(/-\d{10,}$/, "")}-2`);
  await expect(copyCard.getByText("Brouillon")).toBeVisible();
  await expect(bars(copyCard)).toHaveText("0");
  await snap(page, "seasons-two-campaigns");
  await expectNoSeriousA11yViolations(page);

  // The copy edited: its one-pager reads the new message; the sales page keeps each campaign's sales apart.
  await page.goto(`/onboarding/form?campagne=${copyId}`);
  await expect(message).toHaveValue(COPY_MESSAGE);
  await page.goto("/sales");
  const choice = page.getByLabel("Campagne");
  await choice.selectOption({ value: copyId });
  await expect(page).toHaveURL(new RegExp(`campagne=${copyId}`));
  await expect(page.getByText("Aucune vente pour le moment")).toBeVisible();
  await choice.selectOption({ value: original.id });
  await expect(page.getByRole("cell", { name: /Martine Le Du/ })).toBeVisible();
});

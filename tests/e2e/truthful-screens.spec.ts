import { closeQuietly, firstAssociationId, signedInAccount } from "./api-accounts";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test, uniqueEmail } from "./fixtures";
import { snap } from "./screenshots";
import { expectToast } from "./ui";

// Screens that say only what the server said (docs/product.md#email-confirmation, #no-association): a confirmation
// link that is bad or missing is never 'Email confirmé !', and an account without an association is told what to do.

test("a bad or incomplete confirmation link says so and offers a new mail, without telling who has an account", async ({ page }) => {
  await page.goto("/api/auth/verify-email?token=pas-un-vrai-jeton");
  await expect(page).toHaveURL(/\/auth\/callback\?/);
  await expect(page.getByText("Ce lien est invalide ou a expiré").first()).toBeVisible();
  await expect(page.getByText("Email confirmé !")).toHaveCount(0);
  await expect(page.getByText("Votre adresse n'a pas été confirmée. Demandez un nouveau lien :")).toBeVisible();

  await page.goto("/auth/callback");
  await expect(page.getByText("Ce lien de confirmation est incomplet : ouvrez celui de votre e-mail.")).toBeVisible();
  await expect(page.getByText("Email confirmé !")).toHaveCount(0);
  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("inconnu"));
  await page.getByRole("button", { name: "Recevoir un nouveau lien" }).click();
  await expectToast(page, "Si un compte non confirmé existe pour cette adresse, un nouveau lien vient de lui être envoyé.");
  await snap(page, "callback-incomplete-link");
  await expectNoSeriousA11yViolations(page, { label: "/auth/callback without a token" });
});

test("an account that left its association opens 'Ventes': it is told why and creates one there; a failed read is no empty list", async ({
  browser,
}) => {
  const api = await signedInAccount(uniqueEmail("partie"));
  const me = await (await api.get("/api/me")).json();
  const left = await api.delete(`/api/associations/${await firstAssociationId(api)}/members/${me.user.id}`);
  expect(left.status(), await left.text()).toBe(200);
  const context = await browser.newContext({ storageState: await api.storageState() });
  await closeQuietly(api);
  const page = await context.newPage();

  await page.goto("/sales");
  await expect(page).toHaveURL(/\/sales$/);
  await expect(page.getByText("Aucune association sélectionnée")).toBeVisible();
  await expect(page.getByText(/Votre compte n'est rattaché à aucune association/)).toBeVisible();
  await snap(page, "sales-no-association");
  await page.getByLabel("Nom de l'association", { exact: true }).fill("Club de Voile de Séné");
  await page.getByRole("button", { name: "Créer l'association" }).click();
  await expectToast(page, "Association créée");
  await expect(page.getByText("Aucune association sélectionnée")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Ventes" })).toBeVisible();
  await expect(page.getByText("Aucune vente pour le moment")).toBeVisible();

  // A sales read that fails is said where the list would be, apart from an empty list, with 'Réessayer'.
  await page.route("**/api/associations/*/sales?*", (route) => route.fulfill({ status: 500, json: { code: "INTERNAL", message: "" } }));
  await page.reload();
  await expect(page.getByText("Impossible de charger les ventes pour le moment.")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Aucune vente pour le moment")).toHaveCount(0);
  await page.unroute("**/api/associations/*/sales?*");
  await page.getByRole("button", { name: "Réessayer" }).click();
  await expect(page.getByText("Aucune vente pour le moment")).toBeVisible();
  await context.close();
});

import { expectNoSeriousA11yViolations } from "./axe";
import { confirmationLink, fillSignIn, fillSignUp } from "./auth";
import { expect, NEW_PASSWORD, test } from "./fixtures";
import { snap } from "./screenshots";
import { expectToast } from "./ui";

// The acceptance journey of an association member (docs/product.md#accounts, docs/product.md#account-page):
// sign up, confirm, sign in, profile, settings, password change, sign out.
test("account journey: sign up, confirm, sign in, edit the account, change the password", async ({ page, browser, request, account }) => {
  test.setTimeout(180_000);
  const { email, password } = account;
  const prefix = email.split("@")[0];

  await test.step("sign up at /auth/register", async () => {
    await page.goto("/auth/register");
    await expect(page.getByRole("heading", { name: "Créer un compte" })).toBeVisible();
    await snap(page, "register");
    await expectNoSeriousA11yViolations(page, { label: "/auth/register" });
    await fillSignUp(page, email, password);
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expectToast(page, "Inscription réussie !");
    await expect(page).toHaveURL(/\/auth\/login(\?|$)/);
  });

  await test.step("signing in before confirming is refused", async () => {
    await expect(page.getByRole("heading", { name: "Connexion" })).toBeVisible();
    await snap(page, "login");
    await expectNoSeriousA11yViolations(page, { label: "/auth/login" });
    await fillSignIn(page, email, password);
    await expectToast(page, "Email non vérifié");
    await expect(page).toHaveURL(/\/auth\/login(\?|$)/);
  });

  await test.step("confirm the address from the mail, once only", async () => {
    const link = await confirmationLink(request, email);
    expect(new URL(link).origin, "the mail links to the public URL of the shop").toBe(new URL(page.url()).origin);
    // Opened in another browser (the mail app), so that this page stays signed out.
    const other = await browser.newContext();
    const mailPage = await other.newPage();
    await mailPage.goto(link);
    await expect(mailPage).toHaveURL(/\/auth\/callback|\/$/);
    await expect(mailPage.getByText("Email confirmé !").first()).toBeVisible();
    await snap(mailPage, "callback-confirmed");
    await mailPage.goto(link);
    await expect(mailPage.getByText("Ce lien a déjà été utilisé")).toBeVisible();
    await expect(mailPage.getByText("Votre adresse est déjà confirmée.")).toBeVisible();
    await expect(mailPage.getByRole("link", { name: "Se connecter" })).toBeVisible();
    await expect(mailPage.getByText("Email confirmé !")).toHaveCount(0);
    await snap(mailPage, "callback-already-used");
    await other.close();
  });

  await test.step("sign in", async () => {
    await page.goto("/auth/login");
    await fillSignIn(page, email, password);
    await expectToast(page, "Connexion réussie !");
    await expect(page).toHaveURL(/\/$/);
    const accountLink = page.getByRole("banner").getByRole("link", { name: prefix });
    await expect(accountLink).toBeVisible();
    await expect(accountLink).toHaveAttribute("href", "/compte");
    await snap(page, "home-signed-in");

    // On a phone the account is reached through the menu as 'Mon compte' (docs/product.md#header-and-footer).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await expect(page.getByRole("dialog").getByRole("link", { name: "Mon compte" })).toHaveAttribute("href", "/compte");
    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  const profile = { fullName: "Camille Martin", phone: "06 12 34 56 78", association: "Les Amis de l'École Jules Ferry" };

  await test.step("profile tab: edit and keep the values", async () => {
    await page.getByRole("banner").getByRole("link", { name: prefix }).click();
    await expect(page).toHaveURL(/\/compte$/);
    await expect(page.getByRole("heading", { name: "Mon compte" })).toBeVisible();
    await page.getByRole("tab", { name: "Profil" }).click();
    await expect(page.getByText("Informations personnelles")).toBeVisible();
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
    await page.getByLabel("Nom complet", { exact: true }).fill(profile.fullName);
    await page.getByLabel("Téléphone", { exact: true }).fill(profile.phone);
    await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
    await expectToast(page, "Modifications enregistrées avec succès");
    // Decision 034: the association's card is saved apart, by its managers (she is the manager of hers).
    await page.getByLabel("Nom de l'association", { exact: true }).fill(profile.association);
    await page.getByRole("button", { name: "Enregistrer l'association" }).click();
    await expectToast(page, "Informations de l'association enregistrées");
    await snap(page, "compte-profil");
    await expectNoSeriousA11yViolations(page, { label: "/compte (Profil)" });

    await page.reload();
    await expect(page.getByLabel("Nom complet", { exact: true })).toHaveValue(profile.fullName);
    await expect(page.getByLabel("Téléphone", { exact: true })).toHaveValue(profile.phone);
    await expect(page.getByLabel("Nom de l'association", { exact: true })).toHaveValue(profile.association);
  });

  await test.step("shop tab", async () => {
    await page.getByRole("tab", { name: "Ma boutique" }).click();
    await expect(page.getByText("Ma boutique en ligne")).toBeVisible();
    await expect(page.getByText("Vous n'avez pas encore créé votre boutique en ligne.")).toBeVisible();
    await snap(page, "compte-boutique");
  });

  await test.step("settings tab: a setting survives a reload", async () => {
    await page.getByRole("tab", { name: "Paramètres" }).click();
    const salesNotifications = page.getByRole("checkbox", { name: "Notifications de nouvelles ventes" });
    await expect(salesNotifications).toBeChecked();
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/me/settings") && r.request().method() === "PUT");
    // A click, not uncheck(): the box is controlled by the saved settings and flips once the save starts.
    await salesNotifications.click();
    expect((await saved).ok(), "PUT /api/me/settings succeeds").toBe(true);
    await expect(salesNotifications).not.toBeChecked();
    await snap(page, "compte-parametres");
    await expectNoSeriousA11yViolations(page, { label: "/compte (Paramètres)" });

    await page.reload();
    await page.getByRole("tab", { name: "Paramètres" }).click();
    await expect(page.getByRole("checkbox", { name: "Notifications de nouvelles ventes" })).not.toBeChecked();
  });

  await test.step("change the password", async () => {
    await page.getByRole("button", { name: "Changer mon mot de passe" }).click();
    await page.getByLabel("Mot de passe actuel", { exact: true }).fill(password);
    await page.getByLabel("Nouveau mot de passe", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirmer le nouveau mot de passe", { exact: true }).fill(NEW_PASSWORD);
    await snap(page, "compte-changer-mot-de-passe", { fullPage: false });
    await page.getByRole("button", { name: "Modifier le mot de passe" }).click();
    await expectToast(page, "Mot de passe modifié !");
  });

  await test.step("sign out", async () => {
    await page.keyboard.press("Escape"); // the password dialog, if it stayed open
    await page.getByRole("tab", { name: "Paramètres" }).click();
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await expect(page).toHaveURL(/\/auth\/login(\?|$)/);
    await expect(page.getByRole("banner").getByRole("link", { name: prefix })).toHaveCount(0);
  });

  await test.step("the old password no longer works, the new one does", async () => {
    await fillSignIn(page, email, password);
    await expectToast(page, "Email ou mot de passe incorrect");
    await expect(page).toHaveURL(/\/auth\/login(\?|$)/);
    await fillSignIn(page, email, NEW_PASSWORD);
    await expectToast(page, "Connexion réussie !");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: prefix })).toBeVisible();
  });
});

import { closeQuietly, signedInAccount } from "./api-accounts";
import { fillSignIn, signIn } from "./auth";
import { expect, NEW_PASSWORD, test } from "./fixtures";
import { extractLink, RESET_PASSWORD_LINK, waitForMail } from "./mail";
import { snap } from "./screenshots";
import { expectToast } from "./ui";

// docs/product.md#password-reset: /auth/forgot, /auth/reset, the mail sent and the password changed.
test("password reset: request the link, set a new password, the link works once", async ({ page, browser, request, account }) => {
  test.setTimeout(120_000);
  const { email, password } = account;

  // Made through the API: signing up and confirming through the forms is the account journey's.
  await test.step("a confirmed account", async () => {
    await closeQuietly(await signedInAccount(email, password));
  });

  await test.step("request the reset link at /auth/forgot", async () => {
    await page.goto("/auth/login");
    await page.getByRole("link", { name: /mot de passe oublié/i }).click();
    await expect(page).toHaveURL(/\/auth\/forgot$/);
    await snap(page, "forgot");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Envoyer le lien" }).click();
    await expectToast(page, "Email envoyé !");
    const resend = page.getByRole("button", { name: "Renvoyer l'email" });
    await expect(resend).toBeVisible();
    await snap(page, "forgot-sent");
    // 'Renvoyer l'email' returns to the form (docs/product.md#password-reset).
    await resend.click();
    await expect(page.getByRole("button", { name: "Envoyer le lien" })).toBeVisible();
  });

  const mail = await waitForMail(request, { to: email, body: RESET_PASSWORD_LINK });
  const link = extractLink(mail, RESET_PASSWORD_LINK);

  await test.step("set a new password from the mail link", async () => {
    await page.goto(link);
    await expect(page).toHaveURL(/\/auth\/reset/);
    await expect(page.getByRole("heading", { name: "Nouveau mot de passe" })).toBeVisible();
    await snap(page, "reset");
    await page.getByLabel("Nouveau mot de passe", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirmer le mot de passe", { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Mettre à jour le mot de passe" }).click();
    await expectToast(page, "Mot de passe modifié !");
    await expect(page).toHaveURL(/\/auth\/login(\?|$)/);
  });

  await test.step("the old password is refused, the new one works", async () => {
    await fillSignIn(page, email, password);
    await expectToast(page, "Email ou mot de passe incorrect");
    await signIn(page, email, NEW_PASSWORD);
  });

  await test.step("the same link a second time shows an error, not a working form", async () => {
    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto(link);
    const error = second.getByText(/lien.*(invalide|expiré|déjà été utilisé)/i).first();
    const submit = second.getByRole("button", { name: "Mettre à jour le mot de passe" });
    await expect(error.or(submit)).toBeVisible();
    if (await submit.isVisible()) {
      // A form may be shown; submitting it must fail and leave the password unchanged.
      await second.getByLabel("Nouveau mot de passe", { exact: true }).fill("EncoreUnAutre-2026!");
      await second.getByLabel("Confirmer le mot de passe", { exact: true }).fill("EncoreUnAutre-2026!");
      await submit.click();
      await expect(error).toBeVisible();
      await expect(second).not.toHaveURL(/\/auth\/login/);
    }
    await snap(second, "reset-link-used");
    await other.close();
  });
});

import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { extractLink, VERIFY_EMAIL_LINK, waitForMail } from "./mail";
import { expectToast } from "./ui";

// The auth screens of docs/product.md#accounts, driven the way a person does: labels, buttons, toasts.

export async function fillSignUp(page: Page, email: string, password: string, confirm = password, name = "Marie Martin"): Promise<void> {
  await page.getByLabel("Votre nom", { exact: true }).fill(name);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByLabel("Confirmer le mot de passe", { exact: true }).fill(confirm);
  await page.getByRole("checkbox", { name: /J.accepte les conditions d.utilisation et la politique de confidentialité/ }).check();
}

/** Signs up at /auth/register and lands on /auth/login. */
export async function signUp(page: Page, email: string, password: string, name?: string): Promise<void> {
  await page.goto("/auth/register");
  await fillSignUp(page, email, password, password, name);
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expectToast(page, "Inscription réussie !");
  await expect(page).toHaveURL(/\/auth\/login(\?|$)/);
}

export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
}

/** Signs in at /auth/login and lands on /. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  if (!/\/auth\/login/.test(page.url())) await page.goto("/auth/login");
  await fillSignIn(page, email, password);
  await expectToast(page, "Connexion réussie !");
  await expect(page).toHaveURL(/\/$/);
}

/** The confirmation link of the newest confirmation mail sent to the address. */
export async function confirmationLink(request: APIRequestContext, email: string): Promise<string> {
  const mail = await waitForMail(request, { to: email, body: VERIFY_EMAIL_LINK });
  return extractLink(mail, VERIFY_EMAIL_LINK);
}

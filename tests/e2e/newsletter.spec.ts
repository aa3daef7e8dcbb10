import { expect, test, uniqueEmail } from "./fixtures";
import { extractLink, waitForMail } from "./mail";
import { snap } from "./screenshots";
import { expectToast } from "./ui";

// docs/api.md "Newsletter": the footer field subscribes (double opt-in by mail) and shows the server's French
// message, the same whether the address is new, waiting or subscribed (the mail tells which); the mail's links
// land on /newsletter?etat=...

const ANSWER = "Merci ! Si cette adresse n'est pas encore inscrite, vous allez recevoir un email pour confirmer votre inscription.";

const CONFIRM_LINK = /https?:\/\/[^\s"'<>]+\/api\/newsletter\/confirm\?token=[^\s"'<>]+/;
const UNSUBSCRIBE_LINK = /https?:\/\/[^\s"'<>]+\/api\/newsletter\/unsubscribe\?token=[^\s"'<>]+/;

test("footer subscription, confirmation link, used link, unsubscription", async ({ page, request }) => {
  const email = uniqueEmail("lettre");
  await page.goto("/");
  // The home page is prerendered, and the app loads as the visitor starts: what is typed meanwhile stays, and the
  // button pressed before the app holds the page is pressed again once it does.
  const field = page.getByRole("contentinfo").getByLabel("Votre adresse e-mail");
  await field.fill(email);
  await page.getByRole("button", { name: "S'inscrire à la newsletter" }).click();
  await expectToast(page, ANSWER);
  await expect(field).toHaveValue("");

  const mail = await waitForMail(request, { to: email, subject: /Confirmez votre inscription/ });
  const confirm = extractLink(mail, CONFIRM_LINK);
  await page.goto(confirm);
  await expect(page).toHaveURL(/\/newsletter\?etat=confirmee$/);
  await expect(page.getByRole("heading", { level: 1, name: "Inscription confirmée" })).toBeVisible();
  await snap(page, "newsletter-confirmee");

  // A confirmed address gets the same answer on the page; only its mailbox is told it is already subscribed.
  await page.goto("/cookies");
  await page.getByRole("contentinfo").getByLabel("Votre adresse e-mail").fill(email);
  await page.getByRole("button", { name: "S'inscrire à la newsletter" }).click();
  await expectToast(page, ANSWER);
  await waitForMail(request, { to: email, subject: "Vous êtes déjà inscrit(e) à la newsletter - Boutique Solidaire" });

  // Links work once.
  await page.goto(confirm);
  await expect(page).toHaveURL(/\/newsletter\?etat=lien-invalide$/);
  await expect(page.getByRole("heading", { level: 1, name: "Ce lien est invalide ou a déjà été utilisé" })).toBeVisible();

  await page.goto(extractLink(mail, UNSUBSCRIBE_LINK));
  await expect(page).toHaveURL(/\/newsletter\?etat=desinscrite$/);
  await expect(page.getByRole("heading", { level: 1, name: "Vous êtes désinscrit(e)" })).toBeVisible();
});

test("the server's French error is shown as a toast", async ({ page }) => {
  await page.goto("/faq");
  const field = page.getByRole("contentinfo").getByLabel("Votre adresse e-mail");
  // Passes the light check in the browser, refused by the server's schema.
  await field.fill("marie@exemple.f");
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/newsletter"));
  await page.getByRole("button", { name: "S'inscrire à la newsletter" }).click();
  expect((await answer).status()).toBe(400);
  await expectToast(page, "Email invalide");
  await expect(field).toHaveValue("marie@exemple.f");

  // An address that is not one at all never leaves the browser.
  await field.fill("pas-une-adresse");
  await page.getByRole("button", { name: "S'inscrire à la newsletter" }).click();
  await expectToast(page, "Erreur de validation");
});

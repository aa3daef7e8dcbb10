import { baseURL, closeQuietly, firstAssociationId, signedInAccount } from "./api-accounts";
import { publishedByAdmin } from "./api-campaigns";
import { expectNoSeriousA11yViolations } from "./axe";
import { fillSignIn } from "./auth";
import { expect, PASSWORD, test, uniqueEmail } from "./fixtures";
import { extractLink, VERIFY_EMAIL_LINK, waitForMail } from "./mail";
import { snap } from "./screenshots";
import { expectToast } from "./ui";

// Decision 034: a president signs up with her name from 'Créer ma campagne', names her association in the creation
// form, and finds that name everywhere (the header's switcher, Profil, the invitation she sends, which says it is
// from her). At a phone's width, as she did it.

test.use({ viewport: { width: 390, height: 844 } });

const ASSOCIATION = "APE de l'école des Tilleuls";
const INVITATION_LINK = /https?:\/\/[^\s"'<>]+\/invitation\/([A-Za-z0-9_-]+)/;

test("association journey: sign up from 'Créer ma campagne', name the association, find its name everywhere, move its page", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail("nathalie");
  const treasurerEmail = uniqueEmail("tresorier");

  await test.step("'Créer ma campagne' leads a visitor to sign-up, which asks her name", async () => {
    await page.goto("/");
    await page.getByRole("link", { name: "Créer ma campagne" }).first().click();
    await expect(page).toHaveURL(/\/auth\/register\?retour=%2Fcampaign%2Fcreate$/);
    await page.getByLabel("Votre nom", { exact: true }).fill("Nathalie Le Goff");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirmer le mot de passe", { exact: true }).fill(PASSWORD);
    await page.getByRole("checkbox", { name: /J.accepte les conditions/ }).check();
    await snap(page, "association-register");
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expectToast(page, "Inscription réussie !");
  });

  await test.step("after confirming and signing in she is back on the creation form", async () => {
    const mail = await waitForMail(request, { to: email, body: VERIFY_EMAIL_LINK });
    await page.goto(extractLink(mail, VERIFY_EMAIL_LINK));
    // The card's link, which carries the return address (the header's own 'Se connecter' does not).
    await expect(page.getByText("Email confirmé !").first()).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Se connecter" }).click();
    await fillSignIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/campaign\/create$/);
    await expect(page.getByRole("heading", { name: "Créez votre boutique solidaire" })).toBeVisible();
  });

  await test.step("she names the association in the creation form", async () => {
    await page.getByLabel("Nom de l'association", { exact: true }).fill(ASSOCIATION);
    await page.getByLabel("Description de votre mission", { exact: true }).fill("Les parents d'élèves de l'école des Tilleuls, à Vannes.");
    await page
      .getByLabel("Message de la campagne", { exact: true })
      .fill("Aidez-nous à financer la classe de mer des CM2 : chaque tablette compte !");
    await page.getByLabel("Objectif de collecte (€)", { exact: true }).fill("1500");
    await page.getByLabel("Email de contact", { exact: true }).fill("ape.tilleuls@exemple.fr");
    await page.getByLabel("Adresse de retrait", { exact: true }).fill("2 rue des Tilleuls, 56000 Vannes");
    await page.getByRole("button", { name: "Créer ma boutique" }).click();
    await expect(page.getByRole("heading", { name: "Votre campagne est presque prête !" })).toBeVisible();
  });

  await test.step("the header's switcher and Profil say the association's name", async () => {
    // A second association, so that the header offers the switcher: a choir invites her as a volunteer.
    const choir = await signedInAccount(uniqueEmail("chorale"), PASSWORD, "Anne Le Bihan");
    const choirId = await firstAssociationId(choir);
    expect((await choir.put(`/api/associations/${choirId}`, { data: { name: "Chorale de Theix" } })).status()).toBe(200);
    expect((await choir.post(`/api/associations/${choirId}/invitations`, { data: { email, role: "volunteer" } })).status()).toBe(201);
    await closeQuietly(choir);
    const invitation = await waitForMail(request, { to: email, body: INVITATION_LINK });
    const token = extractLink(invitation, INVITATION_LINK).match(INVITATION_LINK)![1];
    const accepted = await page.request.post(`/api/invitations/${token}/accept`, { data: {}, headers: { Origin: baseURL() } });
    expect(accepted.status(), await accepted.text()).toBe(200);

    await page.goto("/compte");
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const switcher = page.getByRole("dialog").getByLabel("Association", { exact: true });
    await expect(switcher.locator("option:checked")).toHaveText(`${ASSOCIATION} (Responsable)`);
    await page.keyboard.press("Escape");

    await expect(page.getByLabel("Nom complet", { exact: true })).toHaveValue("Nathalie Le Goff");
    await expect(page.getByLabel("Nom de l'association", { exact: true })).toHaveValue(ASSOCIATION);
    await snap(page, "association-profile");
    await expectNoSeriousA11yViolations(page, { label: "/compte (Profil)" });
  });

  await test.step("she invites a treasurer; the mail names the association and her", async () => {
    await page.goto("/compte?onglet=equipe");
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Envoyer l'invitation" }) });
    await form.getByLabel("Adresse e-mail").fill(treasurerEmail);
    await form.getByRole("radio", { name: "Trésorier" }).check();
    await form.getByRole("button", { name: "Envoyer l'invitation" }).click();
    await expectToast(page, "Invitation envoyée");
    const mail = await waitForMail(request, { to: treasurerEmail, body: INVITATION_LINK });
    expect(mail.text).toContain(`Qui vous invite : « Nathalie Le Goff (${ASSOCIATION}) »`);
    expect(mail.text).not.toContain("Mon association");
  });

  let campaign: { id: string; public_slug: string };
  await test.step("the team publishes the campaign after the call", async () => {
    campaign = (await (await page.request.get(`/api/associations/${await firstAssociationId(page.request)}/campaign`)).json()).campaign as {
      id: string;
      public_slug: string;
    };
    await publishedByAdmin(campaign);
    await waitForMail(request, { to: email, subject: /Votre boutique est en ligne/ });
  });

  // Decision 036: the page moves; the address printed on the posters and a child's link shared on WhatsApp still
  // lead to the shop.
  const oldSlug = () => campaign.public_slug;
  const newSlug = `noel-tilleuls-${Date.now().toString(36)}`;
  let sellerCode = "";
  await test.step("she changes the page's address: a warning says what it does", async () => {
    const added = await page.request.post(`/api/campaigns/${campaign.id}/sellers`, {
      data: { sellers: [{ first_name: "Léa" }] },
      headers: { Origin: baseURL() },
    });
    expect(added.status(), await added.text()).toBe(201);
    sellerCode = (await added.json()).sellers[0].code;
    await page.goto(`/onboarding/form?campagne=${campaign.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Modifier ma page" })).toBeVisible();
    await page.getByLabel("Adresse de la page (slug)").fill(newSlug);
    await expect(page.getByRole("note")).toContainText("réimprimez-les avec la nouvelle");
    await expect(page.getByText("Disponible ✓")).toBeVisible();
    await snap(page, "live-page-address-change");
    await expect(page.getByRole("status").filter({ hasText: "Toutes vos modifications sont enregistrées" })).toBeVisible({
      timeout: 10_000,
    });
    const pending = page.getByRole("region", { name: "Modifications pas encore visibles" });
    await pending.getByRole("button", { name: "Publier les modifications" }).click();
    await expect(pending).toHaveCount(0);
  });

  await test.step("a parent opens the child's old link: it reaches the shop at its new address", async () => {
    const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/c/${oldSlug()}/v/${sellerCode}?utm_source=whatsapp`);
    await expect(visitor).toHaveURL(new RegExp(`/c/${newSlug}/v/${sellerCode}\\?utm_source=whatsapp$`));
    await expect(visitor.getByRole("region", { name: "Votre vendeur" })).toContainText("Vous commandez auprès de Léa");
    await expect(visitor.getByRole("heading", { name: ASSOCIATION }).first()).toBeVisible();
    await snap(visitor, "seller-link-at-new-address");
    await visitorContext.close();
  });
});

import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expectNoSeriousA11yViolations } from "./axe";
import { ADMIN_EMAIL, closeQuietly, signedInAccount, signInBrowser } from "./api-accounts";
import { expect, test, uniqueEmail } from "./fixtures";
import { waitForMail } from "./mail";
import { snap } from "./screenshots";
import { escapeFrom, expectToast, pathOf } from "./ui";

// The campaign journey of docs/product.md#campaigns: a member creates the shop with images, books the call,
// an admin publishes it, the public page answers, then the member edits, previews, unpublishes and republishes the
// one-pager; at last an admin takes the page down with a reason.

/** Small PNG files made on the spot, as a person would pick from their disk. */
async function makeImages() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "campaign-images-"));
  const logo = path.join(dir, "logo.png");
  const hero = path.join(dir, "hero.png");
  await sharp({ create: { width: 96, height: 96, channels: 3, background: "#7f4450" } })
    .png()
    .toFile(logo);
  await sharp({ create: { width: 600, height: 200, channels: 3, background: "#fad7c1" } })
    .png()
    .toFile(hero);
  return { logo, hero };
}

const parisShort = (iso: string) =>
  new Intl.DateTimeFormat("fr-FR", {
    timeZone: "Europe/Paris",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  })
    .format(new Date(iso))
    .replace(",", "");

test("campaign journey: create with images, book the call, admin publishes, edit the one-pager, admin takes it down", async ({
  page,
  browser,
  request,
  account,
}) => {
  test.setTimeout(240_000);
  const { email, password } = account;
  // No apostrophe: the server HTML-escapes it in <title>, and the test compares the raw text.
  const name = `Chorale des Tilleuls ${Date.now().toString(36)}`;
  const images = await makeImages();

  // Signing up, confirming and signing in through the forms is the account journey's; here the account is made and
  // signed in through the API.
  await test.step("sign in with a confirmed account", async () => {
    const member = await signedInAccount(email, password);
    await signInBrowser(page.context(), member);
    await closeQuietly(member);
  });

  await test.step("the creation form checks its fields", async () => {
    await page.goto("/campaign/create");
    await expect(page.getByRole("heading", { name: "Créez votre boutique solidaire" })).toBeVisible();
    for (const section of [
      "Informations sur l'association",
      "Identité visuelle",
      "Message de la campagne",
      "Contact",
      "Réseaux sociaux (optionnel)",
      "SEO (optionnel)",
    ]) {
      await expect(page.getByRole("heading", { name: section })).toBeVisible();
    }
    await expect(page.getByLabel("Couleur principale", { exact: true })).toHaveValue("#B76E79");
    await expect(page.getByLabel("Couleur secondaire", { exact: true })).toHaveValue("#FAD7C1");
    await expect(page.locator('input[type="file"][name="logo_url"]')).toHaveAttribute("accept", "image/*");
    await snap(page, "campaign-create");
    await expectNoSeriousA11yViolations(page, { label: "/campaign/create" });

    await page.getByRole("button", { name: "Créer ma boutique" }).click();
    await expectToast(page, "Erreur de validation");
    await expectToast(page, "Le nom de l'association est requis");

    // Checked on change (docs/product.md#creation-form).
    await page.getByLabel("Couleur principale", { exact: true }).fill("#12");
    await expect(page.getByText("Format couleur invalide")).toBeVisible();
    await page.getByLabel("Couleur principale", { exact: true }).fill("#7F4450");
    await expect(page.getByText("Format couleur invalide")).toBeHidden();
  });

  await test.step("fill the form, upload a logo and a cover image, create the shop", async () => {
    await page.getByLabel("Nom de l'association", { exact: true }).fill(name);
    await page.getByLabel("Slogan", { exact: true }).fill("Chanter ensemble, partir ensemble");
    const description = "Notre chorale d'enfants répète chaque mercredi et chante dans les maisons de retraite.";
    await page.getByLabel("Description de votre mission", { exact: true }).fill(description);
    await expect(page.getByText(`${description.length}/300`)).toBeVisible();

    await page.locator('input[name="logo_url"]').setInputFiles(images.logo);
    await expect(page.getByRole("img", { name: "Aperçu : Logo" })).toBeVisible();
    await page.locator('input[name="hero_image_url"]').setInputFiles(images.hero);
    await expect(page.getByRole("img", { name: "Aperçu : Image de couverture" })).toBeVisible();

    await page
      .getByLabel("Message de la campagne", { exact: true })
      .fill("Aidez-nous à financer notre voyage à la rencontre d'une chorale de Bretagne.");
    await page.getByLabel("Objectif de collecte (€)", { exact: true }).fill("1500");
    await page.getByLabel("Email de contact", { exact: true }).fill(email);
    await page.getByLabel("Téléphone", { exact: true }).fill("06 12 34 56 78");
    await page.getByLabel("Adresse de retrait", { exact: true }).fill("12 rue des Tilleuls, 56000 Vannes");
    await page.getByLabel("Facebook", { exact: true }).fill("https://facebook.com/chorale-des-tilleuls");
    await page.getByLabel("Titre SEO", { exact: true }).fill("");
    await snap(page, "campaign-create-filled");

    await page.getByRole("button", { name: "Créer ma boutique" }).click();
    await expectToast(page, "Campagne créée avec succès!");
    await expect(page.getByRole("heading", { name: "Votre campagne est presque prête !" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Aller à mon compte" })).toHaveAttribute("href", "/compte");
    await expect(page.getByRole("link", { name: "Retour à l'accueil" })).toHaveAttribute("href", "/");
  });

  let bookedAt = "";
  await test.step("book the first free slot", async () => {
    const firstSlot = page.getByRole("group").first().getByRole("button").first();
    await expect(firstSlot).toBeVisible();
    await snap(page, "campaign-created-calendar");
    await expectNoSeriousA11yViolations(page, { label: "/campaign/create (booking)" });
    // Keyboard: a slot is a toggle button.
    await firstSlot.focus();
    await page.keyboard.press("Enter");
    await expect(firstSlot).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Confirmer le rendez-vous" }).click();
    await expect(page.getByRole("heading", { name: "Rendez-vous confirmé" })).toBeVisible();
    await expect(page.getByText("Une invitation vous a été envoyée par e-mail")).toBeVisible();
    await snap(page, "campaign-booked");
    await waitForMail(request, { to: email, subject: /rendez-vous/i });
  });

  let slug = "";
  await test.step("the shop card shows the draft, the call and the edit link", async () => {
    const me = await (await page.request.get("/api/me")).json();
    const associationId = me.memberships[0].association_id as string;
    const own = await (await page.request.get(`/api/associations/${associationId}/campaign`)).json();
    slug = own.campaign.public_slug;

    await page.goto("/compte");
    await page.getByRole("tab", { name: "Ma boutique" }).click();
    await expect(page.getByRole("heading", { name })).toBeVisible();
    await expect(page.getByText("Brouillon", { exact: true })).toBeVisible();
    await expect(page.getByText("Rendez-vous avec l'équipe")).toBeVisible();
    await expect(page.getByRole("button", { name: "Choisir un autre créneau" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Modifier ma page" })).toHaveAttribute(
      "href",
      `/onboarding/form?campagne=${own.campaign.id}`,
    );
    const shopLink = page.getByRole("link", { name: "Voir ma boutique" });
    await expect(shopLink).toHaveAttribute("href", `/campaign/${slug}`);
    await expect(shopLink).toHaveAttribute("target", "_blank");
    await snap(page, "account-shop-booked");

    // Move the call: the dialog opens on the free slots.
    await page.getByRole("button", { name: "Choisir un autre créneau" }).click();
    const dialog = page.getByRole("dialog", { name: "Choisir un autre créneau" });
    await dialog.getByRole("group").first().getByRole("button").first().click();
    await snap(page, "account-move-booking", { fullPage: false });
    await dialog.getByRole("button", { name: "Confirmer le rendez-vous" }).click();
    await expectToast(page, "Rendez-vous confirmé");
    await expect(dialog).toBeHidden();
    const booking = await (await page.request.get(`/api/campaigns/${own.campaign.id}/booking`)).json();
    bookedAt = booking.booking.starts_at;
    const parisLong = new Intl.DateTimeFormat("fr-FR", {
      timeZone: "Europe/Paris",
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
    });
    await expect(page.getByText("Rendez-vous avec l'équipe")).toContainText(parisLong.format(new Date(bookedAt)));
  });

  const adminAccount = await signedInAccount(ADMIN_EMAIL);
  const adminContext = await browser.newContext({ storageState: await adminAccount.storageState() });
  await closeQuietly(adminAccount);
  const admin = await adminContext.newPage();
  await test.step("an admin sees the campaign with its call and publishes it", async () => {
    await admin.goto("/admin");
    await expect(admin.getByRole("heading", { name: "Administration - Campagnes en attente" })).toBeVisible();
    // Once published, the campaign moves to the list of published campaigns below.
    const row = admin.getByRole("table", { name: "Campagnes en attente de validation" }).getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("En attente RDV");
    await expect(row).toContainText(email);
    await expect(row).toContainText(parisShort(bookedAt));
    await snap(admin, "admin");
    await expectNoSeriousA11yViolations(admin, { label: "/admin" });
    await row.getByRole("button", { name: /Publier/ }).click();
    await expectToast(admin, "✅ Campagne publiée");
    await expectToast(admin, "La campagne est maintenant visible publiquement");
    await expect(row).toHaveCount(0);
  });

  await test.step("the public page answers with its title and image", async () => {
    const response = await request.get(`/c/${slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${name} | Campagne</title>`);
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/uploads\/campaign-heroes\/[^"]+"/);
    const visit = await page.goto(`/c/${slug}`);
    expect(visit?.status()).toBe(200);
    await expect(page).toHaveTitle(`${name} | Campagne`);
  });

  const message = `Nouveau message de la chorale, mis à jour le ${new Date().toLocaleDateString("fr-FR")} pour nos soutiens.`;
  await test.step("the one-pager loads the campaign and autosaves a change", async () => {
    await page.goto("/onboarding/form");
    await expect(page.getByRole("heading", { level: 1, name: "Modifier ma page" })).toBeVisible();
    for (const section of [
      "Identité",
      "Message principal",
      "Mission",
      "Produits (Chocolats)",
      "Contact & Réseaux sociaux",
      "Paramètres de publication",
    ]) {
      await expect(page.getByRole("heading", { name: section, exact: true })).toBeVisible();
    }
    await expect(page.getByLabel("Nom de l'association", { exact: true })).toHaveValue(name);
    await expect(page.getByLabel("Adresse de la page (slug)", { exact: true })).toHaveValue(slug);
    await expect(page.getByText("Disponible ✓")).toBeVisible();
    await expect(page.getByText("Cette information sera visible publiquement").first()).toBeVisible();
    await snap(page, "one-pager");
    await expectNoSeriousA11yViolations(page, { label: "/onboarding/form" });

    const field = page.getByLabel("Message principal (150 à 300 caractères)", { exact: true });
    await field.fill(message);
    await expect(page.getByText(`${message.length}/300`)).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Modifications non enregistrées" })).toBeVisible();
    // Autosave waits for two seconds without typing, then for the server's answer.
    await expect(page.getByRole("status").filter({ hasText: "Toutes vos modifications sont enregistrées" })).toBeVisible({
      timeout: 15_000,
    });
    await page.reload();
    await expect(page.getByLabel("Message principal (150 à 300 caractères)", { exact: true })).toHaveValue(message);
  });

  await test.step("leaving with unsaved changes asks first", async () => {
    await page.getByLabel("Slogan", { exact: true }).fill("Un slogan pas encore enregistré");
    await page
      .getByRole("banner")
      .getByRole("link", { name: /Comment ça marche/i })
      .first()
      .click();
    await expect(page.getByRole("alertdialog", { name: "Modifications non sauvegardées" })).toBeVisible();
    await page.getByRole("button", { name: "Rester sur la page" }).click();
    await expect(page).toHaveURL(/\/onboarding\/form$/);
    await page.getByRole("button", { name: "Sauvegarder", exact: true }).click();
    await expectToast(page, "Brouillon mis à jour");
  });

  await test.step("Aperçu opens the preview; once validated, Dépublier takes the page down and Publier opens it again", async () => {
    await page.getByRole("button", { name: "Aperçu" }).click();
    await expect(page).toHaveURL(new RegExp(`/preview/c/${slug}$`));
    await page.goto("/onboarding/form");
    // The slogan saved above waits on the live page for 'Publier les modifications' (decision 037).
    await expect(page.getByRole("status").filter({ hasText: "Modifications pas encore publiées" })).toBeVisible();
    // Decision 037: closing the shop asks first; buyers then read that it is closed.
    await page.getByRole("button", { name: "Dépublier" }).click();
    await page.getByRole("alertdialog", { name: "Fermer votre boutique ?" }).getByRole("button", { name: "Dépublier" }).click();
    await expectToast(page, "Page dépubliée");
    expect((await request.get(`/api/campaigns/by-slug/${slug}`)).status()).toBe(410);
    const publish = page.getByRole("button", { name: "Publier", exact: true });
    await expect(publish).toBeEnabled();
    await publish.click();
    await expect(page).toHaveURL(new RegExp(`/c/${slug}$`));
    expect(pathOf(page)).toBe(`/c/${slug}`);
  });

  await test.step("an admin takes the page down with a reason, mailed to the association", async () => {
    await admin.goto("/admin");
    const row = admin.getByRole("region", { name: "Campagnes publiées" }).getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("Publiée");
    await row.getByRole("button", { name: `Dépublier ${name}` }).click();
    const dialog = admin.getByRole("dialog", { name: `Dépublier ${name}` });
    await dialog.getByRole("button", { name: "Dépublier", exact: true }).click();
    await expect(dialog.getByText("Indiquez la raison de la dépublication")).toBeVisible();
    await dialog.getByLabel("Raison de la dépublication").fill("Le visuel de couverture n'est pas libre de droits.");
    await snap(admin, "admin-takedown", { fullPage: false });
    await expectNoSeriousA11yViolations(admin, { label: "/admin (Dépublier)" });
    await dialog.getByRole("button", { name: "Dépublier", exact: true }).click();
    await expectToast(admin, "Campagne dépubliée");
    await expect(dialog).toBeHidden();
    await expect(row).toContainText("Dépubliée par l'équipe");
    await expect(row.getByRole("button", { name: `Publier ${name}` })).toBeVisible();
    expect((await request.get(`/c/${slug}`)).status()).toBe(404);
    const mail = await waitForMail(request, { to: email, subject: /dépubliée/ });
    expect(mail.text).toContain("Le visuel de couverture n'est pas libre de droits.");
    await adminContext.close();
  });
});

test("one-pager from scratch: save first, slug availability, first and later saves, Publier sends for validation", async ({
  page,
  request,
  account,
}) => {
  // Another association already uses a slug.
  const other = await signedInAccount(uniqueEmail("autre"));
  const me = await (await other.get("/api/me")).json();
  const takenSlug = `chorale-prise-${Date.now().toString(36)}`;
  const draft = await other.post(`/api/associations/${me.memberships[0].association_id}/campaigns/draft`, {
    data: {
      association_name: "Autre chorale",
      campaign_message: "Un message assez long.",
      contact_email: "autre@exemple.fr",
      public_slug: takenSlug,
    },
  });
  expect(draft.status()).toBe(201);
  await closeQuietly(other);

  const member = await signedInAccount(account.email, account.password);
  await signInBrowser(page.context(), member);
  await closeQuietly(member);
  await page.goto("/onboarding/form");
  await expect(page.getByRole("heading", { name: "Créer votre One-Pager" })).toBeVisible();

  await page.getByRole("button", { name: "Aperçu" }).click();
  await expectToast(page, "Veuillez d'abord sauvegarder votre campagne");
  await page.getByRole("button", { name: "Sauvegarder", exact: true }).click();
  await expectToast(page, "Erreur de validation");

  await page.getByLabel("Nom de l'association", { exact: true }).fill("Club de judo de Vannes");
  await page
    .getByLabel("Message principal (150 à 300 caractères)", { exact: true })
    .fill("Des kimonos neufs pour les plus jeunes de notre club.");
  const slugField = page.getByLabel("Adresse de la page (slug)", { exact: true });
  await slugField.fill("Judo Vannes");
  await expect(page.getByText("Uniquement lettres minuscules, chiffres et tirets")).toBeVisible();
  await slugField.fill(takenSlug);
  await expect(page.getByText("Ce slug est déjà utilisé")).toBeVisible();
  await expect(page.getByRole("button", { name: "Publier" })).toBeDisabled();
  const slug = `judo-vannes-${Date.now().toString(36)}`;
  await slugField.fill(slug);
  await expect(page.getByText("Disponible ✓")).toBeVisible();

  await page.getByRole("button", { name: "Sauvegarder", exact: true }).click();
  await expectToast(page, "Brouillon créé");
  await page.getByLabel("Slogan", { exact: true }).fill("Tous sur le tatami");
  await page.getByRole("button", { name: "Sauvegarder", exact: true }).click();
  await expectToast(page, "Brouillon mis à jour");
  // The own slug stays available once saved (its id is excluded from the check).
  await page.reload();
  await expect(slugField).toHaveValue(slug);
  await expect(page.getByText("Disponible ✓")).toBeVisible();

  // A reserved word is never 'Disponible ✓' and can't be published; the saved slug comes back untouched.
  await slugField.fill("admin");
  await expect(page.getByText("Ce slug est réservé, choisissez-en un autre")).toBeVisible();
  await expect(page.getByText("Disponible ✓")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Publier" })).toBeDisabled();
  await slugField.fill(slug);
  await expect(page.getByText("Disponible ✓")).toBeVisible();

  // A page the team never validated is not published: it goes for validation and the calendar is offered.
  await page.getByRole("button", { name: "Publier" }).click();
  await expectToast(page, "Votre page est envoyée pour validation : réservez votre appel avec notre équipe pour la publier.");
  const calendar = page.getByRole("dialog", { name: "Réserver un rendez-vous" });
  await expect(calendar.getByRole("button", { name: "Confirmer le rendez-vous" })).toBeVisible();
  await escapeFrom(page, calendar);
  await expect(page.getByRole("status").filter({ hasText: "En attente de validation" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Réserver un rendez-vous" })).toBeVisible();
  expect((await request.get(`/c/${slug}`)).status()).toBe(404);
});

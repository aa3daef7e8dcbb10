// The rehearsal's walk: real Chromium through the shop's public address, as the three people of a sale do it.
// An association signs up (the confirmation read from the mail), creates its campaign with a logo and a cover image
// uploaded through the form, and books the call that asks for publication; the admin signs up and publishes it; a
// buyer fills a cart, pays on the Stripe stand-in's page and lands on the thank-you page; the receipt mail arrives.
// It waits on what a person sees (headings, toasts, addresses), never on fixed sleeps, with waits long enough for a
// loaded two-core machine. Each step is photographed into screenshotsDir when given; a failed step too.
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { CHROMIUM_ARGS } from "../scripts/find-chromium.mjs";

const PHONE = { viewport: { width: 390, height: 844 }, locale: "fr-FR", timezoneId: "Europe/Paris" };
const DESK = { viewport: { width: 1280, height: 800 }, locale: "fr-FR", timezoneId: "Europe/Paris" };
// A loaded machine: the shop, PostgreSQL, Ceph and the browser share two cores.
const ACTION_MS = 30_000;
const NAVIGATION_MS = 60_000;
const MAIL_MS = 90_000;
const VERIFY_EMAIL_LINK = /https?:\/\/[^\s"'<>]+\/api\/auth\/verify-email\?[^\s"'<>]*token=[^\s"'<>]+/;

/** A logo and a cover image made on the spot, as a person picks them from their disk. */
async function makeImages() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "rehearsal-images-"));
  const logo = path.join(dir, "logo.png");
  const hero = path.join(dir, "couverture.jpg");
  await sharp({ create: { width: 256, height: 256, channels: 3, background: "#7f4450" } })
    .png()
    .toFile(logo);
  await sharp({ create: { width: 1600, height: 600, channels: 3, background: "#fad7c1" } })
    .jpeg()
    .toFile(hero);
  return { dir, logo, hero };
}

const decodeEntities = (html) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&#x2F;|&#47;/gi, "/")
    .replace(/&#x3D;|&#61;/gi, "=");

function linkIn(mail, pattern) {
  const found = (mail.text ?? "").match(pattern) ?? decodeEntities(mail.html ?? "").match(pattern);
  if (!found) throw new Error(`the mail "${mail.subject}" has no link matching ${pattern}`);
  return found[0].replace(/[.,;:)\]]+$/, "");
}

async function newPage(browser, options) {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(ACTION_MS);
  context.setDefaultNavigationTimeout(NAVIGATION_MS);
  return context.newPage();
}

const toast = (page, text) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
const visible = (locator) => locator.waitFor({ state: "visible" });

/** Signs up, confirms by the mail's link (which must lead to baseUrl) and signs in; the page ends on the home page. */
async function signUpConfirmAndSignIn(page, { baseUrl, readMail, name, email, password, shoot }) {
  await page.goto(`${baseUrl}/auth/register`);
  await page.getByLabel("Votre nom", { exact: true }).fill(name);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByLabel("Confirmer le mot de passe", { exact: true }).fill(password);
  await page.getByRole("checkbox", { name: /J.accepte les conditions/ }).check();
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await page.waitForURL(/\/auth\/login(\?|$)/);
  await shoot(page, "inscription");

  const mail = await readMail({ to: email, subject: "Confirmez votre adresse email" });
  const link = linkIn(mail, VERIFY_EMAIL_LINK);
  if (new URL(link).origin !== new URL(baseUrl).origin) {
    throw new Error(`the confirmation mail links to ${new URL(link).origin}, not to ${baseUrl}: PUBLIC_URL is not the shop's address`);
  }
  await page.goto(link);
  await visible(page.getByText("Email confirmé !").first());
  await shoot(page, "adresse-confirmee");

  await page.goto(`${baseUrl}/auth/login`);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await visible(toast(page, "Connexion réussie !"));
  return mail;
}

/**
 * Walks one sale through `baseUrl` (the proxy in front of the shop). `readMail({ to, subject })` resolves with the
 * mail once delivered ({ subject, text, html }: rehearsal/maildir.mjs's waitForMail); `stripe` is the stand-in
 * (rehearsal/stripe-stand-in.mjs) whose page the buyer pays on. Returns what the runner checks afterwards:
 * { campaignSlug, campaignId, images: { logoUrl, heroUrl }, orderReference, amountCents, mails }.
 */
export async function walkShop({
  baseUrl,
  readMail,
  adminEmail,
  adminPassword = "repetition-admin-2026",
  stripe,
  chromiumPath = "/usr/bin/chromium",
  screenshotsDir,
  log = () => {},
}) {
  const stamp = Date.now().toString(36);
  const member = { name: "Camille Martin", email: `asso-${stamp}@exemple.fr`, password: `repetition-${stamp}` };
  const buyer = { name: "Yann Le Gall", email: `acheteur-${stamp}@exemple.fr` };
  const association = `Chorale des Tilleuls ${stamp}`;
  const mails = {};
  let shots = 0;
  if (screenshotsDir) await mkdir(screenshotsDir, { recursive: true });
  // The whole page, but a drawer or dialog as the phone shows it (a full-page picture would spread it).
  const shoot = async (page, name, { fullPage = true } = {}) => {
    if (!screenshotsDir) return;
    const file = path.join(screenshotsDir, `${String(++shots).padStart(2, "0")}-${name}.png`);
    await page.screenshot({ path: file, fullPage });
  };

  const images = await makeImages();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  const pages = [];
  /** One step of the walk: logged, and photographed on every open page when it fails. */
  const step = async (name, run) => {
    log(`walk: ${name}`);
    try {
      return await run();
    } catch (error) {
      for (const [index, page] of pages.entries()) await shoot(page, `echec-${index}`).catch(() => {});
      throw new Error(`walk step "${name}" failed: ${error.message}`, { cause: error });
    }
  };

  try {
    const memberPage = await newPage(browser, PHONE);
    pages.push(memberPage);
    mails.memberConfirmation = await step("the association signs up and confirms its address", () =>
      signUpConfirmAndSignIn(memberPage, { baseUrl, readMail, ...member, shoot }),
    );

    await step("it creates its campaign with a logo and a cover image", async () => {
      const page = memberPage;
      await page.goto(`${baseUrl}/campaign/create`);
      await visible(page.getByRole("heading", { name: "Créez votre boutique solidaire" }));
      await page.getByLabel("Nom de l'association", { exact: true }).fill(association);
      await page.getByLabel("Slogan", { exact: true }).fill("Chanter ensemble, partir ensemble");
      await page
        .getByLabel("Description de votre mission", { exact: true })
        .fill("Notre chorale d'enfants répète chaque mercredi et chante dans les maisons de retraite.");
      await page.locator('input[name="logo_url"]').setInputFiles(images.logo);
      await visible(page.getByRole("img", { name: "Aperçu : Logo" }));
      await page.locator('input[name="hero_image_url"]').setInputFiles(images.hero);
      await visible(page.getByRole("img", { name: "Aperçu : Image de couverture" }));
      await page
        .getByLabel("Message de la campagne", { exact: true })
        .fill("Aidez-nous à financer notre voyage à la rencontre d'une chorale de Bretagne.");
      await page.getByLabel("Objectif de collecte (€)", { exact: true }).fill("1500");
      await page.getByLabel("Email de contact", { exact: true }).fill(member.email);
      await page.getByLabel("Téléphone", { exact: true }).fill("06 12 34 56 78");
      await page.getByLabel("Adresse de retrait", { exact: true }).fill("12 rue des Tilleuls, 56000 Vannes");
      await shoot(page, "formulaire-campagne");
      await page.getByRole("button", { name: "Créer ma boutique" }).click();
      await visible(page.getByRole("heading", { name: "Votre campagne est presque prête !" }));
    });

    await step("it books the call that asks for publication", async () => {
      const page = memberPage;
      const firstSlot = page.getByRole("group").first().getByRole("button").first();
      await firstSlot.click();
      await page.getByRole("button", { name: "Confirmer le rendez-vous" }).click();
      await visible(page.getByRole("heading", { name: "Rendez-vous confirmé" }));
      await shoot(page, "rendez-vous");
      mails.booking = await readMail({ to: member.email, subject: "rendez-vous" });
    });

    const campaign = await step("the campaign is found under the association", async () => {
      const me = await (await memberPage.request.get(`${baseUrl}/api/me`)).json();
      const associationId = me.memberships[0].association_id;
      const own = await (await memberPage.request.get(`${baseUrl}/api/associations/${associationId}/campaign`)).json();
      const { id, public_slug: slug, logo_url: logoUrl, hero_image_url: heroUrl } = own.campaign;
      if (!logoUrl || !heroUrl) throw new Error(`the campaign has no ${logoUrl ? "cover image" : "logo"}: the upload did not reach it`);
      return { id, slug, images: { logoUrl, heroUrl } };
    });

    const adminPage = await newPage(browser, DESK);
    pages.push(adminPage);
    await step("the admin signs up, confirms and publishes the campaign", async () => {
      const page = adminPage;
      mails.adminConfirmation = await signUpConfirmAndSignIn(page, {
        baseUrl,
        readMail,
        name: "Équipe Boutique Solidaire",
        email: adminEmail,
        password: adminPassword,
        shoot,
      });
      await page.goto(`${baseUrl}/admin`);
      const row = page.getByRole("table", { name: "Campagnes en attente de validation" }).getByRole("row").filter({ hasText: association });
      await visible(row);
      await shoot(page, "administration");
      await row.getByRole("button", { name: /Publier/ }).click();
      await visible(toast(page, "Campagne publiée"));
      mails.published = await readMail({ to: member.email, subject: "Votre boutique est en ligne" });
    });

    const buyerPage = await newPage(browser, PHONE);
    pages.push(buyerPage);
    await step("a buyer fills a cart on the campaign page", async () => {
      const page = buyerPage;
      await page.goto(`${baseUrl}/c/${campaign.slug}`);
      await visible(page.getByRole("heading", { name: association }).first());
      for (const product of ["Chocolat Noir", "Chocolat Noir", "Chocolat Blanc"]) {
        await page
          .getByRole("article", { name: product })
          .getByRole("button", { name: /Ajouter au panier/ })
          .click();
        await visible(toast(page, "Produit ajouté"));
      }
      await shoot(page, "page-campagne");
      await page.getByRole("banner").getByRole("button", { name: "Panier (3)" }).click();
      const drawer = page.getByRole("dialog", { name: "Votre panier" });
      await drawer.getByRole("button", { name: "Commander" }).click();
      await visible(drawer.getByRole("heading", { name: "Livraison et coordonnées" }));
      await drawer.getByLabel("Nom complet", { exact: true }).fill(buyer.name);
      await drawer.getByLabel("Email", { exact: true }).fill(buyer.email);
      await shoot(page, "panier", { fullPage: false });
      await drawer.getByRole("button", { name: /^Payer/ }).click();
    });

    const order = await step("pays on the Stripe stand-in's page and lands on the thank-you page", async () => {
      const page = buyerPage;
      await page.waitForURL((url) => url.href.startsWith(`${stripe.url}/pay/`));
      const sessionId = decodeURIComponent(new URL(page.url()).pathname.split("/").at(-1));
      await visible(page.getByRole("button", { name: "Payer" }));
      await shoot(page, "page-de-paiement");
      await page.getByRole("button", { name: "Payer" }).click();
      await page.waitForURL(/\/paiement\/merci\?/);
      await visible(page.getByRole("heading", { level: 1, name: "Merci pour votre commande !" }));
      const reference = new URL(page.url()).searchParams.get("ref");
      await visible(page.getByText(reference).first());
      await shoot(page, "merci");
      const session = stripe.sessions().find((candidate) => candidate.id === sessionId);
      if (session?.status !== "complete")
        throw new Error(`the stand-in's session ${sessionId} is ${session?.status ?? "unknown"}, not complete`);
      return { reference, amountCents: session.amount_total };
    });

    mails.receipt = await step("the receipt mail arrives", () =>
      readMail({ to: buyer.email, subject: order.reference, timeoutMs: MAIL_MS }),
    );

    return {
      campaignSlug: campaign.slug,
      campaignId: campaign.id,
      // Where the shop says the uploaded pictures are (S3_PUBLIC_URL or the bucket's address): the runner checks them.
      images: campaign.images,
      orderReference: order.reference,
      amountCents: order.amountCents,
      mails,
    };
  } finally {
    await browser.close();
    await rm(images.dir, { recursive: true, force: true });
  }
}

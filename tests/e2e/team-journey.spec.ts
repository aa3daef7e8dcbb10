import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { ADMIN_EMAIL, apiContext, closeQuietly, firstAssociationId, signedInAccount, signInBrowser } from "./api-accounts";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test, uniqueEmail } from "./fixtures";
import { extractLink, waitForMail } from "./mail";
import { snap } from "./screenshots";
import { expectToast } from "./ui";

// docs/product.md#memberships and #roles: the manager invites a treasurer and a volunteer from 'Équipe'; each
// follows the link of their mail, joins, and sees what their role allows and nothing more.

const suffix = Date.now().toString(36);
const NAME = `Rugby Club de Theix ${suffix}`;
const BUYER = { name: "Nolwenn Le Gall", email: uniqueEmail("nolwenn") };
const INVITATION_LINK = /https?:\/\/[^\s"'<>]+\/invitation\/[A-Za-z0-9_-]+/;

let manager: APIRequestContext;
let campaignId: string;

test.beforeAll(async () => {
  manager = await signedInAccount(uniqueEmail("presidente"));
  const associationId = await firstAssociationId(manager);
  const created = await manager.post(`/api/associations/${associationId}/campaigns`, {
    data: {
      association_name: NAME,
      association_description: "Le club de rugby des enfants de Theix, de 6 à 14 ans.",
      campaign_message: "Aidez nos jeunes rugbymen à partir en tournoi à Nantes au printemps : chaque tablette compte !",
      project_goal_eur: 900,
      contact_email: "rugby-theix@exemple.fr",
      association_address: "Stade du Gros Chêne, 56450 Theix",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  campaignId = (await created.json()).campaign.id;
  const admin = await signedInAccount(ADMIN_EMAIL);
  expect((await admin.post(`/api/admin/campaigns/${campaignId}/publish`, { data: {} })).status()).toBe(200);
  await closeQuietly(admin);
  // A paid order, so that each role's view of the buyers can be seen.
  const donor = await apiContext();
  const order = await donor.post("/api/checkout", {
    data: {
      campaign_id: campaignId,
      cart: [{ id: "noir", quantity: 2 }],
      buyer_info: {
        buyer_name: BUYER.name,
        buyer_email: BUYER.email,
        delivery_mode: "home_delivery",
        delivery_address: "8 rue du Stade",
        delivery_postal_code: "56450",
        delivery_city: "Theix",
      },
    },
  });
  expect(order.status(), await order.text()).toBe(200);
  expect((await donor.post(`/pay/simulated/${(await order.json()).sale_id}/confirm`, { maxRedirects: 0 })).status()).toBe(303);
  await closeQuietly(donor);
});

test.afterAll(async () => {
  if (manager) await closeQuietly(manager);
});

async function invite(page: Page, email: string, role: "Trésorier" | "Bénévole") {
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Envoyer l'invitation" }) });
  await form.getByLabel("Adresse e-mail").fill(email);
  await form.getByRole("radio", { name: role }).check();
  await form.getByRole("button", { name: "Envoyer l'invitation" }).click();
  await expectToast(page, "Invitation envoyée");
}

/**
 * The invitee, already with an account and signed in (the sign-in form is the account journey's), opens the mail's
 * link in their own browser and joins.
 */
async function join(browser: Browser, email: string, account: APIRequestContext): Promise<Page> {
  const mail = await waitForMail(account, { to: email, subject: `Invitation à rejoindre` });
  const link = new URL(extractLink(mail, INVITATION_LINK));
  const context = await browser.newContext({ storageState: await account.storageState() });
  const page = await context.newPage();
  await page.goto(link.pathname);
  await expect(page.getByRole("heading", { name: /^Rejoindre / })).toBeVisible();
  await page.getByRole("button", { name: "Rejoindre l'association" }).click();
  await expect(page).toHaveURL(/\/compte/);
  return page;
}

test("the manager invites a treasurer and a volunteer; each sees what the role allows", async ({ page, browser }) => {
  const treasurerEmail = uniqueEmail("tresorier");
  const volunteerEmail = uniqueEmail("benevole");
  const treasurerAccount = await signedInAccount(treasurerEmail);
  const volunteerAccount = await signedInAccount(volunteerEmail);

  await signInBrowser(page.context(), manager);
  await page.goto("/compte?onglet=equipe");
  await invite(page, treasurerEmail, "Trésorier");
  await invite(page, volunteerEmail, "Bénévole");
  await expect(page.getByText(treasurerEmail, { exact: true })).toBeVisible();
  await snap(page, "team-tab-manager");
  await expectNoSeriousA11yViolations(page);

  // The treasurer: the money (buyers' e-mails, the export), not the page.
  const treasurer = await join(browser, treasurerEmail, treasurerAccount);
  await treasurer.goto("/compte?onglet=boutique");
  const card = treasurer.getByRole("group", { name: new RegExp(NAME) });
  await expect(card.getByRole("button", { name: "Voir le détail des ventes" })).toBeVisible();
  await expect(card.getByRole("link", { name: "Modifier ma page" })).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Dupliquer" })).toHaveCount(0);
  await treasurer.goto("/sales");
  await expect(treasurer.getByRole("link", { name: "Exporter en CSV" })).toBeVisible();
  await expect(treasurer.getByText(BUYER.email)).toBeVisible();
  await treasurer.goto("/compte?onglet=equipe");
  await expect(treasurer.getByText("Seuls les responsables invitent et gèrent l'équipe.")).toBeVisible();
  await treasurer.context().close();
  await closeQuietly(treasurerAccount);

  // The volunteer: the buyers' names to hand the bars over, never their e-mail or address, no export.
  const volunteer = await join(browser, volunteerEmail, volunteerAccount);
  await volunteer.goto("/sales");
  await expect(volunteer.getByText(BUYER.name)).toBeVisible();
  await expect(volunteer.getByText(BUYER.email)).toHaveCount(0);
  await expect(volunteer.getByText("8 rue du Stade")).toHaveCount(0);
  await expect(volunteer.getByRole("link", { name: "Exporter en CSV" })).toHaveCount(0);
  await volunteer.goto("/onboarding/form");
  await expect(volunteer.getByText("Seuls les responsables de l'association modifient la page de la campagne.")).toBeVisible();
  await volunteer.context().close();
  await closeQuietly(volunteerAccount);

  // The manager's team lists both, with their roles (each account is named by its e-mail).
  await page.reload();
  await expect(page.getByRole("heading", { name: "Membres (3)" })).toBeVisible();
  for (const [email, role] of [
    [treasurerEmail, "Trésorier"],
    [volunteerEmail, "Bénévole"],
  ]) {
    await expect(page.getByRole("listitem").filter({ hasText: email }).getByText(role, { exact: true })).toBeVisible();
  }
});

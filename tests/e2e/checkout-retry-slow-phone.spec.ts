import type { APIRequestContext, Page } from "@playwright/test";
import { closeQuietly, signedInAccount } from "./api-accounts";
import { publishedCampaign } from "./api-campaigns";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test, uniqueEmail } from "./fixtures";
import { atFullCpuSpeed, emulate } from "./network-conditions";
import { snap } from "./screenshots";

// docs/product.md#paying-on-a-flaky-connection and decision 045: a parent on a slow phone taps 'Payer' twice, then on
// another day loses the answer of 'Payer' and pays again; the association counts one order each time. Payments go
// through the embedded mode's simulated payment page, as in every journey (Stripe's servers can't be reached from here).

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: "serial" });

const suffix = Date.now().toString(36);
let member: APIRequestContext;
let campaign: { id: string; public_slug: string };

test.beforeAll(async () => {
  member = await signedInAccount(uniqueEmail("retry"));
  campaign = await publishedCampaign(member, {
    association_name: `Amicale laïque de Séné ${suffix}`,
    association_description: "L'amicale finance les sorties des élèves de l'école publique de Séné.",
    campaign_message: "Une tablette achetée, une sortie au musée pour la classe !",
    project_goal_eur: 600,
    contact_email: "amicale-sene@exemple.fr",
    association_address: "École publique, 1 place de la Mairie, 56860 Séné",
  });
});

test.afterAll(async () => {
  if (member) await closeQuietly(member);
});

const cartDrawer = (page: Page) => page.getByRole("dialog", { name: "Votre panier" });
const payButton = (page: Page) => cartDrawer(page).getByRole("button", { name: /^Payer/ });

/** Every order of the campaign, paid or waiting for its payment, as the association's sales list counts them. */
async function ordersCounted(): Promise<number> {
  const response = await member.get(`/api/campaigns/${campaign.id}/sales?status=all`);
  expect(response.ok()).toBe(true);
  return (await response.json()).summary.count;
}

async function fillTheCheckout(page: Page, email: string) {
  await page.goto(`/c/${campaign.public_slug}`);
  await page.getByRole("button", { name: "Ajouter au panier : Chocolat Noir" }).click();
  await page.getByRole("banner").getByRole("button", { name: "Panier (1)" }).click({ timeout: 30_000 });
  await cartDrawer(page).getByRole("button", { name: "Commander" }).click();
  // The form's code arrives at 50 kB/s and runs on a slowed CPU: longer waits than on a desktop.
  await cartDrawer(page).getByLabel("Nom complet", { exact: true }).fill("Gaëlle Le Corre", { timeout: 30_000 });
  await cartDrawer(page).getByLabel("Email", { exact: true }).fill(email, { timeout: 30_000 });
}

async function payOnTheSimulatedPage(page: Page) {
  await page.waitForURL(/\/pay\/simulated\//, { timeout: 60_000 });
  await page.getByRole("button", { name: "Confirmer le paiement" }).click({ timeout: 30_000 });
  await page.waitForURL(/\/paiement\/merci/, { timeout: 60_000 });
}

test("on a slow phone, a double tap and a payment whose answer was lost each make one order", async ({ page }) => {
  test.setTimeout(240_000);
  await emulate(page);

  await test.step("a double tap on 'Payer': 'Paiement en cours…', one order", async () => {
    await fillTheCheckout(page, `gaelle.${suffix}@exemple.fr`);
    // The answer is held until the button has been looked at: on the phone it takes a while, on this machine not.
    let sent = 0;
    let answer = () => {};
    const looked = new Promise<void>((resolve) => (answer = resolve));
    await page.route("**/api/checkout", async (route) => {
      sent++;
      await looked;
      await route.continue();
    });
    await payButton(page).dblclick();
    await expect(cartDrawer(page).getByRole("button", { name: /Paiement en cours…/ })).toBeDisabled();
    answer();
    await payOnTheSimulatedPage(page);
    await page.unroute("**/api/checkout");
    expect(sent).toBe(1);
    await expect(page.getByRole("heading", { level: 1, name: "Merci pour votre commande !" })).toBeVisible({ timeout: 30_000 });
    expect(await ordersCounted()).toBe(1);
  });

  await test.step("the answer of 'Payer' is lost after the server took it: the drawer says so, paying again is one order", async () => {
    await fillTheCheckout(page, `gaelle.${suffix}@exemple.fr`);
    let lost = false;
    await page.route("**/api/checkout", async (route) => {
      if (lost) return route.continue();
      // The server handles the call and writes the order; its answer never reaches the phone.
      await route.fetch();
      lost = true;
      await route.abort("connectionreset");
    });
    await payButton(page).click();
    const alert = cartDrawer(page).getByRole("alert");
    await expect(alert).toHaveText("La connexion a été interrompue. Réessayez : votre commande ne sera pas comptée deux fois.", {
      timeout: 30_000,
    });
    expect(await ordersCounted()).toBe(2);
    await atFullCpuSpeed(page, () => expectNoSeriousA11yViolations(page, { label: "the checkout after a lost answer" }));
    await snap(page, "checkout-connection-lost", { fullPage: false });

    // The confirmation page can't reach the server at first: it says so, never that the payment failed, and asks again.
    let unanswered = 0;
    await page.route("**/api/checkout/status?**", (route) => (++unanswered <= 3 ? route.abort("internetdisconnected") : route.continue()));
    await payButton(page).click();
    await payOnTheSimulatedPage(page);
    await expect(page.getByRole("heading", { level: 1, name: "Vérification impossible pour le moment" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/n'a pas abouti/)).toHaveCount(0);
    await atFullCpuSpeed(page, () => expectNoSeriousA11yViolations(page, { label: "/paiement/merci without an answer" }));
    await snap(page, "thank-you-unreachable", { fullPage: false });
    await expect(page.getByRole("heading", { level: 1, name: "Merci pour votre commande !" })).toBeVisible({ timeout: 60_000 });
    expect(await ordersCounted()).toBe(2);
  });
});

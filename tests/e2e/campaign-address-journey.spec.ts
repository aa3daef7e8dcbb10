import type { APIRequestContext } from "@playwright/test";
import { closeQuietly, signedInAccount } from "./api-accounts";
import { publishedCampaign } from "./api-campaigns";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test, uniqueEmail } from "./fixtures";
import { snap } from "./screenshots";

// Decisions 036 and 037, on a phone: the president edits her live page; the public page keeps the old text until she
// publishes the changes; she moves the page, and a visitor opening the old address reaches the shop at its new one.
// (A child's old link, and the warning a change of address shows, are walked in association-journey.spec.ts.)

test.describe.configure({ mode: "serial" });

const suffix = Date.now().toString(36);
const PHONE = { width: 390, height: 844 };
const OLD_SLUG = `ape-tilleuls-${suffix}`;
const NEW_SLUG = `noel-tilleuls-${suffix}`;
const FIRST_MESSAGE = "Nos CM2 partent en classe de neige : chaque tablette les aide.";
const NEW_MESSAGE = "Nos CM2 partent en classe de neige en février : merci pour eux !";

let manager: APIRequestContext;
let campaign: { id: string; public_slug: string };

test.beforeAll(async () => {
  manager = await signedInAccount(uniqueEmail("tilleuls"));
  campaign = await publishedCampaign(manager, {
    association_name: `APE des Tilleuls ${suffix}`,
    association_description: "L'association des parents d'élèves de l'école des Tilleuls.",
    campaign_message: FIRST_MESSAGE,
    project_goal_eur: 1500,
    contact_email: "ape-tilleuls@exemple.fr",
    association_address: "École des Tilleuls, 56000 Vannes",
    public_slug: OLD_SLUG,
  });
});

test.afterAll(async () => {
  if (manager) await closeQuietly(manager);
});

test("a live page is edited as a draft, published, then moved: its old address still leads to the shop", async ({ browser }) => {
  test.setTimeout(120_000);
  const memberContext = await browser.newContext({ storageState: await manager.storageState(), viewport: PHONE });
  const member = await memberContext.newPage();
  const visitorContext = await browser.newContext({ viewport: PHONE });
  const visitor = await visitorContext.newPage();
  const saved = member.getByRole("status").filter({ hasText: "Toutes vos modifications sont enregistrées" });
  const pending = member.getByRole("region", { name: "Modifications pas encore visibles" });

  await test.step("'Modifier ma page': a change is saved as a draft, the public page keeps the old text", async () => {
    await member.goto(`/onboarding/form?campagne=${campaign.id}`);
    await expect(member.getByRole("heading", { level: 1, name: "Modifier ma page" })).toBeVisible();
    await member.getByLabel(/^Message principal \(/).fill(NEW_MESSAGE);
    await expect(saved).toBeVisible({ timeout: 10_000 });
    await expect(pending).toContainText("votre page publique ne les montre pas encore");
    await snap(member, "live-page-pending-changes");
    await expectNoSeriousA11yViolations(member, { label: "/onboarding/form (changes not published)" });

    await visitor.goto(`/c/${OLD_SLUG}`);
    await expect(visitor.getByText(FIRST_MESSAGE)).toBeVisible();
    await expect(visitor.getByText(NEW_MESSAGE)).toHaveCount(0);
  });

  await test.step("'Publier les modifications' makes them public", async () => {
    await pending.getByRole("button", { name: "Publier les modifications" }).click();
    await expect(pending).toHaveCount(0);
    await visitor.reload();
    await expect(visitor.getByText(NEW_MESSAGE)).toBeVisible();
  });

  await test.step("the old address reaches the shop at its new address", async () => {
    await member.getByLabel("Adresse de la page (slug)").fill(NEW_SLUG);
    await expect(saved).toBeVisible({ timeout: 10_000 });
    await pending.getByRole("button", { name: "Publier les modifications" }).click();
    await expect(pending).toHaveCount(0);
    await visitor.goto(`/c/${OLD_SLUG}`);
    await expect(visitor).toHaveURL(new RegExp(`/c/${NEW_SLUG}$`));
    await expect(visitor.getByText(NEW_MESSAGE)).toBeVisible();
  });

  await memberContext.close();
  await visitorContext.close();
});

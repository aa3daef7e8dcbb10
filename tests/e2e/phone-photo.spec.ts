import type { APIRequestContext } from "@playwright/test";
import { pathTo } from "../../src/shared/page-paths";
import { phonePhotoJpeg } from "../support/test-images";
import { closeQuietly, signedInAccount } from "./api-accounts";
import { publishedCampaign } from "./api-campaigns";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test, uniqueEmail } from "./fixtures";
import { snap } from "./screenshots";

// Decision 043, on a phone: the president picks the cover photo straight from her phone's gallery (12 MP, about 6 MB)
// in 'Modifier ma page'; the field says its limit before she picks, the photo is shrunk before it is sent and accepted,
// and a visitor's phone then loads a copy of the cover near its own width, not the 2400 px original.

test.describe.configure({ mode: "serial" });

const suffix = Date.now().toString(36);
const PHONE = { width: 390, height: 844 };
const MB = 1024 * 1024;

let manager: APIRequestContext;
let campaign: { id: string; public_slug: string };

test.beforeAll(async () => {
  manager = await signedInAccount(uniqueEmail("photo"));
  campaign = await publishedCampaign(manager, {
    association_name: `Fanfare du Golfe ${suffix}`,
    association_description: "La fanfare des jeunes musiciens du golfe du Morbihan.",
    campaign_message: "Aidez nos jeunes musiciens à partir en tournée cet été !",
    project_goal_eur: 2000,
    contact_email: "fanfare-golfe@exemple.fr",
    association_address: "Salle de musique, 56000 Vannes",
  });
});

test.afterAll(async () => {
  if (manager) await closeQuietly(manager);
});

test("a 12 MP phone photo is taken as cover image, and a phone loads a copy near its own width", async ({ browser }) => {
  test.setTimeout(120_000);
  const photo = await phonePhotoJpeg();
  expect(photo.length).toBeGreaterThan(6 * MB);

  const memberContext = await browser.newContext({ storageState: await manager.storageState(), viewport: PHONE });
  const member = await memberContext.newPage();
  const field = member.getByLabel("Image de couverture");

  await test.step("the field says its formats and limit before anything is chosen", async () => {
    await member.goto(`${pathTo("onePager")}?campagne=${campaign.id}`);
    await expect(member.getByRole("heading", { level: 1, name: "Modifier ma page" })).toBeVisible();
    await expect(field).toHaveAccessibleDescription(/jusqu'à 15 Mo : les grandes photos sont réduites avant l'envoi/);
    await field.scrollIntoViewIfNeeded();
    await snap(member, "phone-photo-field");
    await expectNoSeriousA11yViolations(member, { label: "/onboarding/form (image fields with their limits)" });
  });

  await test.step("the phone's photo is shrunk before it is sent, then accepted", async () => {
    // Decoding and drawing 12 MP again takes the browser a few seconds, more on a busy machine.
    const sent = member.waitForRequest((request) => request.url().endsWith("/api/uploads/campaign-heroes"), { timeout: 40_000 });
    await field.setInputFiles({ name: "IMG_2024.jpg", mimeType: "image/jpeg", buffer: photo });
    // The form's body: the photo drawn again at about 2400x1600, a fraction of what the camera wrote.
    expect((await sent).postDataBuffer()?.length ?? 0).toBeLessThan(photo.length / 2);
    await expect(member.getByRole("img", { name: "Aperçu : Image de couverture" })).toBeVisible({ timeout: 30_000 });
    await expect(member.getByRole("alert")).toHaveCount(0);
    await expect(member.getByRole("status").filter({ hasText: "Toutes vos modifications sont enregistrées" })).toBeVisible({
      timeout: 10_000,
    });
    const pending = member.getByRole("region", { name: "Modifications pas encore visibles" });
    await pending.getByRole("button", { name: "Publier les modifications" }).click();
    await expect(pending).toHaveCount(0);
  });

  await test.step("a visitor's phone loads the cover's 480 px copy, not the original", async () => {
    const visitorContext = await browser.newContext({ viewport: PHONE });
    const visitor = await visitorContext.newPage();
    await visitor.goto(pathTo("campaign", { slug: campaign.public_slug }));
    const hero = visitor.locator("img[data-hero-image]");
    await expect(hero).toHaveAttribute("srcset", /\.w480\.webp 480w/);
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const { currentSrc, src } = await hero.evaluate((img: HTMLImageElement) => ({ currentSrc: img.currentSrc, src: img.src }));
    expect(currentSrc).toMatch(/\.w480\.webp$/);
    const chosen = (await visitor.request.get(currentSrc)).body();
    const original = (await visitor.request.get(src)).body();
    expect((await chosen).length).toBeLessThan((await original).length / 5);
    await snap(visitor, "phone-photo-public-hero");
    await visitorContext.close();
  });

  await memberContext.close();
});

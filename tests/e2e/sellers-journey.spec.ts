import { readFile } from "node:fs/promises";
import { type APIRequestContext, type Download, type Page } from "@playwright/test";
import { extractText } from "unpdf";
import { qrCodesOf } from "../support/pdf-qr-codes";
import { closeQuietly, signedInAccount } from "./api-accounts";
import { publishedCampaign } from "./api-campaigns";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test, uniqueEmail } from "./fixtures";
import { snap } from "./screenshots";
import { expectToast } from "./ui";

// docs/product.md#sellers: on a phone, a teacher pastes the class's three sellers; a grandparent opens the second
// pupil's link in a browser of their own and buys; the teacher's page counts the sale under that pupil without a
// reload; the leaderboard appears on the campaign page once switched on; the poster and the flyers open, and their QR
// codes lead to the campaign's page and to each pupil's link.

test.describe.configure({ mode: "serial" });

const suffix = Date.now().toString(36);
const NAME = `École Sainte-Anne ${suffix}`;
const PHONE = { width: 390, height: 844 };

let campaign: { id: string; public_slug: string };
let manager: APIRequestContext;

test.beforeAll(async () => {
  manager = await signedInAccount(uniqueEmail("sainte-anne"));
  campaign = await publishedCampaign(manager, {
    association_name: NAME,
    association_description: "L'APEL de l'école Sainte-Anne de Séné.",
    campaign_message: "Nos CE2 partent en classe de neige : chaque tablette les aide à partir.",
    project_goal_eur: 800,
    contact_email: "apel-sainte-anne@exemple.fr",
    association_address: "École Sainte-Anne, 56860 Séné",
  });
});

test.afterAll(async () => {
  if (manager) await closeQuietly(manager);
});

/** A download's name and bytes; pdf.js takes the bytes it reads, so each reading gets a copy (`bytes()`). */
async function downloaded(page: Page, button: string): Promise<{ name: string; bytes: () => Uint8Array }> {
  const [download]: [Download, unknown] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: button }).click(),
  ]);
  const file = await readFile((await download.path())!);
  return { name: download.suggestedFilename(), bytes: () => new Uint8Array(file) };
}

test("a class's sellers get their links; a sale through one is counted under that pupil, live", async ({ browser }) => {
  test.setTimeout(120_000);
  const teacherContext = await browser.newContext({ storageState: await manager.storageState(), viewport: PHONE, acceptDownloads: true });
  const teacher = await teacherContext.newPage();
  const sellerCard = (firstName: string) =>
    teacher.getByRole("listitem", { name: `${firstName}, ${firstName === "Inès" ? "CE1" : "CE2"}` });

  await test.step("on a phone, the teacher pastes the class: three sellers, each with a link", async () => {
    await teacher.goto(`/vendeurs/${campaign.id}`);
    await expect(teacher.getByRole("heading", { level: 1, name: "Vendeurs" })).toBeVisible();
    await teacher.getByRole("tab", { name: "Coller une liste" }).click();
    await teacher.getByRole("textbox", { name: "Un vendeur par ligne" }).fill("Léa, CE2\nNoé, CE2\nInès, CE1");
    await expect(teacher.getByText("Aperçu : 3 vendeurs à ajouter")).toBeVisible();
    await teacher.getByRole("checkbox", { name: /Ce sont des enfants/ }).check();
    await teacher.getByRole("button", { name: "Ajouter 3 vendeurs" }).click();
    // Children: nothing is sent until the parents' agreement is ticked.
    await expect(teacher.getByText("Confirmez que les parents des enfants ont donné leur accord").first()).toBeVisible();
    await expect(teacher.getByText("Aucun vendeur pour l'instant…")).toBeVisible();
    await teacher.getByRole("checkbox", { name: /Les parents ont donné leur accord/ }).check();
    await teacher.getByRole("button", { name: "Ajouter 3 vendeurs" }).click();
    await expect(teacher.getByRole("status").filter({ hasText: "3 vendeurs enregistrés" })).toBeVisible();
    for (const name of ["Léa", "Noé", "Inès"]) await expect(sellerCard(name)).toBeVisible();
    await snap(teacher, "sellers-page");
    await expectNoSeriousA11yViolations(teacher, { label: "/vendeurs/:id" });
  });

  const overview = await (await manager.get(`/api/campaigns/${campaign.id}/sellers`)).json();
  const links: Record<string, string> = Object.fromEntries(
    overview.sellers.map((s: { first_name: string; link: string }) => [s.first_name, s.link]),
  );

  await test.step("the flyers and the poster open; their QR codes lead to each pupil's link and to the page", async () => {
    const flyers = await downloaded(teacher, "Flyers des vendeurs (PDF)");
    expect(flyers.name).toMatch(/^flyers-vendeurs-.+\.pdf$/);
    const { text } = await extractText(flyers.bytes(), { mergePages: true });
    for (const name of ["Léa", "Noé", "Inès"]) expect(text).toContain(name);
    expect((await qrCodesOf(flyers.bytes())).sort()).toEqual(Object.values(links).sort());
    const poster = await downloaded(teacher, "Affiche (PDF)");
    expect((await extractText(poster.bytes(), { mergePages: true })).text.replace(/\s+/g, " ")).toContain(NAME);
    expect(await qrCodesOf(poster.bytes())).toEqual([`${new URL(links["Noé"]).origin}/c/${campaign.public_slug}`]);
  });

  await test.step("a grandparent opens Noé's link in a browser of their own and buys for him", async () => {
    const donorContext = await browser.newContext({ viewport: PHONE });
    const donor = await donorContext.newPage();
    await donor.goto(new URL(links["Noé"]).pathname);
    // The banner (its group in brackets), not the announcement made to screen readers beside it.
    await expect(donor.getByText(/Vous commandez auprès de Noé \(/)).toBeVisible();
    await snap(donor, "campaign-seller-link", { fullPage: false });
    await donor
      .getByRole("article", { name: "Chocolat Noir" })
      .getByRole("button", { name: /Ajouter au panier/ })
      .click();
    await donor
      .getByRole("banner")
      .getByRole("button", { name: /^Panier \(1\)$/ })
      .click();
    const drawer = donor.getByRole("dialog", { name: "Votre panier" });
    await drawer.getByRole("button", { name: "Commander" }).click();
    // The link's child is the one the order counts for (decision 039: no list of the class's names).
    const sellerChoice = drawer.getByRole("group", { name: "Pour quel vendeur commandez-vous ?" });
    await expect(sellerChoice).toContainText("Pour Noé");
    await drawer.getByLabel("Nom complet", { exact: true }).fill("Marcel Le Bras");
    await drawer.getByLabel("Email", { exact: true }).fill(uniqueEmail("marcel"));
    await drawer.getByRole("button", { name: /^Payer/ }).click();
    await donor.waitForURL(/\/pay\/simulated\//);
    await donor.getByRole("button", { name: "Confirmer le paiement" }).click();
    await donor.waitForURL(/\/paiement\/merci/);
    await donorContext.close();
  });

  await test.step("the teacher's page counts it under Noé without a reload", async () => {
    await expect(sellerCard("Noé")).toContainText("1 tablette · pas d'objectif");
    await expect(sellerCard("Léa")).toContainText("0 tablette · pas d'objectif");
  });

  await test.step("once switched on, the campaign page shows the leaderboard, first names and groups only", async () => {
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/c/${campaign.public_slug}`);
    await expect(visitor.getByRole("heading", { name: "Classement des vendeurs" })).toHaveCount(0);
    await teacher.getByRole("switch", { name: /Afficher le classement/ }).click();
    await expectToast(teacher, /choix enregistré/);
    await visitor.reload();
    // It loads as the visitor scrolls toward it (the top of the page comes first).
    await visitor.locator("#classement").scrollIntoViewIfNeeded();
    const board = visitor.getByRole("region", { name: "Classement des vendeurs" });
    await expect(board).toContainText("Noé");
    await expect(board).toContainText("CE2");
    await expect(board).not.toContainText("Marcel");
    await snap(visitor, "campaign-leaderboard");
    await visitor.context().close();
  });
  await teacherContext.close();
});

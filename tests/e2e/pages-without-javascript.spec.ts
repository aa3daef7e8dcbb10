import { documentTitle } from "../../src/shared/document-title";
import { homePage, prerenderedPages } from "../../src/shared/public-pages";
import { expect, test } from "./fixtures";
import { publicPages } from "./public-pages";

// docs/decisions/023-prerendered-public-pages.md: the public pages are in the HTML the server sends. With JavaScript
// off, each shows its own title, heading and text, the operator's details (never a placeholder), and its links
// lead somewhere; the FAQ's answers and its structured data are there. With it on, a link between them is followed
// without reloading the page.

const heading = (path: string) => publicPages.find((entry) => entry.path === path)!.h1;

test("with JavaScript off, every public page is readable and its links work", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  for (const entry of [homePage, ...prerenderedPages]) {
    const response = await page.goto(entry.path);
    expect(response?.status(), entry.path).toBe(200);
    await expect(page, entry.path).toHaveTitle(entry.path === "/" ? "Boutique Solidaire" : documentTitle(entry.title));
    await expect(page.getByRole("heading", { level: 1, name: heading(entry.path) })).toBeVisible();
    await expect(page.locator("meta[name=description]")).toHaveAttribute("content", entry.description);
    expect(await page.content(), `${entry.path}: an operator placeholder left`).not.toContain("%%operator");
    // The footer's links are real addresses, the same on every page.
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Mentions légales" })).toHaveAttribute(
      "href",
      "/mentions-legales",
    );
  }

  await page.goto("/mentions-legales");
  // The made-up company of the embedded mode (src/server/operator-config.ts), from configuration.
  await expect(page.getByText("912 345 675 00017")).toBeVisible();
  await expect(page.getByText("FR65912345675")).toBeVisible();

  await page.goto("/faq");
  await expect(page.locator("details")).toHaveCount(8);
  // A closed question keeps its answer in the HTML; a click opens it, with no script.
  await page.locator("summary", { hasText: "Les paiements sont-ils sécurisés ?" }).click();
  await expect(page.getByText("certifié PCI DSS")).toBeVisible();
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "null") as {
    "@type": string;
    mainEntity: { name: string; acceptedAnswer: { text: string } }[];
  };
  expect(data["@type"]).toBe("FAQPage");
  expect(data.mainEntity).toHaveLength(8);
  // The same words as the page (its spaces before '?' are non-breaking).
  expect(data.mainEntity[3].name.replace(/\s/g, " ")).toBe("Les paiements sont-ils sécurisés ?");
  expect(data.mainEntity[3].acceptedAnswer.text).toContain("PCI DSS");

  // The header's 'Connexion' is there before any script on a wide screen, for a visitor; a likely member's page (a
  // session cookie) keeps it hidden, so that it never flashes before their account button.
  await page.setViewportSize({ width: 1280, height: 800 });
  const signIn = page.getByRole("banner").getByRole("link", { name: "Connexion" });
  await expect(signIn).toHaveAttribute("href", "/auth/login");
  await context.addCookies([{ name: "bs.session_token", value: "ancienne", url: page.url() }]);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(signIn).toBeHidden();
  await context.clearCookies();
  await page.setViewportSize({ width: 390, height: 844 });

  // A link leads to the next page, served whole.
  await page.getByRole("contentinfo").getByRole("link", { name: "Nos tablettes" }).click();
  await expect(page).toHaveURL(/\/chocolats$/);
  await expect(page.getByRole("heading", { level: 1, name: heading("/chocolats") })).toBeVisible();
  await expect(page.getByText("Ingrédients").first()).toBeAttached();
  await context.close();
});

test("with JavaScript on, a page left alone runs no app; once the visitor moves, the app takes over and links no longer reload", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/faq");
  await page.waitForLoadState("networkidle");
  // The boot script alone (docs/decisions/023-prerendered-public-pages.md): the page is readable and its links work.
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/boot-[^/]+\.js$/)]);

  await page.mouse.move(200, 300);
  await page.waitForFunction(() => (window as unknown as { __appHydrated?: boolean }).__appHydrated === true);
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.getByRole("contentinfo").getByRole("link", { name: "Mentions légales" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mentions légales" })).toBeVisible();
  await expect(page).toHaveTitle(documentTitle("Mentions légales"));
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  await expect(page.getByText("912 345 675 00017")).toBeVisible();
});

import { expect, test } from "./fixtures";
import { snap } from "./screenshots";
import { tabTo } from "./ui";

// /faq (docs/product.md#other-pages: single-open collapsible accordion), docs/product.md#carousel, the mobile menu
// (docs/product.md#header-and-footer); and the prerendered home page (docs/decisions/006-prerendered-home.md).

test("FAQ: eight questions, one open at a time, collapsible, keyboard operable, ends with a link to /contact", async ({ page }) => {
  await page.goto("/faq");
  await expect(page.locator("details")).toHaveCount(8);
  const item = (question: string) => page.locator("details", { has: page.locator("summary", { hasText: question }) });
  const first = item("Comment fonctionne la plateforme ?");
  const payments = item("Les paiements sont-ils sécurisés ?");
  const skills = item("Faut-il des compétences techniques ?");
  const open = page.locator("details[open]");

  await expect(open).toHaveCount(0);
  await expect(page.getByText("appel de 30 minutes")).toBeHidden();
  await first.locator("summary").click();
  await expect(first).toHaveAttribute("open", "");
  await expect(page.getByText("appel de 30 minutes")).toBeVisible();

  // Opening another closes the first.
  await payments.locator("summary").click();
  await expect(payments).toHaveAttribute("open", "");
  await expect(first).not.toHaveAttribute("open");
  await expect(page.getByText("PCI DSS")).toBeVisible();
  await expect(open).toHaveCount(1);

  // Collapsible: the open one closes again.
  await payments.locator("summary").click();
  await expect(open).toHaveCount(0);

  // Keyboard: Tab to a question, Enter opens it; Tab goes on to the next question, Space opens it.
  await tabTo(page, first.locator("summary"));
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("open", "");
  await page.keyboard.press("Tab");
  await expect(skills.locator("summary")).toBeFocused();
  await page.keyboard.press("Space");
  await expect(skills).toHaveAttribute("open", "");
  await expect(first).not.toHaveAttribute("open");
  await snap(page, "faq-open");

  await page.getByRole("link", { name: "Contactez-nous" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("link", { name: "contact@boutique-solidaire.fr" })).toHaveAttribute(
    "href",
    "mailto:contact@boutique-solidaire.fr",
  );
});

test("/chocolats carousel: 'Best Seller' badge, buttons disabled at the ends, arrow keys navigate", async ({ page }) => {
  await page.goto("/chocolats");
  const carousel = page.getByRole("region", { name: "Nos tablettes" });
  const previous = carousel.getByRole("button", { name: "Tablette précédente" });
  const next = carousel.getByRole("button", { name: "Tablette suivante" });
  await carousel.scrollIntoViewIfNeeded();

  await expect(carousel.getByText("Best Seller")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Chocolat Noir", exact: true })).toBeVisible();
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();

  await next.click();
  await expect(page.getByRole("heading", { name: "Chocolat Amandes", exact: true })).toBeVisible();
  // The first slide (with the badge) is now hidden from assistive technologies and the keyboard.
  await expect(carousel.getByRole("group", { name: "1 sur 3", includeHidden: true })).toHaveAttribute("aria-hidden", "true");
  await next.click();
  await expect(page.getByRole("heading", { name: "Chocolat Blanc", exact: true })).toBeVisible();
  await expect(next).toBeDisabled();
  // The focus stays in the carousel when its button turns disabled.
  await expect(carousel).toBeFocused();

  await page.keyboard.press("ArrowRight"); // already at the end
  await expect(page.getByRole("heading", { name: "Chocolat Blanc", exact: true })).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("heading", { name: "Chocolat Amandes", exact: true })).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("heading", { name: "Chocolat Noir", exact: true })).toBeVisible();
  await expect(previous).toBeDisabled();
  await expect(carousel.getByText("Image 1 sur 3")).toBeAttached();

  await expect(page.getByRole("link", { name: "Voir la fiche du Chocolat Noir" })).toHaveAttribute("href", "/demo/produit/noir");
});

test("mobile menu: keyboard opens it, focus stays inside, Escape closes it and returns the focus", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/chocolats");
  const burger = page.getByRole("button", { name: "Ouvrir le menu" });
  await tabTo(page, burger);
  await page.keyboard.press("Enter");
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link", { name: "Nos chocolats" })).toBeVisible();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]")))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(burger).toBeFocused();

  // A link inside closes the menu and navigates.
  await burger.click();
  await menu.getByRole("link", { name: "Comment ça marche" }).click();
  await expect(page).toHaveURL(/\/comment-ca-marche$/);
  await expect(menu).toBeHidden();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page is already in the HTML", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Financez vos projets avec du chocolat de qualité" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Créer ma campagne" }).first()).toHaveAttribute("href", "/campaign/create");
    await expect(page.getByRole("link", { name: "Chocolat Noir" })).toHaveAttribute("href", "/demo/produit/noir");
  });
});

test("on any other address the prerendered home page never shows, not even before the app starts", async ({ page }) => {
  // Hold the app's code back: what shows meanwhile is the HTML alone, with the boot script's flag.
  await page.route(/\/assets\/main-[^/]+\.js$/, () => {});
  await page.goto("/campaign/create", { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).toHaveAttribute("data-spa-route", "");
  await expect(page.locator("#prerendered-home")).toBeHidden();
  await expect(page.getByRole("heading", { name: "Financez vos projets avec du chocolat de qualité" })).toBeHidden();
});

// The prerendered home page becoming the live app (hydration) without any console error, its demo button and a link
// of the main navigation then working without a reload: walked in early-taps-slow-phone.spec.ts, on the first visit
// whose early tap on 'Voir une démo' the app takes over.

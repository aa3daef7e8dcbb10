import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test } from "./fixtures";
import { budgets, countScripts, expectWithinBudget } from "./js-budgets";
import { publicPages, revealLazyImages, settle, watchPage } from "./public-pages";
import { snap } from "./screenshots";

// The public face (marketing pages, demo product pages, newsletter outcomes) at a phone and a desktop width:
// right heading, no console error, no failed request, no sideways scrolling on the phone, no serious axe
// violation; screenshots in test-results/screenshots/public-*.png. A page with a JavaScript budget (js-budgets.ts) is
// measured on the same first visit, before anything scrolls it. Then a crawler follows every internal link.

const origin = new URL(process.env.E2E_BASE_URL!).origin;

// Each page is a test of its own, with nothing shared: they spread over the workers.
test.describe.configure({ mode: "parallel" });

// One visit per page, looked at as a phone then as a desktop: resizing re-lays the page out without a second
// navigation, which would only measure the server again.
for (const entry of publicPages) {
  const budget = budgets.get(entry.path);
  const title = `${entry.path} renders cleanly at 390 and 1280 px${budget ? ", within its JavaScript budget" : ""}`;
  test(title, async ({ page }) => {
    const problems = watchPage(page, origin);
    // Each test has a fresh browser context: a first visit, nothing cached, as the budget is measured.
    const scripts = countScripts(page);
    await page.setViewportSize({ width: 390, height: 844 });
    const response = await page.goto(entry.path);
    expect(response?.status(), "HTTP status").toBe(200);

    for (const width of [390, 1280] as const) {
      if (width === 1280) await page.setViewportSize({ width, height: 800 });
      await expect(page.getByRole("heading", { level: 1, name: entry.h1 })).toBeVisible();
      await settle(page);
      if (width === 390 && budget) {
        // The scripts the page loaded untouched: network idle (settle's wait, here never cut short), nothing clicked,
        // scrolled or moved over yet.
        await page.waitForLoadState("networkidle");
        expectWithinBudget(entry.path, await scripts(), budget);
      }
      // Only one h1: the prerendered home page must never show under another page.
      await expect(page.locator("h1:visible")).toHaveCount(1);
      if (width === 390) {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, "horizontal scroll on a phone (px)").toBeLessThanOrEqual(0);
      }
      await expectNoSeriousA11yViolations(page, { label: `${entry.path} ${width}px` });
      await revealLazyImages(page);
      await snap(page, `public-${entry.name}`, { widths: [width] });
    }
    // Once the app holds the page (a prerendered page adopts it at the visitor's first move; a mismatch would be an
    // error): still no console error.
    await page.mouse.move(20, 20);
    await page.waitForFunction(() => (window as { __appHydrated?: boolean }).__appHydrated === true);
    expect(problems.console, "console errors").toEqual([]);
    expect(problems.requests, "failed requests").toEqual([]);
  });
}

// Pages the tests above load, at two widths, down to their last lazy image: their status, heading and console are
// checked there.
const checkedAbove = new Set<string>(publicPages.map((entry) => entry.path));

test("a crawler from / follows every internal link: none is '#', none leads to the 404 page", async ({ page }) => {
  test.setTimeout(240_000);
  const problems = watchPage(page, origin);
  const seen = new Set<string>(["/"]);
  const queue = ["/"];
  const badLinks: string[] = [];
  const notFound: string[] = [];

  while (queue.length > 0) {
    const path = queue.shift()!;
    const response = await page.goto(path);
    if (response?.status() === 404) notFound.push(`${path} (HTTP 404)`);
    await page.locator("h1").first().waitFor();
    // A prerendered page has all its links in its HTML, and one left alone runs no app: once loaded, the network
    // only brings the pictures below the first screen, which the tests above check on these pages. Elsewhere the app
    // renders the page, and its links, as its code and data arrive.
    const prerendered = await page.evaluate(() => !document.documentElement.hasAttribute("data-spa-route"));
    if (!(prerendered && checkedAbove.has(path))) await page.waitForLoadState("networkidle").catch(() => {});
    if (await page.getByText("Oops! Page not found").isVisible()) notFound.push(path);

    const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    for (const href of hrefs) {
      if (href === "#" || href.trim() === "") badLinks.push(`${path}: "${href}"`);
      if (!href.startsWith("/") || href.startsWith("//") || href.startsWith("/api/")) continue; // mailto:, tel:, #anchors, other sites
      const target = href.split("#")[0];
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }

  // The crawl reached the pages of the header and footer (a sanity check on the crawler itself).
  for (const expected of [
    "/comment-ca-marche",
    "/chocolats",
    "/faq",
    "/contact",
    "/cgu",
    "/privacy",
    "/mentions-legales",
    "/cookies",
    "/a-propos",
    "/support",
    "/demo/produit/noir",
  ]) {
    expect([...seen], `crawled ${expected}`).toContain(expected);
  }
  expect(badLinks, "links to '#' or empty").toEqual([]);
  expect(notFound, "links leading to the 404 page").toEqual([]);
  // Signed-in pages answer anonymous visitors by a redirect to /auth/login: still no console error.
  expect(problems.console, "console errors while crawling").toEqual([]);
});

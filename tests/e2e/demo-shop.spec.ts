import type { Locator, Page } from "@playwright/test";
import { DELIVERY_PROMISE } from "../../src/shared/delivery-promise";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test } from "./fixtures";
import { snap } from "./screenshots";
import { escapeFrom, expectToast, pathOf } from "./ui";

// docs/product.md#demo: the demo dialog's shop, its cart rules, 'Faire un don',
// the product detail dialog; /demo/produit/{productId} with its fallbacks.

// fr-FR amounts use no-break spaces ('2 500,00 €'): compare with any whitespace.
const euros = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s"));

async function openDemo(page: Page): Promise<Locator> {
  await page.goto("/");
  await page.getByRole("button", { name: "Voir une démo" }).first().click();
  const demo = page.getByRole("dialog", { name: "Boutique de démonstration" });
  await expect(demo).toBeVisible();
  await expect(demo.getByRole("heading", { name: "Soutenez l'association Les Amis de l'École Jules Ferry" })).toBeVisible();
  return demo;
}

/** The carousel of the demo shop, showing the named bar. */
async function showBar(demo: Locator, name: string) {
  const next = demo.getByRole("button", { name: "Tablette suivante" });
  for (let i = 0; i < 3 && !(await demo.getByRole("heading", { name, exact: true }).isVisible()); i++) await next.click();
  await expect(demo.getByRole("heading", { name, exact: true })).toBeVisible();
}

test("the demo dialog: progress at 50 %, mission, carousel, reviews, contact; loaded only when asked for; keeps the keyboard inside; 'Faire un don' explains the same secure checkout", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(
    scripts.some((url) => url.includes("demo-dialog")),
    "demo chunk before the click",
  ).toBe(false);

  const demo = await openDemo(page);
  expect(
    scripts.some((url) => url.includes("demo-dialog")),
    "demo chunk after the click",
  ).toBe(true);
  await expect(demo.getByText(euros("Collecte en cours : 2 500,00 € / 5 000,00 €"))).toBeVisible();
  await expect(demo.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "50");
  await expect(demo.getByRole("heading", { name: "Notre Mission" })).toBeVisible();
  await expect(demo.getByRole("region", { name: "Nos tablettes" })).toBeVisible();
  await expect(demo.getByRole("heading", { name: "Ils se sont régalés" })).toBeVisible();
  await expect(demo.getByText("Sophie M.")).toBeVisible();
  await expect(demo.getByText("Julien R.")).toBeVisible();
  await expect(demo.getByText("amis.julesferry@exemple.fr")).toBeVisible();
  await expect(demo.getByText("02 97 00 00 00")).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: "demo dialog" });
  await snap(page, "demo-dialog", { fullPage: false });

  // The keyboard stays inside: where the focus is after each Tab is noted by the page itself as the key comes up (the
  // focus moves as it goes down), and read once, instead of asking the page after each of the 60 presses. A focus
  // that left the page altogether would note nothing: the count says so.
  await page.evaluate(() => {
    const noted: boolean[] = [];
    (window as unknown as { focusInsideAfterTab: boolean[] }).focusInsideAfterTab = noted;
    addEventListener(
      "keyup",
      (event) => event.key === "Tab" && noted.push(Boolean(document.activeElement?.closest("[role=dialog]"))),
      true,
    );
  });
  for (let i = 0; i < 60; i++) await page.keyboard.press("Tab");
  const insideAfterTab = await page.evaluate(() => (window as unknown as { focusInsideAfterTab: boolean[] }).focusInsideAfterTab);
  expect(insideAfterTab, "a focus noted after each Tab press").toHaveLength(60);
  insideAfterTab.forEach((inside, i) => expect(inside, `focus inside the dialog after ${i + 1} Tab presses`).toBe(true));

  // 'Faire un don' explains that donations go through the same secure checkout.
  await demo.getByRole("button", { name: "Faire un don" }).click();
  const donate = page.getByRole("dialog", { name: "Faire un don" });
  await expect(donate).toContainText("même paiement sécurisé");
  await expect(donate.getByRole("button", { name: "J'ai compris" })).toBeFocused();
  await snap(page, "demo-donate", { fullPage: false });
  await donate.getByRole("button", { name: "J'ai compris" }).click();
  await expect(donate).toBeHidden();
  await expect(demo).toBeVisible();

  // Escape closes it and the focus goes back to the button that opened it.
  await escapeFrom(page, demo);
  await expect(demo).toBeHidden();
  await expect(page.getByRole("button", { name: "Voir une démo" }).first()).toBeFocused();

  // Its close button closes it too.
  await page.getByRole("button", { name: "Voir une démo" }).first().click();
  await expect(demo).toBeVisible();
  await demo.getByRole("button", { name: "Fermer la démo" }).click();
  await expect(demo).toBeHidden();
});

test("demo cart rules: +1 on an existing bar, the chosen quantity from the detail, stepper never below 1, removal, totals", async ({
  page,
}) => {
  const demo = await openDemo(page);
  const cartButton = demo.getByRole("button", { name: /^Panier \(\d+\)$/ });
  await expect(cartButton).toHaveText("Panier (0)");

  // Empty cart.
  await cartButton.click();
  const drawer = page.getByRole("dialog", { name: "Votre panier" });
  await expect(drawer.getByText("Votre panier est vide")).toBeVisible();
  await escapeFrom(page, drawer);
  await expect(drawer).toBeHidden();
  await expect(demo).toBeVisible(); // Escape closed the drawer only

  // Chocolat Noir twice from the carousel: one line, quantity 2.
  await showBar(demo, "Chocolat Noir");
  await demo.getByRole("button", { name: "Ajouter au panier" }).click();
  await expectToast(page, "Produit ajouté");
  await demo.getByRole("button", { name: "Ajouter au panier" }).click();
  await expect(cartButton).toHaveText("Panier (2)");

  // Chocolat Blanc from its detail: the stepper starts at 1, cannot go below, adds 3 and closes.
  await showBar(demo, "Chocolat Blanc");
  await expect(demo.getByRole("button", { name: "Tablette suivante" })).toBeDisabled();
  await demo.getByRole("button", { name: "Voir le détail" }).click();
  const detail = page.getByRole("dialog", { name: "Chocolat Blanc" });
  await expect(detail).toBeVisible();
  await expect(detail.getByText("20% reversés")).toBeVisible();
  await expect(detail.getByText(DELIVERY_PROMISE)).toBeVisible();
  await expect(detail.getByText(euros("7,00 €")).first()).toBeVisible();
  await expect(detail.getByRole("heading", { name: "Notes aromatiques" })).toBeVisible();
  await expect(detail.getByRole("heading", { name: "Terroir" })).toBeVisible();
  const quantity = detail.getByRole("group", { name: "Quantité" }).locator("output");
  await expect(quantity).toHaveText("1");
  await expect(detail.getByRole("button", { name: "Diminuer la quantité" })).toBeDisabled();
  // Gallery: the thumbnails pick the picture, the arrows stop at the ends.
  const gallery = detail.getByRole("region", { name: "Images de Chocolat Blanc" });
  await expect(gallery.getByRole("button", { name: "Image précédente" })).toBeDisabled();
  await detail.getByRole("button", { name: "Afficher l'image 2" }).click();
  await expect(gallery.getByRole("button", { name: "Image suivante" })).toBeDisabled();
  await detail.getByRole("button", { name: "Augmenter la quantité" }).click();
  await detail.getByRole("button", { name: "Augmenter la quantité" }).click();
  await expect(quantity).toHaveText("3");
  await snap(page, "demo-product-dialog", { fullPage: false });
  await detail.getByRole("button", { name: "Ajouter au panier" }).click();
  await expect(detail).toBeHidden();
  await expect(cartButton).toHaveText("Panier (5)");

  // Adding again starts from 1.
  await demo.getByRole("button", { name: "Voir le détail" }).click();
  await expect(page.getByRole("dialog", { name: "Chocolat Blanc" }).getByRole("group", { name: "Quantité" }).locator("output")).toHaveText(
    "1",
  );
  await escapeFrom(page, page.getByRole("dialog", { name: "Chocolat Blanc" }));

  // The drawer: lines, subtotals price × quantity, total, count.
  await cartButton.click();
  await expect(drawer.getByText("5 tablettes · boutique de démonstration")).toBeVisible();
  const lines = drawer.getByRole("list", { name: "Articles du panier" }).getByRole("listitem");
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText("Chocolat Noir");
  await expect(lines.nth(0).getByTestId("line-subtotal")).toHaveText(euros("16,00 €"));
  await expect(lines.nth(1)).toContainText("Chocolat Blanc");
  await expect(lines.nth(1).getByTestId("line-subtotal")).toHaveText(euros("21,00 €"));
  await expect(drawer.getByTestId("cart-total")).toHaveText(euros("37,00 €"));
  await snap(page, "demo-cart-drawer", { fullPage: false });

  // The stepper moves by 1 and stops at 1.
  const noirMinus = drawer.getByRole("button", { name: "Diminuer la quantité de Chocolat Noir" });
  await noirMinus.click();
  await expect(drawer.getByRole("group", { name: "Quantité de Chocolat Noir" }).locator("output")).toHaveText("1");
  await expect(noirMinus).toBeDisabled();
  await drawer.getByRole("button", { name: "Augmenter la quantité de Chocolat Blanc" }).click();
  await expect(lines.nth(1).getByTestId("line-subtotal")).toHaveText(euros("28,00 €"));
  await expect(drawer.getByTestId("cart-total")).toHaveText(euros("36,00 €"));

  // Removal.
  await drawer.getByRole("button", { name: "Retirer Chocolat Blanc du panier" }).click();
  await expectToast(page, "Produit retiré");
  await expect(lines).toHaveCount(1);
  await expect(drawer.getByTestId("cart-total")).toHaveText(euros("8,00 €"));

  // Ordering is explained, nothing is paid.
  await drawer.getByRole("button", { name: "Commander" }).click();
  await expect(drawer.getByText("rien n'est commandé ni débité")).toBeVisible();
  await escapeFrom(page, drawer);
  await expect(cartButton).toHaveText("Panier (1)");
});

// /demo/produit shows Chocolat Noir without an id, /demo/produit/praline Chocolat Amandes, an unknown id (caramel)
// 'Produit non trouvé': public-site.spec.ts loads each of them and checks that heading, at two widths.
test("/demo/produit/blanc: the bar's detail; add with the stepper", async ({ page }) => {
  await page.goto("/demo/produit/blanc");
  await expect(page.getByRole("heading", { level: 1, name: "Chocolat Blanc" })).toBeVisible();
  await expect(page.getByText(euros("7,00 €")).first()).toBeVisible();
  await expect(page.getByText("20% reversés")).toBeVisible();
  await expect(page.getByText(DELIVERY_PROMISE)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Notes aromatiques" })).toBeVisible();
  await expect(page.getByText("Vanille Bourbon", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Terroir" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Miniatures" }).getByRole("button")).toHaveCount(2);

  const quantity = page.getByRole("group", { name: "Quantité" }).locator("output");
  await expect(quantity).toHaveText("1");
  await expect(page.getByRole("button", { name: "Diminuer la quantité" })).toBeDisabled();
  await page.getByRole("button", { name: "Augmenter la quantité" }).click();
  await expect(quantity).toHaveText("2");
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expectToast(page, "Produit ajouté");
  await expect(page.getByRole("button", { name: "Panier de démo (2)" })).toBeVisible();

  await page.getByRole("link", { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(pathOf(page)).toBe("/");
});

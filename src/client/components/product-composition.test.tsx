// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { findProduct, products, type Product } from "../../shared/catalogue";
import { ProductDialog } from "../shop/campaign-page/product-dialog";
import { ProductDetails } from "../shop/demo/product-details";
import { ChocolatesPage } from "../marketing/chocolates-page";
import { ProductComposition } from "./product-composition";

// EU regulation 1169/2011, art. 14: before a food is bought at a distance, the shop shows its legal name, ingredients
// (allergens standing out), net weight, nutrition, storage, origin and who makes it. One section, in three places.

afterEach(cleanup);

const praline = findProduct("praline") as Product;

/** The section opened by its summary, as a visitor would. */
async function opened(summary = "Composition et allergènes") {
  const user = userEvent.setup();
  const toggle = screen.getByText(summary, { selector: "summary" });
  await user.click(toggle);
  const details = toggle.closest("details")!;
  expect(details.open).toBe(true);
  return within(details);
}

describe("ProductComposition", () => {
  it("starts closed, and opens on its summary", async () => {
    render(<ProductComposition product={praline} />);
    const details = screen.getByText("Composition et allergènes", { selector: "summary" }).closest("details")!;
    expect(details.open).toBe(false);
    await opened();
  });

  it("shows the legal name, the ingredients with their allergens in bold, and what it may contain", async () => {
    render(<ProductComposition product={praline} />);
    const section = await opened();
    expect(section.getByText("Chocolat au lait aux éclats de noisettes et d'amandes grillées, bio")).toBeTruthy();
    const bold = section.getAllByText((_, element) => element?.tagName === "STRONG").map((element) => element.textContent);
    expect(bold).toEqual(["lait", "soja", "noisettes", "amandes"]);
    // The list reads in one piece, in descending order of weight.
    const ingredients = section.getByText(
      (_, element) => element?.tagName === "P" && /^Chocolat au lait\* 80 %/.test(element.textContent ?? ""),
    );
    expect(ingredients.textContent).toBe(
      "Chocolat au lait* 80 % (sucre de canne roux*, beurre de cacao*, lait entier en poudre*, pâte de cacao*, émulsifiant : lécithine de soja*, vanille en poudre*), éclats de noisettes* grillées 12 %, éclats d'amandes* grillées 8 %.",
    );
    expect(section.getByText("Cacao : 35 % minimum dans le chocolat au lait.")).toBeTruthy();
    expect(section.getByText(/Peut contenir des traces d'autres fruits à coque\./)).toBeTruthy();
    expect(section.getByText("* Ingrédients issus de l'agriculture biologique. Agriculture UE/non UE.")).toBeTruthy();
  });

  it("gives the nutrition per 100 g as a table with its caption, and the net weight, storage, origin and maker", async () => {
    render(<ProductComposition product={praline} />);
    const section = await opened();
    const table = section.getByRole("table", { name: "Valeurs nutritionnelles moyennes pour 100 g" });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => row.textContent?.replace(/\s/g, " "));
    expect(rows).toEqual([
      "Énergie2 378 kJ / 571 kcal",
      "Matières grasses39 g",
      "dont acides gras saturés17 g",
      "Glucides46 g",
      "dont sucres43 g",
      "Protéines9 g",
      "Sel0,15 g",
    ]);
    expect(section.getByText("100 g")).toBeTruthy();
    expect(section.getByText(/^À conserver dans un endroit frais et sec/)).toBeTruthy();
    expect(section.getByText("Cacao de République dominicaine, amandes et noisettes d'Europe du Sud.")).toBeTruthy();
    expect(section.getByText(/Boutique Solidaire — Atelier de Vannes, .*56000 Vannes/)).toBeTruthy();
  });

  it("says so when a bar has no cocoa percentage to show", async () => {
    render(<ProductComposition product={findProduct("blanc") as Product} />);
    const section = await opened();
    expect(section.queryByText(/^Cacao :/)).toBeNull();
    expect(section.getAllByText((_, element) => element?.tagName === "STRONG").map((element) => element.textContent)).toEqual(["lait"]);
  });
});

describe("where it is shown", () => {
  it("in the campaign page's product dialog", async () => {
    render(<ProductDialog product={praline} priceCents={900} onOpenChange={() => {}} onAdd={() => {}} />);
    const section = await opened();
    expect(section.getByRole("table", { name: "Valeurs nutritionnelles moyennes pour 100 g" })).toBeTruthy();
  });

  it("in the demo's product detail", async () => {
    render(<ProductDetails product={praline} title={<h2>{praline.name}</h2>} onAdd={() => {}} />);
    const section = await opened();
    expect(section.getByText(praline.food.legalName)).toBeTruthy();
  });

  it("on /chocolats, one for each bar", async () => {
    render(
      <MemoryRouter>
        <ChocolatesPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { name: "Composition et allergènes" })).toBeTruthy();
    for (const product of products) {
      const section = await opened(product.name);
      expect(section.getByText(product.food.legalName)).toBeTruthy();
    }
  });
});

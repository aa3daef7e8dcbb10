import { describe, expect, it } from "vitest";
import { FOOD_BUSINESS_OPERATOR, products } from "./catalogue";

// The food information of each bar (regulation 1169/2011, art. 9 and 14) holds together: what the screens show is
// what a label would say.

/** The substances of annex II of regulation 1169/2011 that can be in our bars, as the lists name them. */
const annexTwo = ["lait", "soja", "noisettes", "amandes"];

describe("food information", () => {
  it.each(products)("$id: energy from its nutrients with the factors of annex XIV", ({ food }) => {
    const n = food.nutrition;
    // Fat 37 kJ / 9 kcal per gram; carbohydrate and protein 17 kJ / 4 kcal.
    expect(n.energyKj).toBe(37 * n.fatGrams + 17 * n.carbohydrateGrams + 17 * n.proteinGrams);
    expect(n.energyKcal).toBe(9 * n.fatGrams + 4 * n.carbohydrateGrams + 4 * n.proteinGrams);
    expect(n.saturatedFatGrams).toBeLessThanOrEqual(n.fatGrams);
    expect(n.sugarsGrams).toBeLessThanOrEqual(n.carbohydrateGrams);
  });

  it.each(products)("$id: allergens marked, traces named, one workshop", ({ food, weightGrams }) => {
    const allergens = food.ingredients.filter((part) => part.allergen).map((part) => part.text);
    expect(allergens.length).toBeGreaterThan(0);
    for (const allergen of allergens) expect(annexTwo).toContain(allergen);
    expect(food.mayContain).toMatch(/^Peut contenir des traces d(e |')/);
    expect(food.operator).toBe(FOOD_BUSINESS_OPERATOR);
    expect(weightGrams).toBe(100);
  });

  it("gives the cocoa content where décret 76-692 asks for it: chocolate and milk chocolate, not white", () => {
    const cocoa = Object.fromEntries(products.map((p) => [p.id, p.food.cocoaContent]));
    expect(cocoa).toEqual({
      noir: "Cacao : 70 % minimum.",
      praline: "Cacao : 35 % minimum dans le chocolat au lait.",
      blanc: null,
    });
  });
});

import { describe, expect, it } from "vitest";
import { HOME_DELIVERY_FEE_CENTS } from "./catalogue";
import { clampQuantity, deliveryFeeCents, donationMessages, MAX_QUANTITY, MAX_QUANTITY_MESSAGE } from "./checkout-rules";

describe("deliveryFeeCents (docs/product.md#constants)", () => {
  it("charges 3,90 € for home delivery from the first bar on", () => {
    expect(HOME_DELIVERY_FEE_CENTS).toBe(390);
    expect(deliveryFeeCents("home_delivery", 1)).toBe(390);
    expect(deliveryFeeCents("home_delivery", MAX_QUANTITY * 3)).toBe(390);
  });

  it("charges nothing for pick-up, whatever the cart", () => {
    expect(deliveryFeeCents("pickup", 0)).toBe(0);
    expect(deliveryFeeCents("pickup", 1)).toBe(0);
    expect(deliveryFeeCents("pickup", 250)).toBe(0);
  });

  it("charges nothing when no bar ships (an empty cart, a donation alone)", () => {
    expect(deliveryFeeCents("home_delivery", 0)).toBe(0);
  });
});

describe("the quantity cap (docs/product.md#cart)", () => {
  it("is 99 bars of a product, with its French message", () => {
    expect(MAX_QUANTITY).toBe(99);
    expect(MAX_QUANTITY_MESSAGE).toBe("99 tablettes au maximum par produit");
  });

  it("keeps a quantity between 1 and the cap, in whole bars", () => {
    expect(clampQuantity(1)).toBe(1);
    expect(clampQuantity(98)).toBe(98);
    expect(clampQuantity(99)).toBe(99);
    expect(clampQuantity(100)).toBe(99);
    expect(clampQuantity(500)).toBe(99);
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-3)).toBe(1);
    expect(clampQuantity(2.7)).toBe(2);
  });
});

describe("donation messages", () => {
  it("name the bounds in euros", () => {
    expect(donationMessages.min).toBe("Le don minimum est de 1 €");
    expect(donationMessages.max).toBe("Le don maximum est de 5000 €");
  });
});

import { describe, expect, it } from "vitest";
import { HOME_DELIVERY_FEE_CENTS } from "../../../shared/catalogue";
import { formatEuros } from "../../../shared/money";
import type { CartLine } from "./cart-store";
import { checkoutTotals, deliveryFeeLabel, toCheckoutCart } from "./checkout-totals";

const noir: CartLine = { id: "noir", name: "Chocolat Noir", price: 800, quantity: 2, image: "/images/products/noir-1.svg" };
const blanc: CartLine = { id: "blanc", name: "Chocolat Blanc", price: 700, quantity: 1, image: "/images/products/blanc-1.svg" };

// The fee itself is shared/checkout-rules.ts's, tested there.
describe("delivery fee label", () => {
  it("reads 3,90 € for home delivery and Gratuit for pick-up (docs/product.md#constants)", () => {
    expect(HOME_DELIVERY_FEE_CENTS).toBe(390);
    expect(deliveryFeeLabel("home_delivery").replace(/\u202f|\u00a0/g, " ")).toBe("3,90 €");
    expect(deliveryFeeLabel("pickup")).toBe("Gratuit");
  });
});

describe("checkout totals", () => {
  it("adds the delivery fee to the subtotal", () => {
    expect(checkoutTotals([noir, blanc], "home_delivery")).toEqual({
      subtotalCents: 2300,
      donationCents: 0,
      deliveryFeeCents: 390,
      totalCents: 2690,
    });
    expect(checkoutTotals([noir, blanc], "pickup")).toEqual({
      subtotalCents: 2300,
      donationCents: 0,
      deliveryFeeCents: 0,
      totalCents: 2300,
    });
  });

  it("adds the donation to the bars in one total, and a donation alone pays no delivery (docs/product.md#donation)", () => {
    expect(checkoutTotals([noir], "home_delivery", 500)).toEqual({
      subtotalCents: 1600,
      donationCents: 500,
      deliveryFeeCents: 390,
      totalCents: 2490,
    });
    expect(checkoutTotals([], "home_delivery", 500)).toEqual({
      subtotalCents: 0,
      donationCents: 500,
      deliveryFeeCents: 0,
      totalCents: 500,
    });
  });

  it("is shown fr-FR with two decimals", () => {
    const { totalCents } = checkoutTotals([noir, blanc], "home_delivery");
    expect(formatEuros(totalCents).replace(/\u202f|\u00a0/g, " ")).toBe("26,90 €");
    expect(formatEuros(123456).replace(/\u202f|\u00a0/g, " ")).toBe("1 234,56 €");
  });

  it("an empty cart costs nothing", () => {
    expect(checkoutTotals([], "home_delivery")).toEqual({ subtotalCents: 0, donationCents: 0, deliveryFeeCents: 0, totalCents: 0 });
  });
});

describe("the cart sent to create-checkout", () => {
  it("carries id, name, price in euros, quantity and image (docs/product.md#checkout)", () => {
    expect(toCheckoutCart([noir, { ...blanc, price: 750 }])).toEqual([
      { id: "noir", name: "Chocolat Noir", price: 8, quantity: 2, image: "/images/products/noir-1.svg" },
      { id: "blanc", name: "Chocolat Blanc", price: 7.5, quantity: 1, image: "/images/products/blanc-1.svg" },
    ]);
  });
});

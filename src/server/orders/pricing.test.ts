import { describe, expect, it } from "vitest";
import { priceOrder } from "./pricing";

describe("priceOrder", () => {
  it("uses catalogue prices, whatever the browser says", () => {
    const order = priceOrder({
      cart: [
        { id: "noir", price: 0.01, quantity: 2 },
        { id: "blanc", price: 0, quantity: 1 },
      ],
      deliveryMode: "pickup",
      campaignBarPriceEur: null,
    });
    expect(order.subtotalCents).toBe(2 * 800 + 700);
    expect(order.totalCents).toBe(2300);
    expect(order.barsCount).toBe(3);
  });

  it("adds exactly 3,90 € for home delivery", () => {
    const order = priceOrder({ cart: [{ id: "praline", quantity: 1 }], deliveryMode: "home_delivery", campaignBarPriceEur: null });
    expect(order.deliveryFeeCents).toBe(390);
    expect(order.totalCents).toBe(900 + 390);
  });

  it("applies the campaign's own bar price and merges repeated lines", () => {
    const order = priceOrder({
      cart: [
        { id: "noir", quantity: 1 },
        { id: "noir", quantity: 2 },
      ],
      deliveryMode: "pickup",
      campaignBarPriceEur: "9.50",
    });
    expect(order.lines).toEqual([{ product_id: "noir", name: "Chocolat Noir", unit_price_cents: 950, quantity: 3 }]);
  });

  it("prices a donation as its own line without delivery or bars", () => {
    const order = priceOrder({ cart: [], donationEur: 25.5, deliveryMode: "home_delivery", campaignBarPriceEur: null });
    expect(order).toMatchObject({ totalCents: 2550, barsCount: 0, donationCents: 2550, deliveryFeeCents: 0 });
  });

  it("refuses unknown products", () => {
    expect(() => priceOrder({ cart: [{ id: "caramel", quantity: 1 }], deliveryMode: "pickup", campaignBarPriceEur: null })).toThrow(
      "Produit inconnu",
    );
  });
});

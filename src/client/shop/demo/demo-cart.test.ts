import { beforeEach, describe, expect, it } from "vitest";
import { products } from "../../../shared/catalogue";
import { formatEuros } from "../../../shared/money";
import { cartCount, cartSubtotalCents, lineTotalCents } from "../checkout/cart-store";
import { demoCart } from "./demo-cart";
import { demoCartProduct } from "./demo-data";

// The demo cart of docs/product.md#demo, checked on the store the demo really uses (it reuses the campaign cart's
// rules). fr-FR puts a no-break space before the euro sign.
const euros = (cents: number) => formatEuros(cents).replace(/\s/g, " ");
const [noir, praline, blanc] = ["noir", "praline", "blanc"].map((id) => demoCartProduct(products.find((p) => p.id === id)!));

describe("demo cart", () => {
  beforeEach(() => demoCart.clear());

  it("adds a new product as a line with quantity 1", () => {
    demoCart.add(noir);
    expect(demoCart.getSnapshot()).toEqual([{ ...noir, quantity: 1 }]);
  });

  it("raises the quantity of a product already in the cart by 1", () => {
    demoCart.add(noir);
    demoCart.add(blanc);
    demoCart.add(noir);
    expect(demoCart.getSnapshot().map((l) => [l.id, l.quantity])).toEqual([
      ["noir", 2],
      ["blanc", 1],
    ]);
  });

  it("adds the quantity chosen in the product dialog", () => {
    demoCart.add(praline, 3);
    demoCart.add(praline, 2);
    expect(demoCart.getSnapshot()[0].quantity).toBe(5);
  });

  it("steps by 1 and never below 1", () => {
    demoCart.add(noir);
    demoCart.increment("noir");
    demoCart.increment("noir");
    expect(demoCart.getSnapshot()[0].quantity).toBe(3);
    demoCart.decrement("noir");
    demoCart.decrement("noir");
    demoCart.decrement("noir");
    demoCart.decrement("noir");
    expect(demoCart.getSnapshot()[0].quantity).toBe(1);
  });

  it("removes a line", () => {
    demoCart.add(noir);
    demoCart.add(blanc);
    demoCart.remove("noir");
    expect(demoCart.getSnapshot().map((l) => l.id)).toEqual(["blanc"]);
  });

  it("computes count, line subtotals (price × quantity, 2 decimals) and total locally", () => {
    demoCart.add(noir, 2); // 2 × 8 €
    demoCart.add(praline); // 9 €
    demoCart.add(blanc, 3); // 3 × 7 €
    const lines = demoCart.getSnapshot();
    expect(cartCount(lines)).toBe(6);
    expect(lines.map((l) => euros(lineTotalCents(l)))).toEqual(["16,00 €", "9,00 €", "21,00 €"]);
    expect(cartSubtotalCents(lines)).toBe(4600);
    expect(euros(cartSubtotalCents(lines))).toBe("46,00 €");
  });

  it("notifies its subscribers and keeps nothing in storage", () => {
    let calls = 0;
    const unsubscribe = demoCart.subscribe(() => calls++);
    demoCart.add(noir);
    demoCart.increment("noir");
    unsubscribe();
    demoCart.add(blanc);
    expect(calls).toBe(2);
  });
});

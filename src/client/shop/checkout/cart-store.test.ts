import { describe, expect, it, vi } from "vitest";
import { MAX_QUANTITY } from "../../../shared/checkout-rules";
import {
  addToCart,
  cartCount,
  cartDonationStorageKey,
  cartStorageKey,
  cartSubtotalCents,
  createCartStore,
  decrementLine,
  incrementLine,
  parseCart,
  parseCartDonation,
  removeLine,
  type CartLine,
  type CartProduct,
} from "./cart-store";
import { cartSellerStorageKey, parseCartSeller, type CartSeller } from "./cart-seller";

const noir: CartProduct = { id: "noir", name: "Chocolat Noir", price: 800, image: "/images/products/noir-1.svg" };
const blanc: CartProduct = { id: "blanc", name: "Chocolat Blanc", price: 700, image: "/images/products/blanc-1.svg" };

class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

describe("cart rules (docs/product.md#cart)", () => {
  it("adds a new line at 1, and raises an existing line by 1", () => {
    let lines = addToCart([], noir);
    expect(lines).toEqual([{ ...noir, quantity: 1 }]);
    lines = addToCart(lines, noir);
    lines = addToCart(lines, blanc);
    expect(lines).toEqual([
      { ...noir, quantity: 2 },
      { ...blanc, quantity: 1 },
    ]);
  });

  it("adds a chosen quantity (the product dialog)", () => {
    expect(addToCart([], noir, 3)[0].quantity).toBe(3);
    expect(addToCart(addToCart([], noir, 3), noir, 2)[0].quantity).toBe(5);
  });

  it("steps by 1 and never goes below 1 or above the maximum", () => {
    let lines: CartLine[] = [{ ...noir, quantity: 1 }];
    lines = decrementLine(lines, "noir");
    expect(lines[0].quantity).toBe(1);
    lines = incrementLine(incrementLine(lines, "noir"), "noir");
    expect(lines[0].quantity).toBe(3);
    lines = decrementLine(lines, "noir");
    expect(lines[0].quantity).toBe(2);
    expect(addToCart([], noir, 500)[0].quantity).toBe(MAX_QUANTITY);
    expect(incrementLine([{ ...noir, quantity: MAX_QUANTITY }], "noir")[0].quantity).toBe(MAX_QUANTITY);
  });

  it("removes a line and leaves the others", () => {
    const lines = addToCart(addToCart([], noir), blanc);
    expect(removeLine(lines, "noir")).toEqual([{ ...blanc, quantity: 1 }]);
    expect(removeLine(lines, "inconnu")).toEqual(lines);
  });

  it("counts bars and computes the subtotal in cents", () => {
    const lines = addToCart(addToCart([], noir, 2), blanc, 3);
    expect(cartCount(lines)).toBe(5);
    expect(cartSubtotalCents(lines)).toBe(2 * 800 + 3 * 700);
    expect(cartCount([])).toBe(0);
  });
});

describe("parseCart", () => {
  it("keeps valid lines and drops or repairs the rest", () => {
    const raw = JSON.stringify([
      { ...noir, quantity: 2 },
      { ...noir, quantity: 4 },
      { id: "x", name: "Sans prix", quantity: 1, image: "" },
      { ...blanc, quantity: 0 },
      "texte",
    ]);
    expect(parseCart(raw)).toEqual([
      { ...noir, quantity: 2 },
      { ...blanc, quantity: 1 },
    ]);
  });

  it("reads nothing from garbage", () => {
    expect(parseCart(null)).toEqual([]);
    expect(parseCart("{pas du json")).toEqual([]);
    expect(parseCart('{"id":"noir"}')).toEqual([]);
  });
});

describe("createCartStore", () => {
  it("persists per campaign under cart:{campaignId} and notifies subscribers", () => {
    const storage = new MemoryStorage();
    const store = createCartStore("c1", storage);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.add(noir);
    store.add(noir);
    store.increment("noir");
    store.decrement("noir");
    expect(store.getSnapshot()).toEqual([{ ...noir, quantity: 2 }]);
    expect(listener).toHaveBeenCalledTimes(4);
    expect(cartStorageKey("c1")).toBe("cart:c1");
    expect(JSON.parse(storage.getItem("cart:c1")!)).toEqual([{ ...noir, quantity: 2 }]);

    // A reload reads the same cart; another campaign has its own.
    expect(createCartStore("c1", storage).getSnapshot()).toEqual([{ ...noir, quantity: 2 }]);
    expect(createCartStore("c2", storage).getSnapshot()).toEqual([]);

    store.remove("noir");
    expect(storage.getItem("cart:c1")).toBeNull();
    unsubscribe();
    store.add(blanc);
    expect(listener).toHaveBeenCalledTimes(5);
  });

  it("works in memory when storage is unavailable or failing", () => {
    const failing = new MemoryStorage();
    failing.setItem = () => {
      throw new Error("QuotaExceededError");
    };
    for (const storage of [null, failing]) {
      const store = createCartStore("c1", storage);
      store.add(noir, 2);
      expect(store.getSnapshot()).toEqual([{ ...noir, quantity: 2 }]);
    }
  });
});

describe("the cart's seller (docs/product.md#sellers)", () => {
  const lea: CartSeller = { id: "5b0c4d2e-1f3a-4b5c-8d6e-7f8091a2b3c4", first_name: "Léa", group_name: "CM2", code: "k7m2p9qa" };

  it("is kept beside the lines, for the next visit, and stays when the cart is emptied after a payment", () => {
    const storage = new MemoryStorage();
    const store = createCartStore("c1", storage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.add(noir);
    store.setSeller(lea);
    expect(store.getSeller()).toEqual(lea);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(cartSellerStorageKey("c1")).toBe("cart:c1:seller");
    // The lines keep their own key and format.
    expect(JSON.parse(storage.getItem("cart:c1")!)).toEqual([{ ...noir, quantity: 1 }]);

    expect(createCartStore("c1", storage).getSeller()).toEqual(lea);
    expect(createCartStore("c2", storage).getSeller()).toBeNull();

    store.clear();
    expect(createCartStore("c1", storage).getSeller()).toEqual(lea);
    store.setSeller(null);
    expect(storage.getItem("cart:c1:seller")).toBeNull();
  });

  it("reads only a seller out of whatever the storage holds", () => {
    expect(parseCartSeller(JSON.stringify(lea))).toEqual(lea);
    expect(parseCartSeller(JSON.stringify({ ...lea, group_name: "", code: "pas-un-code" }))).toEqual({
      ...lea,
      group_name: null,
      code: null,
    });
    expect(parseCartSeller(JSON.stringify({ first_name: "Léa" }))).toBeNull();
    expect(parseCartSeller(JSON.stringify({ ...lea, first_name: "" }))).toBeNull();
    expect(parseCartSeller("{pas du json")).toBeNull();
    expect(parseCartSeller(null)).toBeNull();
  });
});

describe("the cart's donation (docs/product.md#donation)", () => {
  it("is kept beside the lines, paid with them, and emptied with them after the payment", () => {
    const storage = new MemoryStorage();
    const store = createCartStore("c1", storage);
    store.add(noir, 2);
    store.setDonation(500);
    expect(store.getDonation()).toBe(500);
    expect(cartDonationStorageKey("c1")).toBe("cart:c1:donation");
    expect(createCartStore("c1", storage).getDonation()).toBe(500);
    expect(createCartStore("c2", storage).getDonation()).toBe(0);

    store.clear();
    expect([store.getSnapshot(), store.getDonation()]).toEqual([[], 0]);
    expect(storage.getItem("cart:c1:donation")).toBeNull();
  });

  it("reads as none whatever is not a whole amount within the bounds", () => {
    expect(parseCartDonation("500")).toBe(500);
    for (const raw of [null, "", "abc", "12.5", "50", "500001", "-500"]) expect(parseCartDonation(raw)).toBe(0);
  });
});

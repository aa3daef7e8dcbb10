import { useSyncExternalStore } from "react";
import { createCartStore, type CartStore } from "../checkout/cart-store";

// The demo cart follows docs/product.md#demo, that is the rules of the campaign cart (cart-store.ts):
// adding a bar already there adds to its quantity, the stepper moves by 1 and never below 1, a line can be
// removed, totals are computed locally. demo-cart.test.ts pins these rules. The demo cart lives in memory only
// (no storage): it belongs to no real shop and is gone on reload. The demo dialog and /demo/produit share it.
export const demoCart: CartStore = createCartStore("demo", null);

export function useDemoCart() {
  return useSyncExternalStore(demoCart.subscribe, demoCart.getSnapshot, demoCart.getSnapshot);
}

import { toast } from "sonner";
import type { CartLine, CartProduct, CartStore } from "./cart-store";

// A change to the cart is said in a toast (docs/product.md#cart), in the same words on the campaign page and in the
// demo shop: both carts are a CartStore.

/** Adds `quantity` bars of a product and says so. */
export function addWithNotice(store: CartStore, product: CartProduct, quantity: number) {
  store.add(product, quantity);
  toast.success("Produit ajouté", { description: `${quantity} × ${product.name}` });
}

/** What the cart lines' buttons do on a store: the stepper moves the quantity, the removal says so. */
export function cartLineActions(store: CartStore) {
  return {
    onIncrement: store.increment,
    onDecrement: store.decrement,
    onRemove: (line: CartLine) => {
      store.remove(line.id);
      toast.success("Produit retiré", { description: line.name });
    },
  };
}

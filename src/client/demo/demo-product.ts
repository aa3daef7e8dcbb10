import { findProduct, type Product } from "../../shared/catalogue";

/** SPEC.md §2 /demo/produit/{productId}: no id means noir; an unknown id means no product ('Produit non trouvé'). */
export function demoProductFor(productId: string | undefined): Product | null {
  return findProduct(productId ?? "noir") ?? null;
}

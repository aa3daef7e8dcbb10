import { findProduct, type Product } from "../../../shared/catalogue";

/**
 * /demo/produit/{productId} (docs/product.md#demo): no id means noir; an unknown id means no product
 * ('Produit non trouvé').
 */
export function demoProductFor(productId: string | undefined): Product | null {
  return findProduct(productId ?? "noir") ?? null;
}

import { useState } from "react";
import type { Product } from "../../../shared/catalogue";

/**
 * The product whose detail dialog is open, on the campaign page and in the demo shop: closing it forgets the
 * product, and adding from it closes it (docs/product.md#cart).
 */
export function useProductDetail(add: (product: Product, quantity: number) => void) {
  const [detail, setDetail] = useState<Product | null>(null);
  return {
    detail,
    open: setDetail,
    /** The dialog's own props. */
    dialog: {
      product: detail,
      onOpenChange: (open: boolean) => {
        if (!open) setDetail(null);
      },
      onAdd: (product: Product, quantity: number) => {
        add(product, quantity);
        setDetail(null);
      },
    },
  };
}

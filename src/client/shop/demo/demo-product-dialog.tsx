import type { Product } from "../../../shared/catalogue";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { ProductDetails } from "./product-details";

type DemoProductDialogProps = {
  product: Product | null;
  onOpenChange: (open: boolean) => void;
  /** docs/product.md#cart: adding closes the dialog (the parent clears `product`). */
  onAdd: (product: Product, quantity: number) => void;
};

/** The product detail of the demo shop, over the demo dialog (Radix stacks them: Escape closes this one first). */
export function DemoProductDialog({ product, onOpenChange, onAdd }: DemoProductDialogProps) {
  return (
    <Dialog open={product !== null} onOpenChange={onOpenChange}>
      {product ? (
        <DialogContent className="max-w-4xl p-5 sm:p-8">
          <DialogDescription className="sr-only">Fiche produit de la boutique de démonstration</DialogDescription>
          <ProductDetails
            key={product.id}
            product={product}
            title={<DialogTitle className="pr-8 text-3xl sm:text-4xl">{product.name}</DialogTitle>}
            onAdd={(quantity) => onAdd(product, quantity)}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

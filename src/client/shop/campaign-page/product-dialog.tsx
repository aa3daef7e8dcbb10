import type { Product } from "../../../shared/catalogue";
import { formatEuros } from "../../../shared/money";
import { ProductComposition } from "../../components/product-composition";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { ProductPurchase } from "./product-purchase";
import { AromaticNotesAndTerroir } from "./aromatic-notes";
import { ProductGallery } from "./product-gallery";

type ProductDialogProps = {
  product: Product | null;
  priceCents: number;
  onOpenChange: (open: boolean) => void;
  onAdd: (product: Product, quantity: number) => void;
  /** After the order deadline: the detail still reads, but nothing is added. */
  ordersClosed?: boolean;
};

/**
 * The product detail (docs/product.md#campaign-page): gallery with thumbnails, price, '20% reversés', a stepper from
 * 1 and 'Ajouter au panier' (adds the quantity and closes), then the long description, aromatic notes, terroir and
 * 'Composition et allergènes' (what the law asks to show before a food is bought at a distance). On
 * a campaign page home delivery costs 3,90 € (docs/product.md#campaign-page), so it promises a free pick-up instead of
 * the marketing pages' delivery promise.
 */
export function ProductDialog({ product, priceCents, onOpenChange, onAdd, ordersClosed = false }: ProductDialogProps) {
  // Every opening starts from the first image and a quantity of 1: the gallery and the purchase part are keyed by
  // product, and leave with the content when the dialog closes.
  return (
    <Dialog open={product !== null} onOpenChange={onOpenChange}>
      {product ? (
        <DialogContent className="max-w-4xl p-0">
          <div className="grid gap-6 p-5 sm:p-8 md:grid-cols-2">
            <ProductGallery key={product.id} product={product} look="campaign" />

            <div className="flex flex-col">
              <DialogTitle className="pr-8 text-3xl">{product.name}</DialogTitle>
              <DialogDescription className="mt-1 text-base">{product.tagline}</DialogDescription>
              <p className="mt-4 text-3xl font-semibold text-chocolate tabular-nums">{formatEuros(priceCents)}</p>
              <ProductPurchase
                key={product.id}
                productName={product.name}
                delivery="free-pickup"
                buttonVariant="campaign"
                disabled={ordersClosed}
                onAdd={(quantity) => onAdd(product, quantity)}
              />
              <p className="mt-6 text-ink/90">{product.longDescription}</p>
            </div>
          </div>

          <div className="grid gap-6 border-t border-line bg-cream/60 p-5 sm:grid-cols-2 sm:p-8">
            <AromaticNotesAndTerroir product={product} look="campaign" headingLevel="h3" />
            <ProductComposition product={product} className="sm:col-span-2" />
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

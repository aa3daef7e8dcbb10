import { useEffect, useState } from "react";
import type { Product } from "../../../shared/catalogue";
import { formatEuros } from "../../../shared/money";
import { Carousel } from "../../components/carousel/carousel";
import { ProductComposition } from "../../components/product-composition";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { cn } from "../../lib/utils";
import { ProductPurchase } from "./product-purchase";
import { AromaticNotes } from "./aromatic-notes";

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
 * the marketing pages' 'Livraison offerte'.
 */
export function ProductDialog({ product, priceCents, onOpenChange, onAdd, ordersClosed = false }: ProductDialogProps) {
  const [image, setImage] = useState(0);

  // Every opening starts from the first image (and, the purchase part being keyed by product, a quantity of 1).
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a reset on opening, kept as it was written (decision 011)
    if (product) setImage(0);
  }, [product]);

  return (
    <Dialog open={product !== null} onOpenChange={onOpenChange}>
      {product ? (
        <DialogContent className="max-w-4xl p-0">
          <div className="grid gap-6 p-5 sm:p-8 md:grid-cols-2">
            <div>
              <Carousel
                label={`Galerie de ${product.name}`}
                index={image}
                onIndexChange={setImage}
                slides={product.images.map((src, i) => (
                  <img
                    key={src}
                    src={src}
                    alt={`${product.name}, vue ${i + 1}`}
                    width={400}
                    height={400}
                    draggable={false}
                    className="aspect-square w-full bg-peach-light object-cover"
                  />
                ))}
              />
              <div className="mt-3 flex gap-3" role="group" aria-label="Miniatures">
                {product.images.map((src, i) => (
                  <button
                    key={src}
                    type="button"
                    onClick={() => setImage(i)}
                    aria-label={`Afficher l'image ${i + 1}`}
                    aria-pressed={image === i}
                    className={cn(
                      "overflow-hidden rounded-xl ring-2 ring-offset-2 transition",
                      image === i ? "ring-(--campaign-primary)" : "ring-transparent opacity-70 hover:opacity-100",
                    )}
                  >
                    <img src={src} alt="" width={72} height={72} className="size-18 object-cover" />
                  </button>
                ))}
              </div>
            </div>

            <div className="flex flex-col">
              <DialogTitle className="pr-8 text-3xl">{product.name}</DialogTitle>
              <DialogDescription className="mt-1 text-base">{product.tagline}</DialogDescription>
              <p className="mt-4 text-3xl font-semibold text-chocolate tabular-nums">{formatEuros(priceCents)}</p>
              <ProductPurchase
                key={product.id}
                delivery="free-pickup"
                buttonVariant="campaign"
                disabled={ordersClosed}
                onAdd={(quantity) => onAdd(product, quantity)}
              />
              <p className="mt-6 text-ink/90">{product.longDescription}</p>
            </div>
          </div>

          <div className="grid gap-6 border-t border-line bg-cream/60 p-5 sm:grid-cols-2 sm:p-8">
            <div>
              <h3 className="text-lg font-semibold">Notes aromatiques</h3>
              <AromaticNotes notes={product.aromaticNotes} className="mt-3" />
            </div>
            <div>
              <h3 className="text-lg font-semibold">Terroir</h3>
              <p className="mt-3 text-ink/90">{product.terroir}</p>
            </div>
            <ProductComposition product={product} className="sm:col-span-2" />
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

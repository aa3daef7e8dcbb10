import type { ReactNode } from "react";
import type { Product } from "../../../shared/catalogue";
import { formatEuros } from "../../../shared/money";
import { AromaticNotesAndTerroir } from "../campaign-page/aromatic-notes";
import { ProductPurchase } from "../campaign-page/product-purchase";
import { ProductComposition } from "../../components/product-composition";
import { ProductGallery } from "../campaign-page/product-gallery";

type ProductDetailsProps = {
  product: Product;
  /** The product's name as the heading of its context: a dialog title or the page's h1. */
  title: ReactNode;
  /** Adds `quantity` bars (the stepper's value) to the demo cart. */
  onAdd: (quantity: number) => void;
  /** The gallery's first image is the page's main picture (not lazy) on /demo/produit. */
  eagerImage?: boolean;
  /** Level of the 'Notes aromatiques' and 'Terroir' headings, one below the title's. */
  subheadingLevel?: "h2" | "h3";
};

/**
 * The demo product detail (docs/product.md#demo), shared by the demo dialog and /demo/produit: gallery with
 * thumbnails, price, '20% reversés', the delivery promise (shared/delivery-promise.ts), a stepper from 1 (minimum 1),
 * 'Ajouter au panier', then the long description, aromatic notes, terroir and 'Composition et allergènes'. Remount it
 * (key) to start again from 1.
 */
export function ProductDetails({ product, title, onAdd, eagerImage = false, subheadingLevel = "h3" }: ProductDetailsProps) {
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <ProductGallery product={product} look="demo" eager={eagerImage} />
      <div className="flex flex-col">
        {title}
        <p className="mt-1 text-lg text-brand-deeper">{product.tagline}</p>
        <p className="mt-4 font-display text-3xl font-semibold text-chocolate tabular-nums">{formatEuros(product.priceCents)}</p>
        <ProductPurchase productName={product.name} delivery="free-delivery" buttonClassName="min-w-48" onAdd={onAdd} />
        <p className="mt-6 leading-relaxed text-ink/90">{product.longDescription}</p>
        <div className="mt-6 grid gap-5 rounded-2xl bg-cream p-5 ring-1 ring-line/70 sm:grid-cols-2">
          <AromaticNotesAndTerroir product={product} look="demo" headingLevel={subheadingLevel} />
        </div>
        <ProductComposition product={product} className="mt-4" />
      </div>
    </div>
  );
}

import type { MouseEvent } from "react";
import { ShoppingBag } from "lucide-react";
import type { Product } from "../../../shared/catalogue";
import { formatEuros } from "../../../shared/money";
import { Carousel } from "../../components/carousel/carousel";
import { Button } from "../../components/ui/button";

type ProductCardProps = {
  product: Product;
  priceCents: number;
  onOpen: () => void;
  onAdd: () => void;
  addDisabled?: boolean;
};

/**
 * docs/product.md#campaign-page: image carousel, name, description, price, 'Ajouter au panier'; the card opens the
 * detail.
 */
export function ProductCard({ product, priceCents, onOpen, onAdd, addDisabled = false }: ProductCardProps) {
  const nameId = `product-${product.id}-name`;
  // The whole card opens the detail for pointer users; its own controls keep their job. Keyboard users open it
  // with the name, which is a real button.
  const onCardClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest("button, a")) return;
    onOpen();
  };

  return (
    <article
      aria-labelledby={nameId}
      onClick={onCardClick}
      className="group flex cursor-pointer flex-col overflow-hidden rounded-(--radius-card) border border-line/70 bg-white shadow-(--shadow-soft) transition hover:-translate-y-0.5 hover:shadow-lg"
    >
      <Carousel
        label={`Images de ${product.name}`}
        showDots
        className="rounded-none"
        slides={product.images.map((src, i) => (
          <img
            key={src}
            src={src}
            alt={`${product.name}, vue ${i + 1}`}
            width={400}
            height={400}
            loading="lazy"
            fetchPriority="low"
            decoding="async"
            draggable={false}
            className="aspect-square w-full bg-peach-light object-cover"
          />
        ))}
      />
      <div className="flex flex-1 flex-col p-5">
        <h3 id={nameId} className="text-xl font-semibold">
          <button type="button" onClick={onOpen} aria-haspopup="dialog" className="cursor-pointer text-left hover:underline">
            {product.name}
          </button>
        </h3>
        <p className="mt-1 text-sm font-medium text-brand-deeper">{product.tagline}</p>
        <p className="mt-2 text-muted">{product.description}</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-5">
          <p className="text-2xl font-semibold text-chocolate tabular-nums">{formatEuros(priceCents)}</p>
          {/* Three cards, three buttons: each names its product for a screen reader, the visible words unchanged. */}
          <Button onClick={onAdd} variant="campaign" disabled={addDisabled} aria-label={`Ajouter au panier : ${product.name}`}>
            <ShoppingBag aria-hidden="true" />
            Ajouter au panier
          </Button>
        </div>
      </div>
    </article>
  );
}

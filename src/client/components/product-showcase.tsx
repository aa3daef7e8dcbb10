import { useState, type ReactNode } from "react";
import { products, type Product } from "../../shared/catalogue";
import { formatEuros } from "../../shared/money";
import { Carousel } from "./carousel/carousel";
import { Badge } from "./ui/badge";

type ProductShowcaseProps = {
  /** The bar that wears the 'Best Seller' badge (docs/product.md#other-pages). */
  bestSeller?: Product["id"];
  /** Under the text: a link to the product page, or the shop's buttons. */
  actions: (product: Product) => ReactNode;
  /** Heading level of the product's name inside its section. */
  headingLevel?: "h3" | "h4";
};

/**
 * The three bars on the shared carousel (buttons disabled at the ends, arrow keys), one picture per slide, with
 * the shown bar's details beside it. Used by /chocolats and the demo shop.
 */
export function ProductShowcase({ bestSeller, actions, headingLevel = "h3" }: ProductShowcaseProps) {
  const [index, setIndex] = useState(0);
  const product = products[index];
  const Heading = headingLevel;

  return (
    <div className="grid items-center gap-6 rounded-(--radius-card) bg-white p-4 shadow-(--shadow-soft) ring-1 ring-line/70 sm:p-8 md:grid-cols-2 md:gap-10">
      <Carousel
        label="Nos tablettes"
        previousLabel="Tablette précédente"
        nextLabel="Tablette suivante"
        index={index}
        onIndexChange={setIndex}
        className="bg-peach-light"
        slides={products.map((item) => (
          <div key={item.id} className="relative">
            {item.id === bestSeller ? <Badge className="absolute top-3 left-3 z-10 px-3 py-1 text-sm shadow">Best Seller</Badge> : null}
            <img
              src={item.images[0]}
              alt={`${item.name} dans son emballage`}
              width={400}
              height={400}
              loading="lazy"
              fetchPriority="low"
              draggable={false}
              className="aspect-square w-full"
            />
          </div>
        ))}
      />
      <div className="text-center md:text-left" aria-live="polite">
        <div className="flex justify-center gap-1.5 md:justify-start" aria-hidden="true">
          {products.map((item, i) => (
            <span key={item.id} className={i === index ? "h-1.5 w-6 rounded-full bg-brand-dark" : "size-1.5 rounded-full bg-line-strong"} />
          ))}
        </div>
        <Heading className="mt-4 text-2xl font-semibold sm:text-3xl">{product.name}</Heading>
        <p className="mt-1 font-medium text-brand-deeper">{product.tagline}</p>
        <p className="mt-4 text-ink/90">{product.longDescription}</p>
        <p className="mt-3 text-sm text-muted">Notes : {product.aromaticNotes.join(", ")}</p>
        <div className="mt-5 flex flex-wrap items-center justify-center gap-2 md:justify-start">
          <span className="mr-1 font-display text-2xl font-semibold text-chocolate tabular-nums">{formatEuros(product.priceCents)}</span>
          <Badge variant="soft">20% reversés</Badge>
        </div>
        <div className="mt-6">{actions(product)}</div>
      </div>
    </div>
  );
}

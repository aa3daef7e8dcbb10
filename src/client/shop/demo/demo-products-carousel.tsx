import { Eye, ShoppingBag } from "lucide-react";
import type { Product } from "../../../shared/catalogue";
import { Container } from "../../components/page";
import { Button } from "../../components/ui/button";
import { ProductShowcase } from "../../components/product-showcase";

type DemoProductsCarouselProps = {
  onOpen: (product: Product) => void;
  onAdd: (product: Product) => void;
};

/** 'Nos Chocolats Solidaires' of the demo shop: the product carousel, with the shop's two buttons. */
export function DemoProductsCarousel({ onOpen, onAdd }: DemoProductsCarouselProps) {
  return (
    <section id="chocolats" aria-labelledby="demo-chocolats-title" className="scroll-mt-20 py-14 sm:py-16">
      <Container className="max-w-5xl">
        <div className="mx-auto mb-8 max-w-2xl text-center">
          <h2 id="demo-chocolats-title" className="text-3xl font-semibold sm:text-4xl">
            Nos Chocolats Solidaires
          </h2>
          <p className="mt-3 text-lg text-muted">
            Des tablettes bio et équitables, fabriquées près de Vannes. Sur chaque tablette, 20 % financent la classe de mer.
          </p>
        </div>
        <ProductShowcase
          actions={(product) => (
            <div className="flex flex-col gap-2 sm:flex-row sm:justify-center md:justify-start">
              <Button size="lg" onClick={() => onAdd(product)}>
                <ShoppingBag aria-hidden="true" /> Ajouter au panier
              </Button>
              <Button size="lg" variant="outline" onClick={() => onOpen(product)} aria-haspopup="dialog">
                <Eye aria-hidden="true" /> Voir le détail
              </Button>
            </div>
          )}
        />
      </Container>
    </section>
  );
}

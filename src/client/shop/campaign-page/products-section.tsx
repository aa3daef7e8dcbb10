import type { PublicCampaign } from "../../../shared/campaign";
import { products, type Product } from "../../../shared/catalogue";
import { Container } from "../../components/page";
import { productPriceCents } from "./campaign-display";
import { ProductCard } from "./product-card";

type ProductsSectionProps = {
  campaign: PublicCampaign;
  onOpen: (product: Product) => void;
  onAdd: (product: Product) => void;
  /** After the order deadline: the cards stay, their 'Ajouter au panier' is disabled. */
  ordersClosed?: boolean;
};

/** 'Nos Chocolats Solidaires' (docs/product.md#campaign-page): the three bars of the catalogue. */
export function ProductsSection({ campaign, onOpen, onAdd, ordersClosed = false }: ProductsSectionProps) {
  return (
    <section id="chocolats" aria-labelledby="chocolats-title" className="below-the-fold scroll-mt-20 py-16 sm:py-20">
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="chocolats-title" className="text-3xl font-semibold sm:text-4xl">
            Nos Chocolats Solidaires
          </h2>
          <p className="mt-4 text-lg whitespace-pre-line text-muted">
            {campaign.chocolate_description ??
              `Des tablettes bio et équitables, fabriquées près de Vannes. Sur chaque tablette, 20 % sont reversés à ${campaign.association_name}.`}
          </p>
        </div>
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {products.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              priceCents={productPriceCents(product, campaign)}
              onOpen={() => onOpen(product)}
              onAdd={() => onAdd(product)}
              addDisabled={ordersClosed}
            />
          ))}
        </div>
      </Container>
    </section>
  );
}

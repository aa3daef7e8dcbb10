import { pathTo } from "../../../shared/page-paths";
import { products } from "../../../shared/catalogue";
import { ArrowLinkButton } from "../arrow-link-button";
import { MarketingSection } from "../marketing-section";
import { ProductTeaserCard } from "../product-teaser-card";
import { DELIVERY_PROMISE_SENTENCE } from "../../../shared/delivery-promise";

/** docs/product.md#home: three product cards and a button to /chocolats. */
export function ProductsSection() {
  return (
    <MarketingSection
      id="tablettes"
      className="bg-peach-light/70 py-16 sm:py-20"
      eyebrow="Trois tablettes à vendre"
      title="Des recettes que tout le monde aime"
      lead={`Noir intense, lait croquant aux amandes et noisettes, blanc à la vanille : de quoi contenter les petits comme les grands. ${DELIVERY_PROMISE_SENTENCE}`}
    >
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((product) => (
          <li key={product.id}>
            <ProductTeaserCard product={product} />
          </li>
        ))}
      </ul>
      <div className="mt-10 flex justify-center">
        <ArrowLinkButton to={pathTo("chocolates")} label="Découvrir nos chocolats" size="lg" variant="chocolate" />
      </div>
    </MarketingSection>
  );
}

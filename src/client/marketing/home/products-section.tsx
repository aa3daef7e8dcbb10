import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { products } from "../../../shared/catalogue";
import { Container } from "../../components/page";
import { Button } from "../../components/ui/button";
import { ProductTeaserCard } from "../product-teaser-card";
import { SectionHeading } from "../section-heading";

/** docs/product.md#home: three product cards and a button to /chocolats. */
export function ProductsSection() {
  return (
    <section aria-labelledby="tablettes-title" className="bg-peach-light/70 py-16 sm:py-20">
      <Container>
        <SectionHeading
          id="tablettes-title"
          eyebrow="Trois tablettes à vendre"
          title="Des recettes que tout le monde aime"
          lead="Noir intense, lait croquant aux amandes et noisettes, blanc à la vanille : de quoi contenter les petits comme les grands. Livraison offerte."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {products.map((product) => (
            <li key={product.id}>
              <ProductTeaserCard product={product} />
            </li>
          ))}
        </ul>
        <div className="mt-10 flex justify-center">
          <Button asChild size="lg" variant="chocolate">
            <Link to="/chocolats">
              Découvrir nos chocolats <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </Container>
    </section>
  );
}

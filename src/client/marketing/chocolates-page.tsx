import { Link } from "react-router";
import { ArrowRight, Truck } from "lucide-react";
import { pathTo } from "../../shared/page-paths";
import { products } from "../../shared/catalogue";
import { Container, PageHeader } from "../components/page";
import { ProductComposition } from "../components/product-composition";
import { CallToAction } from "./call-to-action";
import { ChocolatePromises } from "./chocolate-promises";
import { ChocolatesGallery } from "./chocolates/gallery";
import { MarketingSection } from "./marketing-section";
import { ProductShowcase } from "../components/product-showcase";
import { ProfileHeading } from "./section-heading";
import { SquareImage } from "./square-image";
import { usePageTitle } from "../lib/use-page-title";
import { DELIVERY_PROMISE, DELIVERY_PROMISE_SENTENCE } from "../../shared/delivery-promise";

const facts = [
  { value: "3", label: "recettes" },
  { value: "100 g", label: "par tablette" },
  { value: "20 %", label: "reversés" },
] as const;

/**
 * /chocolats (docs/product.md#other-pages): header, chocolatier profile, image carousel with 'Best Seller', each bar's
 * composition and allergens, gallery.
 */
export function ChocolatesPage() {
  usePageTitle("Nos chocolats");
  return (
    <>
      <PageHeader
        eyebrow="Nos chocolats"
        title="Des tablettes bio et équitables, faites à la main"
        lead={`Fabriquées par un maître chocolatier installé près de Vannes, avec un cacao acheté directement aux coopératives. ${DELIVERY_PROMISE_SENTENCE}`}
      />

      <section aria-labelledby="profil-title" className="py-14 sm:py-16">
        <Container className="grid items-center gap-10 lg:grid-cols-[2fr_3fr]">
          <SquareImage
            src="/images/chocolatier.svg"
            alt="Notre maître chocolatier dans son atelier"
            lazy={false}
            className="mx-auto aspect-square w-full max-w-72 rounded-(--radius-card) shadow-(--shadow-soft) sm:max-w-sm"
          />
          <div>
            <ProfileHeading id="profil-title" eyebrow="Le chocolatier" title="Un artisan passionné, un atelier breton" />
            <p className="mt-5 text-ink/90">
              Formé chez les grands noms de la chocolaterie française, notre maître chocolatier a posé ses moules dans une maison de pierre
              du golfe du Morbihan, à quelques kilomètres de Vannes. Il y travaille le cacao de la fève à la tablette : torréfaction douce,
              broyage, conchage lent, puis tempérage à la main sur le marbre.
            </p>
            <p className="mt-4 text-ink/90">
              Son cacao vient de coopératives du Pérou et de République dominicaine, certifiées bio et équitables : les producteurs sont
              payés au juste prix, et cela se goûte.
            </p>
            <dl className="mt-8 grid grid-cols-3 gap-3">
              {facts.map((fact) => (
                <div key={fact.label} className="flex flex-col-reverse rounded-2xl bg-peach-light p-3 text-center sm:p-4">
                  <dt className="mt-1 text-xs text-muted sm:text-sm">{fact.label}</dt>
                  <dd className="font-display text-2xl font-semibold text-chocolate sm:text-3xl">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </Container>
      </section>

      <MarketingSection
        id="gamme"
        className="bg-peach-light/70 py-14 sm:py-16"
        containerClassName="max-w-5xl"
        eyebrow="La gamme"
        title="Trois tablettes, trois caractères"
        headingClassName="mb-10"
      >
        <ProductShowcase
          bestSeller="noir"
          actions={(product) => (
            <div className="flex flex-col items-center gap-3 md:items-start">
              <p className="inline-flex items-center gap-1.5 text-sm font-medium text-success">
                <Truck className="size-4" aria-hidden="true" /> {DELIVERY_PROMISE}
              </p>
              <Link
                to={pathTo("demoProduct", { productId: product.id })}
                className="inline-flex items-center gap-1.5 font-semibold text-brand-dark hover:underline"
              >
                Voir la fiche du {product.name} <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </div>
          )}
        />
        <ChocolatePromises className="mt-8" />
      </MarketingSection>

      <MarketingSection
        id="composition"
        className="pt-14 sm:pt-16"
        containerClassName="max-w-3xl"
        eyebrow="En toute transparence"
        title="Composition et allergènes"
        lead="Ingrédients, allergènes et valeurs nutritionnelles de chaque tablette, avant de la commander."
        headingClassName="mb-8"
      >
        <div className="flex flex-col gap-3">
          {products.map((product) => (
            <ProductComposition key={product.id} product={product} summary={product.name} />
          ))}
        </div>
      </MarketingSection>

      <MarketingSection id="galerie" className="py-14 sm:py-16" eyebrow="Galerie" title="De la fève à la tablette" headingClassName="mb-10">
        <ChocolatesGallery />
      </MarketingSection>

      <CallToAction title="Et si vos soutiens croquaient pour votre projet ?" />
    </>
  );
}

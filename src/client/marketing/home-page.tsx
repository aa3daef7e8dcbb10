import { Container } from "../components/page";
import { CallToAction } from "./call-to-action";
import { BenefitsSection } from "./home/benefits-section";
import { ChocolatierSection } from "./home/chocolatier-section";
import { FreeShopSection } from "./home/free-shop-section";
import { HomeHero } from "./home/home-hero";
import { ProductsSection } from "./home/products-section";
import { ReassuranceSection } from "./home/reassurance-section";
import { SectionHeading } from "./section-heading";
import { Testimonials } from "./testimonials";
import { usePageTitle } from "../lib/use-page-title";

/**
 * The home page (docs/product.md#home). Prerendered into the HTML at build time (vite.config.ts): keep it free of
 * browser-only code at render.
 */
export function HomePage() {
  usePageTitle("Financez vos projets avec du chocolat de qualité");
  return (
    <>
      <HomeHero />
      <BenefitsSection />
      <FreeShopSection />
      <ReassuranceSection />
      <ChocolatierSection />
      <ProductsSection />
      <section aria-labelledby="temoignages-title" className="pt-16 sm:pt-20">
        <Container>
          <SectionHeading id="temoignages-title" eyebrow="Témoignages" title="Ils ont financé leur projet avec nous" />
          <Testimonials className="mt-12" />
        </Container>
      </section>
      <CallToAction />
    </>
  );
}

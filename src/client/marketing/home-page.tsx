import { CallToAction } from "./call-to-action";
import { BenefitsSection } from "./home/benefits-section";
import { ChocolatierSection } from "./home/chocolatier-section";
import { FreeShopSection } from "./home/free-shop-section";
import { HomeHero } from "./home/home-hero";
import { ProductsSection } from "./home/products-section";
import { ReassuranceSection } from "./home/reassurance-section";
import { TestimonialsSection } from "./testimonials";
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
      <TestimonialsSection title="Ils ont financé leur projet avec nous" />
      <CallToAction />
    </>
  );
}

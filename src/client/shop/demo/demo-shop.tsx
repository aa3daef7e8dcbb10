import { useState } from "react";
import type { Product } from "../../../shared/catalogue";
import { brandingStyle, campaignBranding } from "../campaign-page/branding";
import { CampaignHeader } from "../campaign-page/campaign-header";
import { CampaignHero } from "../campaign-page/campaign-hero";
import { addWithNotice } from "../checkout/cart-notices";
import { cartCount } from "../checkout/cart-store";
import { ContactSection } from "../campaign-page/contact-section";
import { MissionCard, ReviewsSection } from "../campaign-page/story-sections";
import { useBrandingOnRoot } from "../campaign-page/use-branding";
import { useProductDetail } from "../campaign-page/use-product-detail";
import { useDemoCart, demoCart } from "./demo-cart";
import { DemoCartDrawer } from "./demo-cart-drawer";
import { demoCampaign, demoCartProduct } from "./demo-data";
import { DemoDonateDialog } from "./demo-donate-dialog";
import { DemoProductDialog } from "./demo-product-dialog";
import { DemoProductsCarousel } from "./demo-products-carousel";

const branding = campaignBranding(demoCampaign);

/**
 * The sample one-page shop of the demo (docs/product.md#demo): the real campaign page's header, hero with the
 * 2 500 € / 5 000 € progress, mission, reviews and contact, around a product carousel; its own cart drawer, a
 * 'Faire un don' that explains itself and the product detail dialog. Everything stays in the browser.
 */
export function DemoShop() {
  const lines = useDemoCart();
  const [cartOpen, setCartOpen] = useState(false);
  const [donateOpen, setDonateOpen] = useState(false);
  // The dialogs and the drawer are portaled to <body>: the colours go on <html> while the demo is open.
  useBrandingOnRoot(branding);

  const add = (product: Product, quantity = 1) => addWithNotice(demoCart, demoCartProduct(product), quantity);
  const detail = useProductDetail(add);

  return (
    <div style={brandingStyle(branding)} className="bg-cream">
      <CampaignHeader
        campaign={demoCampaign}
        cartCount={cartCount(lines)}
        onOpenCart={() => setCartOpen(true)}
        onDonate={() => setDonateOpen(true)}
      />
      <CampaignHero campaign={demoCampaign} amountRaised={demoCampaign.amount_raised_eur} />
      {demoCampaign.association_description ? <MissionCard description={demoCampaign.association_description} /> : null}
      <DemoProductsCarousel onOpen={detail.open} onAdd={(product) => add(product)} />
      <ReviewsSection />
      <ContactSection campaign={demoCampaign} />

      <DemoCartDrawer open={cartOpen} onOpenChange={setCartOpen} />
      <DemoDonateDialog open={donateOpen} onOpenChange={setDonateOpen} />
      <DemoProductDialog {...detail.dialog} />
    </div>
  );
}

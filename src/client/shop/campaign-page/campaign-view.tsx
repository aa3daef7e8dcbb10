import { lazy, Suspense, useCallback, useState } from "react";
import type { PublicCampaign } from "../../../shared/campaign";
import type { Product } from "../../../shared/catalogue";
import { sellerPath } from "../../../shared/sellers-rules";
import { addWithNotice, cartLineActions } from "../checkout/cart-notices";
import { cartCount } from "../checkout/cart-store";
import { useCart, useCartDonation, useCartSeller } from "../checkout/use-cart";
import { usePaymentReturnNotice } from "../checkout/use-payment-return-notice";
import { CampaignSellerParts } from "../sellers/campaign-seller-parts";
import { campaignPath } from "../sellers/seller-link";
import { leaderboardEnabled } from "../sellers/leaderboard-setting";
import { LeaderboardSlot } from "../sellers/leaderboard-slot";
import { ShareButton } from "../sellers/share-button";
import { usePageOrigin } from "../sellers/use-page-address";
import { useSellerAttribution } from "../sellers/use-seller-attribution";
import { brandingStyle, campaignBranding } from "./branding";
import { OrdersClosedBanner } from "./campaign-dates";
import { CampaignFooter } from "./campaign-footer";
import { CampaignHeader } from "./campaign-header";
import { CampaignHero } from "./campaign-hero";
import { productPriceCents } from "./campaign-display";
import { ContactSection } from "./contact-section";
import { ProductsSection } from "./products-section";
import { ChocolatierSection, MissionCard, ReviewsSection } from "./story-sections";
import { useAmountRaised } from "./use-amount-raised";
import { useBrandingOnRoot } from "./use-branding";
import { useOpenedOnce } from "./use-opened-once";
import { useProductDetail } from "./use-product-detail";
import { useOrdersClosed } from "./use-orders-closed";

// The drawer and the dialogs (and the dialog library under them) load when first opened, not with the page:
// most visitors read before they buy, and a phone gets the page sooner (bench: campaign-route JavaScript).
const CartDrawer = lazy(async () => ({ default: (await import("../checkout/cart-drawer")).CartDrawer }));
const ProductDialog = lazy(async () => ({ default: (await import("./product-dialog")).ProductDialog }));

/** The campaign page itself (docs/product.md#campaign-page), shared by /c/:slug and the preview. */
export function CampaignView({ campaign }: { campaign: PublicCampaign }) {
  const { lines, store } = useCart(campaign.id);
  const { donationCents } = useCartDonation(campaign.id);
  // 'Faire un don' opens the cart at its donation: one checkout, one payment with the bars (docs/product.md#donation).
  const [cartOpen, setCartOpen] = useState<false | "title" | "donation">(false);
  const cartUsed = useOpenedOnce(cartOpen !== false);
  const branding = campaignBranding(campaign);
  useBrandingOnRoot(branding);
  const slug = campaign.public_slug;
  const withLeaderboard = leaderboardEnabled(campaign);
  const [leaderboardShown, setLeaderboardShown] = useState(false);
  const showLeaderboard = useCallback(() => setLeaderboardShown(true), []);
  // The seller's progress and the leaderboard (once scrolled to) are read again when the live amount raised moves.
  const keptSeller = useCartSeller(campaign.id).seller;
  const { amount: amountRaised, liveNote } = useAmountRaised(campaign, leaderboardShown || keptSeller !== null);
  const attribution = useSellerAttribution(campaign.id, slug, amountRaised);
  const origin = usePageOrigin() ?? "";
  // Built here rather than with share-message.ts's campaignPageUrl: that module loads with the share sheet, not before.
  const shareUrl = `${origin}${attribution.linkSeller ? sellerPath(slug, attribution.linkSeller.code) : campaignPath(slug)}`;
  // docs/product.md#campaign-dates: after the deadline nothing can be added or given (the server refuses it too).
  const closed = useOrdersClosed(campaign.order_deadline);
  usePaymentReturnNotice();

  const add = (product: Product, quantity = 1) => {
    if (closed) return;
    addWithNotice(
      store,
      { id: product.id, name: product.name, price: productPriceCents(product, campaign), image: product.images[0] },
      quantity,
    );
  };
  const { detail, open: openDetail, dialog: detailDialog } = useProductDetail(add);
  const detailUsed = useOpenedOnce(detail !== null);

  return (
    <div style={brandingStyle(branding)} className="flex min-h-dvh flex-col">
      <CampaignHeader
        campaign={campaign}
        cartCount={cartCount(lines)}
        onOpenCart={() => setCartOpen("title")}
        onDonate={() => setCartOpen("donation")}
        ordersClosed={closed}
      />
      {/* Focusable by script: where the focus goes when the part that held it disappears (the seller's bar). */}
      <main id="contenu" tabIndex={-1} className="flex-1 outline-none">
        {closed ? <OrdersClosedBanner /> : null}
        <CampaignHero
          campaign={campaign}
          amountRaised={amountRaised}
          liveNote={liveNote}
          ordersClosed={closed}
          share={
            // An unpublished campaign (the preview) has no page to share yet.
            campaign.is_published ? (
              <ShareButton
                associationName={campaign.association_name}
                url={shareUrl}
                sellerFirstName={attribution.linkSeller?.first_name}
                size="lg"
                className="border-white/70 bg-white/10 text-inherit hover:border-white hover:bg-white/20 hover:text-inherit"
              />
            ) : null
          }
        />
        {campaign.association_description ? <MissionCard description={campaign.association_description} /> : null}
        <ProductsSection campaign={campaign} onOpen={openDetail} onAdd={(product) => add(product)} ordersClosed={closed} />
        {withLeaderboard ? <LeaderboardSlot slug={slug} refreshKey={amountRaised} onNear={showLeaderboard} /> : null}
        <ChocolatierSection />
        <ReviewsSection />
        <ContactSection campaign={campaign} />
      </main>
      <CampaignFooter associationName={campaign.association_name} />
      <CampaignSellerParts
        campaignId={campaign.id}
        slug={slug}
        seller={attribution.seller}
        progress={attribution.progress}
        store={attribution.store}
      />

      {/* One boundary each: one loading must not hide another that is open. */}
      {cartUsed ? (
        <Suspense fallback={null}>
          <CartDrawer
            campaign={campaign}
            open={cartOpen !== false}
            onOpenChange={(open) => setCartOpen(open ? "title" : false)}
            focusOnOpen={cartOpen || "title"}
            lines={lines}
            {...cartLineActions(store)}
            donationCents={donationCents}
            onDonationChange={store.setDonation}
          />
        </Suspense>
      ) : null}
      {detailUsed ? (
        <Suspense fallback={null}>
          <ProductDialog {...detailDialog} priceCents={detail ? productPriceCents(detail, campaign) : 0} ordersClosed={closed} />
        </Suspense>
      ) : null}
    </div>
  );
}

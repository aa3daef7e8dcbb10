import { lazy, Suspense, useState } from "react";
import { toast } from "sonner";
import type { CartSeller } from "../checkout/cart-seller";
import type { CartStore } from "../checkout/cart-store";
import type { PublicSeller } from "../../../shared/sellers-responses";
import { useOpenedOnce } from "../campaign-page/use-opened-once";
import { chooseSeller } from "./choose-seller";

// The seller's bar appears once the page is alive and knows the seller, never in the server's HTML: it loads then,
// and only on a page that orders for a seller. The change dialog loads on its first opening.
const SellerBanner = lazy(async () => ({ default: (await import("./seller-banner")).SellerBanner }));
const ChangeSellerDialog = lazy(async () => ({ default: (await import("./change-seller-dialog")).ChangeSellerDialog }));

type CampaignSellerPartsProps = {
  campaignId: string;
  slug: string;
  /** From useSellerAttribution. */
  seller: CartSeller | null;
  progress: PublicSeller | null;
  store: CartStore;
};

/**
 * The campaign page's seller parts (docs/product.md#sellers), after its footer: the bar saying whom the order is for,
 * its announcement to screen readers, and 'Changer de vendeur'.
 */
export function CampaignSellerParts({ campaignId, slug, seller, progress, store }: CampaignSellerPartsProps) {
  const [changing, setChanging] = useState(false);
  const changeUsed = useOpenedOnce(changing);

  // The bar and its buttons are gone: the focus goes to the page's content, and a toast says what happened.
  const removed = () => {
    document.getElementById("contenu")?.focus({ preventScroll: true });
    toast.success("Vendeur retiré", { description: "Votre commande ne comptera pour aucun vendeur en particulier." });
  };

  return (
    <>
      {seller ? (
        <Suspense fallback={null}>
          <SellerBanner
            seller={seller}
            progress={progress}
            onChange={() => setChanging(true)}
            onRemove={() => {
              chooseSeller(store, slug, null);
              removed();
            }}
          />
        </Suspense>
      ) : null}
      {/* Rendered by the server empty: a live region that exists before it speaks is read out when it does. */}
      <p aria-live="polite" className="sr-only">
        {seller ? `Vous commandez auprès de ${seller.first_name}` : ""}
      </p>
      {changeUsed ? (
        <Suspense fallback={null}>
          <ChangeSellerDialog campaignId={campaignId} slug={slug} open={changing} onOpenChange={setChanging} onRemoved={removed} />
        </Suspense>
      ) : null}
    </>
  );
}

import type { PublicCampaign } from "../../../shared/campaign";
import { cartSellerStorageKey } from "../checkout/cart-seller";
import { cartStorageKey } from "../checkout/cart-store";
import { PAYMENT_RETURN_PARAM } from "../checkout/payment-return";
import { sellerCodeFromPath } from "../sellers/seller-link";

/**
 * A campaign page's app waits for the visitor's first move (docs/decisions/024), unless the page has something to
 * show at once that only the app draws: a seller's link ('Vous commandez auprès de …'), the return from the payment
 * page (its notice), or a cart or seller kept from an earlier visit (the cart's count, the seller's bar).
 */
export function needsShopAtOnce(
  campaign: Pick<PublicCampaign, "id" | "public_slug">,
  location: Pick<Location, "pathname" | "search">,
  storage: Pick<Storage, "getItem"> | null,
): boolean {
  if (sellerCodeFromPath(location.pathname, campaign.public_slug) !== null) return true;
  if (new URLSearchParams(location.search).has(PAYMENT_RETURN_PARAM)) return true;
  try {
    return (
      storage !== null &&
      (storage.getItem(cartStorageKey(campaign.id)) !== null || storage.getItem(cartSellerStorageKey(campaign.id)) !== null)
    );
  } catch {
    return false; // storage refused (private mode): nothing was kept
  }
}

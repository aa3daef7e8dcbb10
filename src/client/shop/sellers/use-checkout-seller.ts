import { useState } from "react";
import { useCartSeller } from "../checkout/use-cart";
import { chooseSeller } from "./choose-seller";
import type { SellerChoice } from "./seller-choices-api";
import { isSellerRefusal } from "./seller-refusal";
import { useHasSellers } from "./use-seller-choices";

/**
 * The checkout's 'Pour quel vendeur commandez-vous ?' (docs/product.md#sellers, decision 039): the cart's seller (the
 * link's child, or one the buyer found), or a search. No field for a campaign without sellers. `sellerId` is what the
 * order names; `takeRefusal` takes the server's refusal of that seller to show it at the field.
 */
export function useCheckoutSeller(campaignId: string, slug: string) {
  const { seller, store } = useCartSeller(campaignId);
  const { state, reload } = useHasSellers(slug);
  const [error, setError] = useState<string>();
  const hasSellers = state.status === "ready" && state.hasSellers;
  const sellerId = seller?.id ?? null;

  const choose = (choice: SellerChoice | null) => {
    setError(undefined);
    chooseSeller(store, slug, choice);
  };

  const takeRefusal = (failure: unknown): boolean => {
    if (!isSellerRefusal(failure)) return false;
    // Gone from the campaign: the order goes without them unless the buyer finds another.
    chooseSeller(store, slug, null);
    reload();
    if (!hasSellers) return false;
    setError(failure.message);
    return true;
  };

  const field = hasSellers ? { slug, value: seller, onChange: choose, error } : null;
  return { sellerId, field, takeRefusal };
}

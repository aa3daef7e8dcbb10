import { useRef, useState } from "react";
import { useCartSeller } from "../checkout/use-cart";
import { chooseSeller } from "./choose-seller";
import type { SellerChoice } from "./seller-choices-api";
import { isSellerRefusal } from "./seller-refusal";
import { useSellerChoices } from "./use-seller-choices";

/**
 * The checkout's 'Pour quel vendeur commandez-vous ?' (docs/product.md#sellers): the campaign's sellers, read when the
 * checkout opens, with the cart's seller chosen. No field for a campaign without sellers. `sellerId` is what the
 * order names; `takeRefusal` takes the server's refusal of that seller to show it at the field.
 */
export function useCheckoutSeller(campaignId: string, slug: string) {
  const { seller, store } = useCartSeller(campaignId);
  const { state, reload } = useSellerChoices(slug);
  const [error, setError] = useState<string>();
  const selectRef = useRef<HTMLSelectElement>(null);
  const listed = state.status === "ready" ? state.sellers : [];
  // The kept seller goes with the order, unless the list, once read, no longer has them.
  const sellerId = seller && (state.status !== "ready" || listed.some((choice) => choice.id === seller.id)) ? seller.id : null;

  const choose = (choice: SellerChoice | null) => {
    setError(undefined);
    chooseSeller(store, slug, choice);
  };

  const takeRefusal = (failure: unknown): boolean => {
    if (!isSellerRefusal(failure)) return false;
    // Gone from the campaign: the order goes without them unless the buyer picks another, from a fresh list.
    chooseSeller(store, slug, null);
    reload();
    if (listed.length === 0) return false;
    setError(failure.message);
    selectRef.current?.focus();
    return true;
  };

  const field = listed.length > 0 ? { sellers: listed, value: sellerId ?? "", onChange: choose, error, selectRef } : null;
  return { sellerId, field, takeRefusal };
}

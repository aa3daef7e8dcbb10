import { useMemo, useSyncExternalStore } from "react";
import { createCartStore, type CartStore } from "./cart-store";
import { browserStorage } from "./browser-storage";

// One store per campaign for the whole visit, so the header, the product cards and the drawer share it.
const stores = new Map<string, CartStore>();

export function cartStoreFor(campaignId: string): CartStore {
  let store = stores.get(campaignId);
  if (!store) {
    store = createCartStore(campaignId, browserStorage("localStorage"));
    stores.set(campaignId, store);
  }
  return store;
}

const EMPTY_CART: ReturnType<CartStore["getSnapshot"]> = [];
// The server renders an empty cart; the saved one shows right after hydration, without a mismatch.
const serverSnapshot = () => EMPTY_CART;

/** The campaign's cart lines and the store's actions. */
export function useCart(campaignId: string) {
  const store = useMemo(() => cartStoreFor(campaignId), [campaignId]);
  const lines = useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
  return { lines, store };
}

const noSeller = () => null;

/** The seller the campaign's cart orders for; like the lines, none in the server's HTML, the kept one right after. */
export function useCartSeller(campaignId: string) {
  const store = useMemo(() => cartStoreFor(campaignId), [campaignId]);
  const seller = useSyncExternalStore(store.subscribe, store.getSeller, noSeller);
  return { seller, store };
}

const noDonation = () => 0;

/** The donation added to the campaign's cart, in cents (0 for none); none in the server's HTML, the kept one right after. */
export function useCartDonation(campaignId: string) {
  const store = useMemo(() => cartStoreFor(campaignId), [campaignId]);
  const donationCents = useSyncExternalStore(store.subscribe, store.getDonation, noDonation);
  return { donationCents, store };
}

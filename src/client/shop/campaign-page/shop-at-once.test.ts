import { describe, expect, it } from "vitest";
import { cartSellerStorageKey } from "../checkout/cart-seller";
import { cartStorageKey } from "../checkout/cart-store";
import { needsShopAtOnce } from "./shop-at-once";

const campaign = { id: "7b0f5c9e-8a51-4d2e-9a43-2f4a6c1d0e11", public_slug: "ecole-jules-ferry" };
const storageWith = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });
const at = (pathname: string, search = "") => ({ pathname, search });

describe("needsShopAtOnce", () => {
  it("lets a first visit to the page wait for the visitor's first move", () => {
    expect(needsShopAtOnce(campaign, at("/c/ecole-jules-ferry"), storageWith({}))).toBe(false);
    // Someone else's campaign kept in the same browser changes nothing here; nor does a link's tracking query.
    expect(needsShopAtOnce(campaign, at("/c/ecole-jules-ferry", "?utm_source=whatsapp"), storageWith({ "cart:autre": "[]" }))).toBe(false);
    expect(needsShopAtOnce(campaign, at("/c/ecole-jules-ferry"), null)).toBe(false);
  });

  it("starts the shop at once on a seller's link, back from the payment page, or with a cart or seller kept", () => {
    expect(needsShopAtOnce(campaign, at("/c/ecole-jules-ferry/v/k7m2p9qx"), storageWith({}))).toBe(true);
    expect(needsShopAtOnce(campaign, at("/c/ecole-jules-ferry", "?paiement=annule"), storageWith({}))).toBe(true);
    expect(needsShopAtOnce(campaign, at("/c/ecole-jules-ferry"), storageWith({ [cartStorageKey(campaign.id)]: "[]" }))).toBe(true);
    expect(needsShopAtOnce(campaign, at("/c/ecole-jules-ferry"), storageWith({ [cartSellerStorageKey(campaign.id)]: "{}" }))).toBe(true);
  });

  it("waits when the browser refuses its storage", () => {
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(needsShopAtOnce(campaign, at("/c/ecole-jules-ferry"), refusing)).toBe(false);
  });
});

import { sellerCodePattern } from "../../../shared/sellers-rules";

// The seller a buyer orders for (docs/product.md#sellers), kept with the campaign's cart but under a key of its own,
// `cart:{campaignId}:seller`: the lines keep their format, and emptying the cart after a payment leaves the seller, so
// that a later visit to the shop still orders for the child who sent the link.

export type CartSeller = {
  id: string;
  first_name: string;
  group_name: string | null;
  /** The code of the seller's link, when the buyer came by it; null for a seller picked from the list. */
  code: string | null;
};

export function cartSellerStorageKey(campaignId: string): string {
  return `cart:${campaignId}:seller`;
}

/** Whatever localStorage holds under the key becomes a seller or nothing. */
export function parseCartSeller(raw: string | null): CartSeller | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof CartSeller, unknown>> | null;
    if (typeof value?.id !== "string" || !value.id || typeof value.first_name !== "string" || !value.first_name) return null;
    const group = typeof value.group_name === "string" && value.group_name ? value.group_name : null;
    const code = typeof value.code === "string" && sellerCodePattern.test(value.code) ? value.code : null;
    return { id: value.id, first_name: value.first_name, group_name: group, code };
  } catch {
    return null;
  }
}

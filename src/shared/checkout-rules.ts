import { HOME_DELIVERY_FEE_CENTS } from "./catalogue";

// The checkout's rules as plain values and functions, without zod: the donor's campaign page applies them before
// the checkout form (and its schema) is downloaded, and the server prices orders with the very same ones.
// checkout.ts builds the request schema on them. Kept free of zod (campaign-entry.test.ts, eslint.config.js).

export const deliveryModes = ["pickup", "home_delivery"] as const;
export type DeliveryMode = (typeof deliveryModes)[number];

/** docs/product.md#cart: at most 99 bars of a product in one order, its lines merged. */
export const MAX_QUANTITY = 99;
export const MAX_QUANTITY_MESSAGE = `${MAX_QUANTITY} tablettes au maximum par produit`;
export const MAX_CART_LINES = 20;

/** docs/product.md#cart: a cart line's stepper stays between 1 and the cap. */
export function clampQuantity(quantity: number): number {
  return Math.min(MAX_QUANTITY, Math.max(1, Math.floor(quantity)));
}

/**
 * docs/product.md#constants: home delivery costs 3,90 €, pick-up is free; nothing to ship (a donation alone), nothing
 * to pay.
 */
export function deliveryFeeCents(mode: DeliveryMode, barCount: number): number {
  return mode === "home_delivery" && barCount > 0 ? HOME_DELIVERY_FEE_CENTS : 0;
}

// 'Faire un don' (docs/product.md#donation): its bounds and the messages of their refusal.
export const MIN_DONATION_EUR = 1;
export const MAX_DONATION_EUR = 5000;
export const donationMessages = {
  invalid: "Montant du don invalide",
  decimals: "Deux décimales au maximum",
  min: `Le don minimum est de ${MIN_DONATION_EUR} €`,
  max: `Le don maximum est de ${MAX_DONATION_EUR} €`,
} as const;

import { HOME_DELIVERY_FEE_CENTS } from "../../../shared/catalogue";
import { deliveryFeeCents, type DeliveryMode } from "../../../shared/checkout-rules";
import { centsToDecimal, formatEuros } from "../../../shared/money";
import { cartCount, cartSubtotalCents, type CartLine } from "./cart-store";

// What the cart drawer shows before payment. The server prices the order again (docs/api.md) with the same
// delivery fee rule (shared/checkout-rules.ts), so the total the buyer reads is the total they pay.

export type CheckoutTotals = { subtotalCents: number; donationCents: number; deliveryFeeCents: number; totalCents: number };

/**
 * docs/product.md#constants: total = the bars + the donation + the delivery fee, one payment (a donation alone ships
 * nothing, so it pays no fee).
 */
export function checkoutTotals(lines: CartLine[], mode: DeliveryMode, donationCents = 0): CheckoutTotals {
  const subtotalCents = cartSubtotalCents(lines);
  const fee = deliveryFeeCents(mode, cartCount(lines));
  return { subtotalCents, donationCents, deliveryFeeCents: fee, totalCents: subtotalCents + donationCents + fee };
}

/** The fee as the delivery choice shows it: 'Gratuit' or '3,90 €'. */
export function deliveryFeeLabel(mode: DeliveryMode): string {
  return mode === "home_delivery" ? formatEuros(HOME_DELIVERY_FEE_CENTS) : "Gratuit";
}

export type CheckoutCartItem = { id: string; name: string; price: number; quantity: number; image: string };

/**
 * The create-checkout call (docs/product.md#checkout): cart items with their price in euros (the server ignores it
 * and uses its own).
 */
export function toCheckoutCart(lines: CartLine[]): CheckoutCartItem[] {
  return lines.map((line) => ({
    id: line.id,
    name: line.name,
    price: Number(centsToDecimal(line.price)),
    quantity: line.quantity,
    image: line.image,
  }));
}

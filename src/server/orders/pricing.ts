import { DONATION_PRODUCT_ID, findProduct } from "../../shared/catalogue";
import type { CartItem } from "../../shared/checkout";
import { deliveryFeeCents, MAX_QUANTITY, MAX_QUANTITY_MESSAGE, type DeliveryMode } from "../../shared/checkout-rules";
import { AppError } from "../../shared/errors";
import { centsToDecimal, toCents } from "../../shared/money";
import { vatRateOf } from "../../shared/vat";

export type PricedLine = { product_id: string; name: string; unit_price_cents: number; quantity: number };

export type PricedOrder = {
  lines: PricedLine[];
  barsCount: number;
  subtotalCents: number;
  /** The donation line's amount, 0 without one (100 % to the association: shared/statement-rules.ts). */
  donationCents: number;
  deliveryFeeCents: number;
  totalCents: number;
};

/**
 * Prices a cart from the catalogue (or the campaign's own bar price), never from what the browser sent.
 * Lines of the same product are merged; a donation is a line of its own that counts no bar.
 */
export function priceOrder(options: {
  cart: CartItem[];
  donationEur?: number | null;
  deliveryMode: DeliveryMode;
  campaignBarPriceEur: string | null;
}): PricedOrder {
  const overrideCents = options.campaignBarPriceEur === null ? null : toCents(options.campaignBarPriceEur);
  const merged = new Map<string, PricedLine>();
  for (const item of options.cart) {
    const product = findProduct(item.id);
    if (!product) throw new AppError("UNKNOWN_PRODUCT", undefined, { field: "cart" });
    const line = merged.get(product.id);
    if (line) line.quantity += item.quantity;
    else
      merged.set(product.id, {
        product_id: product.id,
        name: product.name,
        unit_price_cents: overrideCents ?? product.priceCents,
        quantity: item.quantity,
      });
  }
  const lines = [...merged.values()];
  if (lines.some((l) => l.quantity > MAX_QUANTITY)) throw new AppError("VALIDATION", MAX_QUANTITY_MESSAGE, { field: "cart" });
  const barsCount = lines.reduce((sum, l) => sum + l.quantity, 0);
  const donationCents = options.donationEur ? Math.round(options.donationEur * 100) : 0;
  if (donationCents > 0) lines.push({ product_id: DONATION_PRODUCT_ID, name: "Don", unit_price_cents: donationCents, quantity: 1 });
  const subtotalCents = lines.reduce((sum, l) => sum + l.unit_price_cents * l.quantity, 0);
  // The rule the cart drawer shows the buyer: a donation alone ships nothing.
  const fee = deliveryFeeCents(options.deliveryMode, barsCount);
  return { lines, barsCount, subtotalCents, donationCents, deliveryFeeCents: fee, totalCents: subtotalCents + fee };
}

/** The snapshot stored with the sale (amounts as numeric strings, as in the database). */
export function toSaleItems(order: PricedOrder) {
  return order.lines.map((l) => ({
    product_id: l.product_id,
    name: l.name,
    unit_price_eur: centsToDecimal(l.unit_price_cents),
    quantity: l.quantity,
    // Kept with the line: the receipt shows the VAT charged at the sale, even after a change of rate (shared/vat.ts).
    vat_rate: vatRateOf(l.product_id),
  }));
}

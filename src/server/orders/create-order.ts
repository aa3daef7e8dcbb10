import type { z } from "zod";
import { noDelivery, type checkoutRequestSchema } from "../../shared/checkout";
import { AppError } from "../../shared/errors";
import { centsToDecimal } from "../../shared/money";
import { isForeignKeyViolation } from "../lib/database-errors";
import { newOrderReference } from "./order-reference";
import { priceOrder, toSaleItems, type PricedOrder } from "./pricing";
import type { SaleWriter } from "./sale-writer";
import type { SaleRow } from "./serialize";

type CheckoutInput = z.output<typeof checkoutRequestSchema>;

/** What an order needs from the campaign it is for (the published-campaign cache's view). */
type OrderCampaign = { id: string; association_id: string; chocolate_price_eur: number | null };

type NewOrder = {
  saleId: string;
  campaign: OrderCampaign;
  input: CheckoutInput;
  /** The provider that will take the payment, and the session already known for it (a page this server serves). */
  payment: { provider: string; sessionId: string | null };
  /** The buyer's checkout attempt (decision 045): its key and what it asked for; null for a call without a key. */
  attempt?: { key: string; fingerprint: string } | null;
  /**
   * The production week whose bars the order holds while its buyer pays, and until when (docs/product.md#capacity-and-holds);
   * the insert's trigger takes them or refuses the order (decision 051). Null week: nothing to count.
   */
  hold?: { week: string | null; until: Date };
};

/**
 * Stores a new order 'pending', priced on the server (never from the browser's prices), with the snapshot of its
 * lines, the buyer and the delivery details. Only the payment transition (payment-transition.ts) moves it on.
 */
export async function createPendingOrder(
  writeSale: SaleWriter,
  { saleId, campaign, input, payment, attempt, hold }: NewOrder,
  /** The order an attempt already made: read when the write stored nothing, as another call took the key first. */
  earlierOrder: (checkoutKey: string) => Promise<SaleRow | null> = async () => null,
): Promise<{ sale: SaleRow; order: PricedOrder; earlier: boolean }> {
  const order: PricedOrder = priceOrder({
    cart: input.cart,
    donationEur: input.donation_eur,
    deliveryMode: input.buyer_info.delivery_mode,
    campaignBarPriceEur: campaign.chocolate_price_eur === null ? null : campaign.chocolate_price_eur.toFixed(2),
  });
  // A donation alone ships nothing (docs/product.md#donation): whatever the form said, no delivery and no address.
  const buyer = order.barsCount > 0 ? input.buyer_info : { ...input.buyer_info, delivery_mode: "pickup" as const, ...noDelivery };
  const row = {
    id: saleId,
    campaign_id: campaign.id,
    association_id: campaign.association_id,
    amount_total: centsToDecimal(order.totalCents),
    delivery_fee: centsToDecimal(order.deliveryFeeCents),
    currency: "eur",
    status: "pending",
    customer_name: buyer.buyer_name,
    customer_email: buyer.buyer_email,
    items: toSaleItems(order),
    bars_count: order.barsCount,
    donation_cents: order.donationCents,
    delivery_mode: buyer.delivery_mode,
    delivery_address: buyer.delivery_address ?? null,
    delivery_address_line2: buyer.delivery_address_line2 ?? null,
    customer_phone: buyer.buyer_phone ?? null,
    delivery_postal_code: buyer.delivery_postal_code ?? null,
    delivery_city: buyer.delivery_city ?? null,
    payment_provider: payment.provider,
    payment_session_id: payment.sessionId,
    seller_id: input.seller_id ?? null,
    checkout_key: attempt?.key ?? null,
    checkout_fingerprint: attempt?.fingerprint ?? null,
    ...(hold?.week && order.barsCount > 0
      ? { capacity_week: hold.week, capacity_hold: "held", held_until: hold.until }
      : { held_until: hold?.until ?? null }),
  };
  let sale: SaleRow | null = null;
  // A reference already taken (one chance in a trillion) just draws another one.
  for (let draw = 0; !sale; draw++) {
    if (draw === 3) throw new Error("no free order reference after 3 draws");
    sale = await writeSale({ ...row, order_reference: newOrderReference() }).catch((error: unknown) => {
      // The seller was checked, then deleted by their association before the order was written: the buyer is told,
      // as if the check had seen it (docs/product.md#sellers), rather than met with a server error.
      if (isForeignKeyViolation(error, "sales_seller_id_sellers_id_fk"))
        throw new AppError("SELLER_NOT_FOUND", undefined, { field: "seller_id" });
      throw error;
    });
    // Nothing written: the reference was taken, or a concurrent call with this attempt's key stored its order first
    // (the unique index decides), and that order is this attempt's.
    const earlier = !sale && attempt ? await earlierOrder(attempt.key) : null;
    if (earlier) return { sale: earlier, order, earlier: true };
  }
  return { sale, order, earlier: false };
}

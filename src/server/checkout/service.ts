import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { CheckoutResponse, checkoutRequestSchema } from "../../shared/checkout";
import { ordersClosed } from "../../shared/campaign-dates-rules";
import { AppError } from "../../shared/errors";
import type { PublishedCampaigns } from "../campaigns/published-cache";
import {
  createPendingOrder,
  getOrderStatus,
  recordPaymentSession,
  settlePayment,
  type RecentOutcomes,
  type SaleWriter,
  type SettlementContext,
} from "../orders/service";
import type { PaymentProvider } from "../payments/provider";
import { sellerOfCampaign } from "../sellers/queries";

export type PaymentsContext = SettlementContext & {
  provider: PaymentProvider;
  publishedCampaigns: PublishedCampaigns;
  /** Stores new pending sales (batched when they arrive together). */
  writeSale: SaleWriter;
};

type CheckoutInput = z.output<typeof checkoutRequestSchema>;

/**
 * The create-checkout call (docs/product.md#checkout): stores a pending order for a published campaign
 * (orders/create-order.ts) and asks the provider for a payment page. Only the provider's confirmation moves the order
 * on (orders/settle-payment.ts).
 */
export async function createCheckout(ctx: PaymentsContext, input: CheckoutInput): Promise<CheckoutResponse> {
  const published = await ctx.publishedCampaigns.byId(input.campaign_id);
  if (!published) throw new AppError("CAMPAIGN_NOT_FOUND");
  const { campaign } = published;
  // Refused before anything is written: no pending sale, no payment page (docs/product.md#campaign-dates).
  if (ordersClosed(campaign.order_deadline, new Date())) throw new AppError("ORDERS_CLOSED");
  // The seller the buyer orders for must sell for this campaign (docs/product.md#sellers): a link or a choice made
  // on another campaign's page is refused, not moved.
  if (input.seller_id && !(await sellerOfCampaign(ctx.db, { campaignId: campaign.id, where: { id: input.seller_id } }))) {
    throw new AppError("SELLER_NOT_FOUND", undefined, { field: "seller_id" });
  }

  const saleId = randomUUID();
  // A provider whose payment page this server serves names the session after the sale: stored in the same write.
  const localSession = ctx.provider.sessionForSale?.(saleId);
  const { sale, order } = await createPendingOrder(ctx.writeSale, {
    saleId,
    campaign,
    input,
    payment: { provider: ctx.provider.name, sessionId: localSession?.sessionId ?? null },
  });

  if (localSession) return { url: localSession.url, order_reference: sale.order_reference, sale_id: sale.id };

  // A hosted payment page (Stripe) is opened once the sale exists, so a payment can never arrive for no sale.
  let session;
  try {
    session = await ctx.provider.createSession({
      saleId: sale.id,
      orderReference: sale.order_reference,
      lines: order.lines.map((l) => ({ name: l.name, unitAmountCents: l.unit_price_cents, quantity: l.quantity })),
      deliveryFeeCents: order.deliveryFeeCents,
      totalCents: order.totalCents,
      currency: "eur",
      customerEmail: input.buyer_info.buyer_email,
      description: `Commande ${sale.order_reference} - ${campaign.association_name}`,
      // The receipt's token rides back with the buyer: the thank-you page shows the receipt's link to them alone.
      successUrl: `${ctx.publicUrl}${ctx.documents.links.thankYouPath(sale.id, sale.order_reference)}`,
      cancelUrl: `${ctx.publicUrl}/c/${campaign.public_slug}?paiement=annule`,
    });
  } catch (error) {
    await settlePayment(ctx, { saleId: sale.id, outcome: "failed", source: "checkout" });
    throw new AppError("PAYMENT_UNAVAILABLE", undefined, { cause: error });
  }
  await recordPaymentSession(ctx.db, sale.id, session.sessionId);
  return { url: session.url, order_reference: sale.order_reference, sale_id: sale.id };
}

/** The thank-you page's view of an order, asking this shop's provider when its confirmation is late. */
export function getCheckoutStatus(ctx: PaymentsContext, options: { reference: string; token?: string; recentOutcomes: RecentOutcomes }) {
  return getOrderStatus(ctx, { ...options, lookupOutcome: ctx.provider.lookupOutcome?.bind(ctx.provider) });
}

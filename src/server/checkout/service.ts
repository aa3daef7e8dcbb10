import { eq } from "drizzle-orm";
import type { CheckoutResponse, OrderStatus } from "../../shared/checkout";
import { checkoutRequestSchema } from "../../shared/checkout";
import { AppError } from "../../shared/errors";
import { centsToDecimal } from "../../shared/money";
import type { z } from "zod";
import type { Db } from "../db/client";
import { campaigns, sales } from "../db/schema";
import { isUniqueViolation } from "../lib/database-errors";
import type { PaymentProvider } from "../payments/provider";
import type { RealtimeBus } from "../realtime/bus";
import { applyPaymentOutcome, type PaymentOutcome } from "../payments/transition";
import { newOrderReference } from "./order-reference";
import { priceOrder, toSaleItems } from "./pricing";

export type PaymentsContext = {
  db: Db;
  provider: PaymentProvider;
  bus: RealtimeBus;
  publicUrl: string;
  /** Called after a transaction that queued mail has committed. */
  onMailQueued: () => void;
};

type CheckoutInput = z.output<typeof checkoutRequestSchema>;

/**
 * SPEC.md §7 create-checkout: validates, prices on the server, stores a pending sale with its snapshot and asks
 * the provider for a payment page. Only the provider's confirmation moves the sale on (transition.ts).
 */
export async function createCheckout(ctx: PaymentsContext, input: CheckoutInput): Promise<CheckoutResponse> {
  const [campaign] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, input.campaign_id)).limit(1);
  if (!campaign || !campaign.is_published) throw new AppError("CAMPAIGN_NOT_FOUND");

  const order = priceOrder({
    cart: input.cart,
    donationEur: input.donation_eur,
    deliveryMode: input.buyer_info.delivery_mode,
    campaignBarPriceEur: campaign.chocolate_price_eur,
  });
  const buyer = input.buyer_info;

  let sale: typeof sales.$inferSelect | undefined;
  for (let attempt = 0; !sale; attempt++) {
    try {
      [sale] = await ctx.db
        .insert(sales)
        .values({
          order_reference: newOrderReference(),
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
          delivery_mode: buyer.delivery_mode,
          delivery_address: buyer.delivery_address ?? null,
          delivery_postal_code: buyer.delivery_postal_code ?? null,
          delivery_city: buyer.delivery_city ?? null,
          payment_provider: ctx.provider.name,
        })
        .returning();
    } catch (error) {
      // A reference collision (one in a trillion) just draws another one.
      if (attempt < 3 && isUniqueViolation(error, "sales_order_reference_idx")) continue;
      throw error;
    }
  }

  let session;
  try {
    session = await ctx.provider.createSession({
      saleId: sale.id,
      orderReference: sale.order_reference,
      lines: order.lines.map((l) => ({ name: l.name, unitAmountCents: l.unit_price_cents, quantity: l.quantity })),
      deliveryFeeCents: order.deliveryFeeCents,
      totalCents: order.totalCents,
      currency: "eur",
      customerEmail: buyer.buyer_email,
      description: `Commande ${sale.order_reference} - ${campaign.association_name}`,
      successUrl: `${ctx.publicUrl}/paiement/merci?ref=${sale.order_reference}`,
      cancelUrl: `${ctx.publicUrl}/c/${campaign.public_slug}?paiement=annule`,
    });
  } catch (error) {
    await applyPaymentOutcome(ctx.db, { saleId: sale.id, outcome: "failed", publicUrl: ctx.publicUrl });
    throw new AppError("PAYMENT_UNAVAILABLE", undefined, { cause: error });
  }
  await ctx.db.update(sales).set({ payment_session_id: session.sessionId }).where(eq(sales.id, sale.id));
  await ctx.bus.publish({ campaign_id: sale.campaign_id, association_id: sale.association_id, sale_id: sale.id, status: "pending" });
  return { url: session.url, order_reference: sale.order_reference, sale_id: sale.id };
}

/** Applies a provider's outcome, then tells the live views and the mail worker. */
export async function settlePayment(
  ctx: PaymentsContext,
  options: { saleId: string; outcome: PaymentOutcome; event?: { id: string; provider: string; type: string } },
) {
  const result = await applyPaymentOutcome(ctx.db, { ...options, publicUrl: ctx.publicUrl });
  if (result.changed && result.sale) {
    await ctx.bus.publish({
      campaign_id: result.sale.campaign_id,
      association_id: result.sale.association_id,
      sale_id: result.sale.id,
      status: result.sale.status,
    });
    if (options.outcome === "paid") ctx.onMailQueued();
  }
  return result;
}

/** The thank-you page's view of an order; asks the provider when the webhook hasn't arrived yet. */
export async function getOrderStatus(ctx: PaymentsContext, reference: string): Promise<OrderStatus> {
  const read = async () => {
    const [row] = await ctx.db
      .select({ sale: sales, campaign: { public_slug: campaigns.public_slug, association_name: campaigns.association_name } })
      .from(sales)
      .innerJoin(campaigns, eq(campaigns.id, sales.campaign_id))
      .where(eq(sales.order_reference, reference))
      .limit(1);
    return row;
  };
  let row = await read();
  if (!row) throw new AppError("ORDER_NOT_FOUND");
  if (row.sale.status === "pending" && row.sale.payment_session_id && ctx.provider.lookupOutcome) {
    const outcome = await ctx.provider.lookupOutcome(row.sale.payment_session_id).catch(() => null);
    if (outcome) {
      await settlePayment(ctx, { saleId: row.sale.id, outcome });
      row = (await read())!;
    }
  }
  return {
    order_reference: row.sale.order_reference,
    status: row.sale.status,
    amount_total: Number(row.sale.amount_total),
    campaign_id: row.sale.campaign_id,
    campaign_slug: row.campaign.public_slug,
    association_name: row.campaign.association_name,
  };
}

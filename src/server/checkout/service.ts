import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { CheckoutResponse, OrderStatus } from "../../shared/checkout";
import { checkoutRequestSchema } from "../../shared/checkout";
import { AppError } from "../../shared/errors";
import { centsToDecimal } from "../../shared/money";
import type { z } from "zod";
import type { Db } from "../db/client";
import { campaigns, sales } from "../db/schema";
import type { PaymentProvider } from "../payments/provider";
import type { ShortLivedCache } from "../lib/short-lived-cache";
import type { PublishedCampaigns } from "../campaigns/published-cache";
import { applyPaymentOutcome, type PaymentOutcome } from "../payments/transition";
import { newOrderReference } from "./order-reference";
import { priceOrder, toSaleItems } from "./pricing";
import type { Sale, SaleWriter } from "./sale-writer";

export type PaymentsContext = {
  db: Db;
  provider: PaymentProvider;
  publishedCampaigns: PublishedCampaigns;
  /** Stores new pending sales (batched when they arrive together). */
  writeSale: SaleWriter;
  publicUrl: string;
  /** Called after a transaction that queued mail has committed. */
  onMailQueued: () => void;
};

/** What confirming a payment needs: no catalogue, no provider. */
export type SettlementContext = Pick<PaymentsContext, "db" | "publicUrl" | "onMailQueued">;

type CheckoutInput = z.output<typeof checkoutRequestSchema>;

/**
 * SPEC.md §7 create-checkout: validates, prices on the server, stores a pending sale with its snapshot and asks
 * the provider for a payment page. Only the provider's confirmation moves the sale on (transition.ts).
 */
export async function createCheckout(ctx: PaymentsContext, input: CheckoutInput): Promise<CheckoutResponse> {
  const published = await ctx.publishedCampaigns.byId(input.campaign_id);
  if (!published) throw new AppError("CAMPAIGN_NOT_FOUND");
  const { campaign } = published;

  const order = priceOrder({
    cart: input.cart,
    donationEur: input.donation_eur,
    deliveryMode: input.buyer_info.delivery_mode,
    campaignBarPriceEur: campaign.chocolate_price_eur === null ? null : campaign.chocolate_price_eur.toFixed(2),
  });
  const buyer = input.buyer_info;
  const saleId = randomUUID();
  // A provider whose payment page this server serves names the session after the sale: stored in the same write.
  const localSession = ctx.provider.sessionForSale?.(saleId);

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
    delivery_mode: buyer.delivery_mode,
    delivery_address: buyer.delivery_address ?? null,
    delivery_postal_code: buyer.delivery_postal_code ?? null,
    delivery_city: buyer.delivery_city ?? null,
    payment_provider: ctx.provider.name,
    payment_session_id: localSession?.sessionId ?? null,
  };
  let sale: Sale | null = null;
  // A reference already taken (one chance in a trillion) just draws another one.
  for (let attempt = 0; !sale; attempt++) {
    if (attempt === 3) throw new Error("no free order reference after 3 draws");
    sale = await ctx.writeSale({ ...row, order_reference: newOrderReference() });
  }

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
  return { url: session.url, order_reference: sale.order_reference, sale_id: sale.id };
}

/**
 * Applies a provider's outcome, then wakes the mail worker. The live views hear of the new status from the
 * database itself (migration 0003's trigger), at commit.
 */
export async function settlePayment(
  ctx: SettlementContext,
  options: { saleId: string; outcome: PaymentOutcome; event?: { id: string; provider: string; type: string } },
) {
  const result = await applyPaymentOutcome(ctx.db, { ...options, publicUrl: ctx.publicUrl });
  if (result.changed && result.sale && options.outcome === "paid") ctx.onMailQueued();
  return result;
}

/** The provider's last answer per order reference (routes.ts keeps it for a few seconds). */
export type RecentOutcomes = ShortLivedCache<PaymentOutcome | null>;

/** The thank-you page's view of an order; asks the provider when the webhook hasn't arrived yet. */
export async function getOrderStatus(
  ctx: PaymentsContext,
  { reference, recentOutcomes }: { reference: string; recentOutcomes: RecentOutcomes },
): Promise<OrderStatus> {
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
  const { payment_session_id: sessionId } = row.sale;
  const lookupOutcome = ctx.provider.lookupOutcome?.bind(ctx.provider);
  if (row.sale.status === "pending" && sessionId && lookupOutcome) {
    // The return page asks every 1.5 s, and anyone may ask about any reference: Stripe is asked at most once
    // per reference while its answer is fresh (an unreachable Stripe counts as "still open").
    const outcome = await recentOutcomes.get(reference, () => lookupOutcome(sessionId).catch(() => null));
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

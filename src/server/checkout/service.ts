import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { CheckoutResponse, checkoutRequestSchema } from "../../shared/checkout";
import { ordersClosed } from "../../shared/campaign-dates-rules";
import { AppError } from "../../shared/errors";
import { toCents } from "../../shared/money";
import { settledSaleStatuses } from "../../shared/order-status";
import type { PublishedCampaigns } from "../campaigns/published-cache";
import {
  createPendingOrder,
  findSaleByCheckoutKey,
  getOrderStatus,
  saleById,
  settlePayment,
  storeOpenedSession,
  type RecentOutcomes,
  type SaleRow,
  type SaleWriter,
  type SettlementContext,
} from "../orders/service";
import type { PaymentProvider } from "../payments/provider";
import { sellerOfCampaign } from "../sellers/queries";
import { checkoutOutcomes } from "../lib/metrics";
import { checkoutFingerprint } from "./checkout-attempt";
import { barsNeeded, heldUntil, writeInWeek } from "../capacity/service";

export type PaymentsContext = SettlementContext & {
  provider: PaymentProvider;
  publishedCampaigns: PublishedCampaigns;
  /** Stores new pending sales (batched when they arrive together). */
  writeSale: SaleWriter;
};

type CheckoutInput = z.output<typeof checkoutRequestSchema>;
type CheckoutCampaign = { association_name: string; public_slug: string };

/**
 * The create-checkout call (docs/product.md#checkout): stores a pending order for a published campaign
 * (orders/create-order.ts) and asks the provider for a payment page. Only the provider's confirmation moves the order
 * on (orders/settle-payment.ts). A checkout attempt sent again with its key gets its first order back (decision 045).
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

  const attempt = input.checkout_key ? { key: input.checkout_key, fingerprint: checkoutFingerprint(input) } : null;
  if (attempt) {
    const earlier = await findSaleByCheckoutKey(ctx.db, attempt.key);
    if (earlier) return counted("resumed", await resumeAttempt(ctx, { sale: earlier, fingerprint: attempt.fingerprint, campaign }));
  }

  const saleId = randomUUID();
  // A provider whose payment page this server serves names the session after the sale: stored in the same write.
  const localSession = ctx.provider.sessionForSale?.(saleId);
  // The bars are held in their production week while the buyer pays, or the order is refused (capacity/order-week.ts).
  const { sale, earlier } = await writeInWeek(
    ctx.db,
    { distributionDate: campaign.distribution_date, deliveryMode: input.buyer_info.delivery_mode, needs: barsNeeded(input.cart) },
    (week) =>
      createPendingOrder(
        ctx.writeSale,
        {
          saleId,
          campaign,
          input,
          attempt,
          payment: { provider: ctx.provider.name, sessionId: localSession?.sessionId ?? null },
          hold: { week, until: heldUntil() },
        },
        (key) => findSaleByCheckoutKey(ctx.db, key),
      ),
  );
  // A concurrent call with the same key wrote its order first: this call answers with that order.
  if (earlier) return counted("resumed", await resumeAttempt(ctx, { sale, fingerprint: attempt!.fingerprint, campaign }));
  if (localSession) return counted("created", answer(sale, localSession.url));

  try {
    return counted("created", await openPaymentPage(ctx, { sale, campaign, replacing: null }));
  } catch (error) {
    // No page to pay on: the order can never be paid, and says so (a retry of this attempt is told to start again);
    // unless a concurrent call of the same attempt stored one meanwhile.
    if (!(await saleById(ctx.db, sale.id))?.payment_session_id) {
      await settlePayment(ctx, { saleId: sale.id, outcome: "failed", source: "checkout" });
    }
    throw error;
  }
}

/** A checkout that answered with a payment page, in the metrics (refusals and failures: checkout/routes.ts). */
function counted(outcome: "created" | "resumed", response: CheckoutResponse): CheckoutResponse {
  checkoutOutcomes.inc({ outcome });
  return response;
}

/** An order that was paid, refunded since or not. */
const wasPaid: readonly string[] = [...settledSaleStatuses, "refunded"];

const answer = (sale: SaleRow, url: string): CheckoutResponse => ({ url, order_reference: sale.order_reference, sale_id: sale.id });

/**
 * The same attempt sent again (double tap, retry after a lost answer, Back from the payment page): its order and its
 * payment page, a new page for the same order if the first expired, never a second order (decision 045).
 */
async function resumeAttempt(
  ctx: PaymentsContext,
  { sale, fingerprint, campaign }: { sale: SaleRow; fingerprint: string; campaign: CheckoutCampaign },
) {
  if (sale.checkout_fingerprint !== fingerprint) throw new AppError("CHECKOUT_KEY_REUSED");
  // Paid meanwhile (the answer was lost, the buyer paid in another tab): the thank-you page says so.
  const thankYou = `${ctx.publicUrl}${ctx.documents.links.thankYouPath(sale.id, sale.order_reference)}`;
  if (wasPaid.includes(sale.status)) return answer(sale, thankYou);
  if (sale.status !== "pending") throw new AppError("CHECKOUT_ATTEMPT_ENDED");
  const local = ctx.provider.sessionForSale?.(sale.id);
  if (local) return answer(sale, local.url);
  if (!sale.payment_session_id) return openPaymentPage(ctx, { sale, campaign, replacing: null });

  const session = await ctx.provider.sessionState!(sale.payment_session_id).catch((error: unknown) => {
    throw new AppError("PAYMENT_UNAVAILABLE", undefined, { cause: error });
  });
  if (session.state === "open") return answer(sale, session.url);
  if (session.state === "complete") return answer(sale, thankYou);
  return openPaymentPage(ctx, { sale, campaign, replacing: sale.payment_session_id });
}

/**
 * Opens the hosted payment page (Stripe) for a stored order, priced from the order itself, and stores its session in
 * place of `replacing`. When another call stored a session first, the buyer is sent to that one: one order, one page.
 */
async function openPaymentPage(
  ctx: PaymentsContext,
  { sale, campaign, replacing }: { sale: SaleRow; campaign: CheckoutCampaign; replacing: string | null },
) {
  let session;
  try {
    session = await ctx.provider.createSession({
      saleId: sale.id,
      orderReference: sale.order_reference,
      lines: sale.items.map((l) => ({ name: l.name, unitAmountCents: toCents(l.unit_price_eur)!, quantity: l.quantity })),
      deliveryFeeCents: toCents(sale.delivery_fee)!,
      totalCents: toCents(sale.amount_total)!,
      currency: "eur",
      customerEmail: sale.customer_email!,
      description: `Commande ${sale.order_reference} - ${campaign.association_name}`,
      // The receipt's token rides back with the buyer: the thank-you page shows the receipt's link to them alone.
      successUrl: `${ctx.publicUrl}${ctx.documents.links.thankYouPath(sale.id, sale.order_reference)}`,
      cancelUrl: `${ctx.publicUrl}/c/${campaign.public_slug}?paiement=annule`,
      replacesSessionId: replacing,
    });
  } catch (error) {
    throw new AppError("PAYMENT_UNAVAILABLE", undefined, { cause: error });
  }
  if (await storeOpenedSession(ctx.db, { saleId: sale.id, sessionId: session.sessionId, replacing })) return answer(sale, session.url);
  const now = await saleById(ctx.db, sale.id);
  if (now?.payment_session_id === session.sessionId) return answer(sale, session.url);
  if (now?.status === "pending" && now.payment_session_id && ctx.provider.sessionState) {
    const stored = await ctx.provider.sessionState(now.payment_session_id).catch(() => null);
    if (stored?.state === "open") return answer(sale, stored.url);
  }
  throw new AppError("PAYMENT_UNAVAILABLE");
}

/** The thank-you page's view of an order, asking this shop's provider when its confirmation is late. */
export function getCheckoutStatus(ctx: PaymentsContext, options: { reference: string; token?: string; recentOutcomes: RecentOutcomes }) {
  return getOrderStatus(ctx, { ...options, lookupOutcome: ctx.provider.lookupOutcome?.bind(ctx.provider) });
}

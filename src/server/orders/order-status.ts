import type { OrderStatusWithReceipt } from "../../shared/order-status-with-receipt";
import { AppError } from "../../shared/errors";
import type { PaymentOutcome } from "../../shared/order-status";
import { carriesHandOverCode, handOverUrl } from "../../shared/distribution-rules";
import { renderer } from "../lib/renderer";
import type { ShortLivedCache } from "../lib/short-lived-cache";
import { hasReceipt } from "../receipts/order-documents";
import { findOrderByReference } from "./queries";
import { toSale } from "./serialize";
import { settlePayment, type SettlementContext } from "./settle-payment";

/** The provider's last answer per order reference (checkout/routes.ts keeps it for a few seconds). */
export type RecentOutcomes = ShortLivedCache<PaymentOutcome | null>;

/** Asks the payment provider what became of a session; null while the buyer may still pay. */
export type OutcomeLookup = (sessionId: string) => Promise<PaymentOutcome | null>;

/**
 * The thank-you page's view of an order; asks the provider when the webhook hasn't arrived yet. Anyone may ask about
 * a reference (it is on the distribution list and in the hand-over QR code), so the receipt's link, which shows the
 * buyer's name and address, goes only to a call carrying the order's token: the one the payment page's return
 * address gave the buyer (receipts/document-links.ts).
 */
export async function getOrderStatus(
  ctx: SettlementContext,
  options: { reference: string; token?: string; recentOutcomes: RecentOutcomes; lookupOutcome?: OutcomeLookup },
): Promise<OrderStatusWithReceipt> {
  const { reference, recentOutcomes, lookupOutcome } = options;
  let row = await findOrderByReference(ctx.db, reference);
  if (!row) throw new AppError("ORDER_NOT_FOUND");
  const { payment_session_id: sessionId } = row.sale;
  if (row.sale.status === "pending" && sessionId && lookupOutcome) {
    // The return page asks every 1.5 s, and anyone may ask about any reference: Stripe is asked at most once
    // per reference while its answer is fresh (an unreachable Stripe counts as "still open").
    const outcome = await recentOutcomes.get(reference, () => lookupOutcome(sessionId).catch(() => null));
    if (outcome) {
      await settlePayment(ctx, { saleId: row.sale.id, outcome, source: "return_page" });
      row = (await findOrderByReference(ctx.db, reference))!;
    }
  }
  const sale = toSale(row.sale);
  const buyersOwn = ctx.documents.links.isReceiptToken(row.sale.id, options.token);
  const withCode = carriesHandOverCode({ ...sale, bars: row.sale.bars_count - row.sale.refunded_bars });
  return {
    order_reference: sale.order_reference,
    status: sale.status,
    amount_total: sale.amount_total,
    campaign_id: sale.campaign_id,
    campaign_slug: row.campaign.public_slug,
    association_name: row.campaign.association_name,
    fulfilment_status: sale.fulfilment_status,
    delivery_mode: sale.delivery_mode,
    bars_count: row.sale.bars_count,
    donation_eur: row.sale.donation_cents / 100,
    hand_over_qr_svg: withCode ? await renderer.run("linkQrSvg", handOverUrl(ctx.publicUrl, sale.order_reference)) : null,
    receipt_url: hasReceipt(row.sale.status) && buyersOwn ? ctx.documents.links.receiptPath(row.sale.id) : null,
    buyer_email: buyersOwn ? row.sale.customer_email : null,
  };
}

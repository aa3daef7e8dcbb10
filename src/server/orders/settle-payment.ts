import type { PaymentOutcome } from "../../shared/order-status";
import type { Db } from "../db/client";
import type { OrderDocuments } from "../receipts/order-documents";
import { paymentOutcomes } from "../lib/metrics";
import { applyPaymentOutcome, type PaymentSource } from "./payment-transition";
import { refundOrder, type ProviderRefundCall } from "./refund-transition";

const OVER_CAPACITY_REASON = "Paiement reçu après l'expiration du panier : plus de tablettes disponibles pour cette livraison.";

/** What confirming a payment needs: no catalogue, no provider. */
export type SettlementContext = {
  db: Db;
  publicUrl: string;
  /** The buyer's receipt: attached to the confirmation, linked from the thank-you page. */
  documents: OrderDocuments;
  /** Called after a transaction that queued mail has committed. */
  onMailQueued: () => void;
  /** The provider's refund: a late payment whose bars no longer fit is given back at once (decision 051). */
  refundPayment?: ProviderRefundCall;
};

/**
 * Applies a provider's outcome (webhook, simulated payment page, return page, sweeper), then wakes the mail worker. The
 * live views hear of the new status from the database itself (migration 0003's trigger), at commit.
 */
export async function settlePayment(
  ctx: SettlementContext,
  options: { saleId: string; outcome: PaymentOutcome; event?: { id: string; provider: string; type: string }; source?: PaymentSource },
) {
  const result = await applyPaymentOutcome(ctx.db, { ...options, publicUrl: ctx.publicUrl, documents: ctx.documents });
  // Counted once the transition has committed, and only when it moved the order: duplicates and late events don't.
  if (result.changed) paymentOutcomes.inc({ outcome: options.outcome });
  if (result.changed && result.sale && options.outcome === "paid") ctx.onMailQueued();
  if (result.refundOverCapacity && ctx.refundPayment) await refundOverCapacity(ctx, options.saleId, ctx.refundPayment);
  return result;
}

/**
 * Gives back in full a payment that came after its order expired and found its week full (decision 051), through the
 * refund transition like any refund: once, under a key of its own, so a replayed event or a retry refunds nothing more.
 * A provider that fails now leaves the refund pending: the next delivery of the event, or an administrator, resumes it.
 */
async function refundOverCapacity(ctx: SettlementContext, saleId: string, refund: ProviderRefundCall) {
  const outcome = await refundOrder(ctx.db, {
    saleId,
    request: { kind: "full", reason: OVER_CAPACITY_REASON, idempotency_key: `over-capacity-${saleId}` },
    actorUserId: null,
    refund,
    publicUrl: ctx.publicUrl,
    documents: ctx.documents,
  });
  if (outcome.mailQueued) ctx.onMailQueued();
}

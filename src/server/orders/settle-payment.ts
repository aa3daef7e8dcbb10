import type { PaymentOutcome } from "../../shared/order-status";
import type { Db } from "../db/client";
import type { OrderDocuments } from "../receipts/order-documents";
import { paymentOutcomes } from "../lib/metrics";
import { applyPaymentOutcome, type PaymentSource } from "./payment-transition";

/** What confirming a payment needs: no catalogue, no provider. */
export type SettlementContext = {
  db: Db;
  publicUrl: string;
  /** The buyer's receipt: attached to the confirmation, linked from the thank-you page. */
  documents: OrderDocuments;
  /** Called after a transaction that queued mail has committed. */
  onMailQueued: () => void;
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
  return result;
}

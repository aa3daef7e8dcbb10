import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { refunds, sales } from "../db/schema";
import type { OrderDocuments } from "../receipts/order-documents";
import { applySucceededRefund, countRefund } from "./refund-settlement";

/** A refund as the provider reports it; `idempotencyKey` is ours when we made it (sent as its metadata). */
export type ReportedRefund = { refundId: string; amountCents: number; status: string; idempotencyKey: string | null };

type RecordOptions = {
  saleId: string;
  provider: string;
  /** Every refund the provider now knows on the order's payment; those already counted are skipped. */
  refunds: ReportedRefund[];
  /** The history's reason for a refund made outside the shop (in the provider's dashboard). */
  reason: string;
  paymentEventId?: string;
  publicUrl: string;
  /** The credit notes attached to the buyer's mails. */
  documents: OrderDocuments;
};

/**
 * A provider's report of an order's refunds (Stripe's charge.refunded), applied once whatever the order of
 * arrival (docs/product.md#refunds): a refund known by its provider id changes nothing (ours, or a replay); one
 * carrying the key of our own still-pending refund settles that row (the webhook came before our call returned);
 * any other is a refund made in the provider's dashboard, recorded now with no author. Under the order's row lock,
 * like every writer of its refunds, so our call and the webhook never both record the same provider id.
 */
export async function recordProviderRefunds(db: Db, options: RecordOptions): Promise<{ applied: number; mailQueued: boolean }> {
  return db.transaction(async (tx) => {
    let applied = 0;
    let mailQueued = false;
    for (const reported of options.refunds) {
      if (reported.status === "failed" || reported.status === "canceled" || reported.amountCents <= 0) continue;
      // Read again for each refund: the previous one changed the order's sums and status.
      const [sale] = await tx.select().from(sales).where(eq(sales.id, options.saleId)).for("update");
      if (!sale) return { applied, mailQueued };
      const [known] = await tx
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(eq(refunds.provider, options.provider), eq(refunds.provider_refund_id, reported.refundId)));
      if (known) continue;

      const settle = {
        sale,
        providerRefundId: reported.refundId,
        publicUrl: options.publicUrl,
        documents: options.documents,
        paymentEventId: options.paymentEventId,
      };
      if (reported.idempotencyKey) {
        const [ours] = await tx
          .select()
          .from(refunds)
          .where(and(eq(refunds.idempotency_key, reported.idempotencyKey), eq(refunds.sale_id, sale.id)));
        if (ours) {
          if (ours.status !== "pending") continue;
          const result = await applySucceededRefund(tx, { ...settle, refundId: ours.id });
          applied += 1;
          mailQueued ||= result.mailQueued;
          continue;
        }
      }

      const now = new Date();
      const [refund] = await tx
        .insert(refunds)
        .values({
          sale_id: sale.id,
          amount_cents: reported.amountCents,
          reason: options.reason,
          status: "succeeded",
          provider: options.provider,
          provider_refund_id: reported.refundId,
          idempotency_key: `${options.provider}:${reported.refundId}`,
          created_by: null,
          created_at: now,
          settled_at: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!refund) continue;
      mailQueued ||= await countRefund(tx, { ...settle, refundId: refund.id, refund, now });
      applied += 1;
    }
    return { applied, mailQueued };
  });
}

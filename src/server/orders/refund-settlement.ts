import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { isDonationLine } from "../../shared/catalogue";
import { AppError } from "../../shared/errors";
import { toCents } from "../../shared/money";
import { settledSaleStatuses } from "../../shared/order-status";
import type { Db } from "../db/client";
import { campaigns, orderEvents, refunds, sales } from "../db/schema";
import { queueMail } from "../mail/outbox";
import { mayMailBuyer } from "../buyer-emails/service";
import { paymentOutcomes } from "../lib/metrics";
import { attributeRefund } from "./refund-attribution";
import { creditNoteFile, creditNoteNumber, type OrderDocuments } from "../receipts/order-documents";
import { buyerRefundMail, type CreditNoteForMail } from "./refund-mail";
import type { SaleRow } from "./serialize";

export type RefundRow = typeof refunds.$inferSelect;

type SettleOptions = {
  /** The order, locked `for update` by the caller's transaction: every writer of its refunds takes that lock first. */
  sale: SaleRow;
  refundId: string;
  providerRefundId: string;
  publicUrl: string;
  /** The credit note attached to the buyer's mail. */
  documents: OrderDocuments;
  /** The provider's event that reported it, when it came by webhook. */
  paymentEventId?: string;
};

/**
 * The one place a refund counts (decision 016): a 'pending' row becomes 'succeeded' with the provider's id, and in
 * the same transaction the order's running sums and payment status follow, its history gets a row and the buyer's
 * mail is queued. Conditional on 'pending': our own call and the provider's webhook may both settle the same
 * refund, in any order; the second changes nothing.
 */
export async function applySucceededRefund(tx: Db, options: SettleOptions): Promise<{ refund: RefundRow; mailQueued: boolean }> {
  const { sale } = options;
  // Under the order's lock no other writer can be recording this provider id: a row that has it already is the
  // refund, recorded by the webhook before our call came back (the unique index is the backstop).
  const [known] = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.provider, sale.payment_provider ?? ""), eq(refunds.provider_refund_id, options.providerRefundId)));
  if (known && known.id !== options.refundId) {
    await tx
      .update(refunds)
      .set({ status: "failed", settled_at: new Date() })
      .where(and(eq(refunds.id, options.refundId), eq(refunds.status, "pending")));
    return { refund: known, mailQueued: false };
  }

  const now = new Date();
  const [refund] = await tx
    .update(refunds)
    .set({ status: "succeeded", provider_refund_id: options.providerRefundId, settled_at: now })
    .where(and(eq(refunds.id, options.refundId), eq(refunds.status, "pending")))
    .returning();
  if (!refund) {
    const [already] = await tx.select().from(refunds).where(eq(refunds.id, options.refundId));
    return { refund: already, mailQueued: false };
  }
  return { refund, mailQueued: await countRefund(tx, { ...options, refund, now }) };
}

/**
 * Adds a succeeded refund to its order: what it takes from each part, sums, status, history, the buyer's mail with
 * the refund's credit note.
 */
export async function countRefund(tx: Db, options: SettleOptions & { refund: RefundRow; now: Date }): Promise<boolean> {
  const { sale, now } = options;
  const refund = await attribute(tx, sale, options.refund);
  const totalCents = sql`round(${sales.amount_total} * 100)`;
  const [updated] = await tx
    .update(sales)
    .set({
      refunded_cents: sql`${sales.refunded_cents} + ${refund.amount_cents}`,
      refunded_bars: sql`least(${sales.refunded_bars} + ${refund.bars}, ${sales.bars_count})`,
      status: sql`case when ${sales.refunded_cents} + ${refund.amount_cents} >= ${totalCents} then 'refunded' else 'partially_refunded' end`,
      updated_at: now,
    })
    .where(
      and(
        eq(sales.id, sale.id),
        inArray(sales.status, [...settledSaleStatuses]),
        sql`${sales.refunded_cents} + ${refund.amount_cents} <= ${totalCents}`,
      ),
    )
    .returning();
  // The provider gave back more than the order has left: a bug or a foreign write, never something to count.
  if (!updated) throw new AppError("REFUND_TOO_LARGE");

  await tx.insert(orderEvents).values({
    sale_id: sale.id,
    axis: "refund",
    from_state: sale.status,
    to_state: updated.status,
    actor_user_id: refund.created_by,
    payment_event_id: options.paymentEventId ?? null,
    reason: refund.reason,
    details: { refund_id: refund.id, amount_cents: refund.amount_cents },
    created_at: now,
  });
  // Counted here, where every refund counts once (ours and the provider's dashboard's alike); the caller's transaction
  // commits right after (a failure between the two, which would roll the refund back, is the rare exception).
  paymentOutcomes.inc({ outcome: "refunded" });

  if (!updated.customer_email || !mayMailBuyer(updated)) return false;
  const [campaign] = await tx
    .select({ association_name: campaigns.association_name, public_slug: campaigns.public_slug })
    .from(campaigns)
    .where(eq(campaigns.id, sale.campaign_id));
  const creditNote = await creditNoteForMail(tx, { ...options, sale: updated, refund, associationName: campaign.association_name });
  await queueMail(tx, { to: updated.customer_email, ...buyerRefundMail(refund, updated, campaign, options.publicUrl, creditNote) });
  return true;
}

/**
 * The credit note of a refund just counted, made from its attributed row. One whose parts don't add up to the refund
 * is refused by receipts/receipt-pdf.ts: the refund must count all the same and the buyer hear of it, so the mail
 * then goes without it (its download answers the error, where the server's log shows it).
 */
async function creditNoteForMail(
  tx: Db,
  options: SettleOptions & { refund: RefundRow; associationName: string },
): Promise<CreditNoteForMail | null> {
  const { sale, refund, documents } = options;
  // Outside the try: a failed query has aborted the transaction, and must end it.
  const number = await creditNoteNumber(tx, { saleId: sale.id, refundId: refund.id });
  try {
    const file = await creditNoteFile({ sale, refund, number, associationName: options.associationName, operator: documents.operator });
    return { file, reference: file.reference, url: `${options.publicUrl}${documents.links.creditNotePath(sale.id, refund.id)}` };
  } catch {
    return null;
  }
}

/** Records on the refund row what it takes from the bars, the donation, the delivery fee and the share. */
async function attribute(tx: Db, sale: SaleRow, refund: RefundRow): Promise<RefundRow> {
  const [earlier] = await tx
    .select({
      barsCents: sql<number>`coalesce(sum(${refunds.bars_cents}), 0)::int`,
      donationCents: sql<number>`coalesce(sum(${refunds.donation_cents}), 0)::int`,
      deliveryCents: sql<number>`coalesce(sum(${refunds.delivery_cents}), 0)::int`,
    })
    .from(refunds)
    .where(and(eq(refunds.sale_id, sale.id), eq(refunds.status, "succeeded"), ne(refunds.id, refund.id)));
  const deliveryCents = toCents(sale.delivery_fee) ?? 0;
  const namedDonations = refund.lines.filter(isDonationLine).reduce((sum, line) => sum + line.quantity, 0);
  const parts = attributeRefund({
    order: {
      barsCents: (toCents(sale.amount_total) ?? 0) - deliveryCents - sale.donation_cents,
      donationCents: sale.donation_cents,
      deliveryCents,
    },
    earlier,
    amountCents: refund.amount_cents,
    namedDonationCents: namedDonations * sale.donation_cents,
  });
  const [attributed] = await tx
    .update(refunds)
    .set({
      bars_cents: parts.barsCents,
      donation_cents: parts.donationCents,
      delivery_cents: parts.deliveryCents,
      share_cents: parts.shareCents,
    })
    .where(eq(refunds.id, refund.id))
    .returning();
  return attributed;
}

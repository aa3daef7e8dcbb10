import { and, eq, inArray } from "drizzle-orm";
import type { RefundRequest } from "../../shared/admin";
import { AppError } from "../../shared/errors";
import { settledSaleStatuses } from "../../shared/order-status";
import { toCents } from "../../shared/money";
import type { Db } from "../db/client";
import { campaigns, refunds, sales, user } from "../db/schema";
import { RefundRefusedError } from "../lib/refund-refused";
import { planRefund } from "./refund-amount";
import type { OrderDocuments } from "../receipts/order-documents";
import { applySucceededRefund, type RefundRow } from "./refund-settlement";
import type { SaleRow } from "./serialize";

/** The provider's refund, as the caller hands it over (orders/ imports no provider: decision 012). */
export type ProviderRefundCall = (request: {
  saleId: string;
  sessionId: string;
  amountCents: number;
  idempotencyKey: string;
}) => Promise<{ refundId: string }>;

export type RefundOrderOptions = {
  saleId: string;
  request: RefundRequest;
  /** Who asks; null when the shop refunds on its own (a late payment past capacity: decision 051). */
  actorUserId: string | null;
  refund: ProviderRefundCall;
  publicUrl: string;
  /** The credit note attached to the buyer's mail. */
  documents: OrderDocuments;
};

export type RefundOutcome = {
  refund: RefundRow;
  sale: SaleRow;
  campaign: { association_name: string; public_slug: string };
  /** Who asked for the refund; null for one made in the provider's dashboard. */
  createdByEmail: string | null;
  /** A mail to the buyer was queued: wake the mail worker. */
  mailQueued: boolean;
};

/**
 * Gives money back on a paid order (docs/product.md#refunds), once per idempotency key.
 *
 * The provider is asked between two transactions, never inside one: a network call must not hold the order's row
 * lock (every refund of the order and the payment webhooks would wait on it), and a transaction can't undo what
 * the provider did anyway. So:
 * 1. under the order's row lock (`for update`, which serialises double clicks and concurrent admins), the refund
 *    is checked against what is left (refunds already made and those still pending both count) and stored
 *    'pending', then committed: the money is reserved before the provider hears of it;
 * 2. the provider is asked with the same idempotency key: it refunds once, however often it is asked;
 * 3. a second transaction marks the row 'succeeded' and adds it to the order's sums (refund-settlement.ts), if the
 *    provider's webhook hasn't already done so.
 * A crash or a lost answer after step 1 leaves the row 'pending', holding its amount; calling again with the same key
 * resumes at step 2. A definitive refusal of the provider marks it 'failed', which releases the amount.
 */
export async function refundOrder(db: Db, options: RefundOrderOptions): Promise<RefundOutcome> {
  const reservation = await reserveRefund(db, options);
  let reserved = reservation.row;
  // The same key, still pending, from a call that may be asking the provider right now (a double click, a second
  // server): wait for it to settle rather than ask the provider a second time. One left pending longer, by a crash
  // or a lost answer, is resumed here: the provider's idempotency key makes that safe.
  if (!reservation.created && reserved.status === "pending") reserved = await settledOrStale(db, reserved);
  if (reserved.status === "failed") throw new AppError("REFUND_REFUSED");
  if (reserved.status !== "pending") return { ...(await current(db, reserved)), mailQueued: false };

  let providerRefundId: string;
  try {
    const sale = await current(db, reserved);
    ({ refundId: providerRefundId } = await options.refund({
      saleId: reserved.sale_id,
      sessionId: sale.sale.payment_session_id!,
      amountCents: reserved.amount_cents,
      idempotencyKey: reserved.idempotency_key,
    }));
  } catch (error) {
    if (error instanceof RefundRefusedError) {
      await db
        .update(refunds)
        .set({ status: "failed", settled_at: new Date() })
        .where(and(eq(refunds.id, reserved.id), eq(refunds.status, "pending")));
      throw new AppError("REFUND_REFUSED", undefined, { cause: error });
    }
    throw new AppError("REFUND_UNAVAILABLE", undefined, { cause: error });
  }

  const settled = await db.transaction(async (tx) => {
    const [sale] = await tx.select().from(sales).where(eq(sales.id, reserved.sale_id)).for("update");
    return applySucceededRefund(tx, {
      sale,
      refundId: reserved.id,
      providerRefundId,
      publicUrl: options.publicUrl,
      documents: options.documents,
    });
  });
  return { ...(await current(db, settled.refund)), mailQueued: settled.mailQueued };
}

const IN_FLIGHT_WAIT_MS = 20_000;

async function settledOrStale(db: Db, refund: RefundRow): Promise<RefundRow> {
  let row = refund;
  while (row.status === "pending" && Date.now() - row.created_at.getTime() < IN_FLIGHT_WAIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    [row] = await db.select().from(refunds).where(eq(refunds.id, refund.id));
  }
  return row;
}

/** Step 1: the refund row, new and 'pending', or the one already made under this key. */
async function reserveRefund(db: Db, options: RefundOrderOptions): Promise<{ row: RefundRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const [sale] = await tx.select().from(sales).where(eq(sales.id, options.saleId)).for("update");
    if (!sale) throw new AppError("ORDER_NOT_FOUND");
    // Read under the lock: a concurrent call with the same key has committed its row by now, or not begun.
    const [existing] = await tx.select().from(refunds).where(eq(refunds.idempotency_key, options.request.idempotency_key));
    if (existing) {
      if (existing.sale_id !== sale.id) throw new AppError("REFUND_KEY_REUSED");
      return { row: existing, created: false };
    }
    if (sale.status === "refunded") throw new AppError("ORDER_ALREADY_REFUNDED");
    if (!(settledSaleStatuses as readonly string[]).includes(sale.status) || !sale.payment_provider || !sale.payment_session_id) {
      throw new AppError("ORDER_NOT_REFUNDABLE");
    }

    const open = await tx
      .select({ status: refunds.status, amount_cents: refunds.amount_cents, bars: refunds.bars, lines: refunds.lines })
      .from(refunds)
      .where(and(eq(refunds.sale_id, sale.id), inArray(refunds.status, ["pending", "succeeded"])));
    const pending = open.filter((r) => r.status === "pending");
    const plan = planRefund(options.request, {
      items: sale.items,
      totalCents: toCents(sale.amount_total) ?? 0,
      takenCents: sale.refunded_cents + pending.reduce((sum, r) => sum + r.amount_cents, 0),
      takenBars: sale.refunded_bars + pending.reduce((sum, r) => sum + r.bars, 0),
      takenLines: open.flatMap((r) => r.lines),
    });

    const [row] = await tx
      .insert(refunds)
      .values({
        sale_id: sale.id,
        amount_cents: plan.amountCents,
        bars: plan.bars,
        lines: plan.lines,
        reason: options.request.reason || null,
        status: "pending",
        provider: sale.payment_provider,
        idempotency_key: options.request.idempotency_key,
        created_by: options.actorUserId,
      })
      .returning();
    return { row, created: true };
  });
}

/** The refund, its order and campaign as they now stand. */
async function current(db: Db, refund: RefundRow) {
  const [row] = await db
    .select({
      sale: sales,
      refund: refunds,
      association_name: campaigns.association_name,
      public_slug: campaigns.public_slug,
      created_by_email: user.email,
    })
    .from(refunds)
    .innerJoin(sales, eq(sales.id, refunds.sale_id))
    .innerJoin(campaigns, eq(campaigns.id, sales.campaign_id))
    .leftJoin(user, eq(user.id, refunds.created_by))
    .where(eq(refunds.id, refund.id));
  return {
    refund: row.refund,
    sale: row.sale,
    campaign: { association_name: row.association_name, public_slug: row.public_slug },
    createdByEmail: row.created_by_email,
  };
}

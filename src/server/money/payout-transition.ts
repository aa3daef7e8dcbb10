import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { AppError } from "../../shared/errors";
import type { GeneratePayoutsRequest } from "../../shared/payouts";
import type { PayoutStatus } from "../../shared/statement";
import type { PayoutAccount } from "../config";
import type { Db } from "../db/client";
import { campaigns, payoutBatches, payoutEvents, payouts, refunds, sales } from "../db/schema";
import { payableBankAccount } from "./bank-account-payable";
import type { MoneyClock } from "./order-money-sql";
import { payableOf } from "./payout-queries";

// The payouts' one axis (docs/product.md#payouts): a payout is made 'generated' with the orders and refunds it covers,
// then becomes 'paid' (the bank executed it) or 'cancelled' (it was refused, or the file never sent: its orders are
// payable again). One-way; each step is a payout_events row with who and why; a step asked twice changes nothing.

export type PayoutRecord = typeof payouts.$inferSelect;
export type BatchRecord = typeof payoutBatches.$inferSelect;

/** The file's MsgId: the day and 12 random characters, 23 in all (35 allowed), unique for the workshop's bank. */
function newMessageId(now: Date): string {
  return `BS-${now.toISOString().slice(0, 10).replace(/-/g, "")}-${randomBytes(6).toString("hex").toUpperCase()}`;
}

/**
 * One transfer file paying each chosen campaign what is payable today. All or nothing: a campaign with nothing
 * payable, or an association without bank details, with new details no admin has confirmed yet or with a holder the
 * file can't carry (bank-account-payable.ts), refuses the whole file. Campaigns are locked one after the other
 * in a fixed order, so two files made at once can't cover the same orders; the same key gives back the first file.
 */
export async function generatePayoutBatch(
  db: Db,
  options: {
    request: GeneratePayoutsRequest;
    actorUserId: string;
    debtor: PayoutAccount;
    clock: MoneyClock;
    /** BANK_DETAILS_HOLD_DAYS (docs/product.md#bank-details). */
    bankDetailsHoldDays: number;
  },
): Promise<{ batch: BatchRecord; payouts: PayoutRecord[]; created: boolean }> {
  const { request, clock } = options;
  const now = clock.now;
  return db.transaction(async (tx) => {
    const existing = await batchByKey(tx, request.idempotency_key);
    if (existing) return { ...existing, created: false };
    // Two requests with the same key wait for each other here; the second then finds the first's batch.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${request.idempotency_key}))`);
    const raced = await batchByKey(tx, request.idempotency_key);
    if (raced) return { ...raced, created: false };

    const ids = [...new Set(request.campaign_ids)].sort();
    const locked = await tx
      .select({ id: campaigns.id, association_id: campaigns.association_id })
      .from(campaigns)
      .where(inArray(campaigns.id, ids))
      .orderBy(campaigns.id)
      // 'no key update': orders keep being placed meanwhile (their reference to the campaign takes a key-share lock).
      .for("no key update");
    if (locked.length !== ids.length) throw new AppError("CAMPAIGN_NOT_FOUND");

    const planned = [];
    for (const campaign of locked) {
      const account = await payableBankAccount(tx, campaign.association_id, { now, holdDays: options.bankDetailsHoldDays });
      const payable = await payableOf(tx, { campaignId: campaign.id, clock });
      if (payable.amountCents <= 0) throw new AppError("NOTHING_TO_PAY");
      planned.push({ campaign, account, payable });
    }

    const [batch] = await tx
      .insert(payoutBatches)
      .values({
        message_id: newMessageId(now),
        idempotency_key: request.idempotency_key,
        execution_date: request.execution_date,
        debtor_name: options.debtor.name,
        debtor_iban: options.debtor.iban,
        debtor_bic: options.debtor.bic,
        created_by: options.actorUserId,
        created_at: now,
      })
      .returning();
    const made: PayoutRecord[] = [];
    for (const { campaign, account, payable } of planned) {
      const [payout] = await tx
        .insert(payouts)
        .values({
          batch_id: batch.id,
          association_id: campaign.association_id,
          campaign_id: campaign.id,
          amount_cents: payable.amountCents,
          creditor_name: account.account_holder,
          creditor_iban: account.iban,
          creditor_bic: account.bic,
          created_at: now,
          updated_at: now,
        })
        .returning();
      if (payable.orderIds.length > 0) {
        await tx
          .update(sales)
          .set({ payout_id: payout.id })
          .where(and(inArray(sales.id, payable.orderIds), isNull(sales.payout_id)));
      }
      // A paper order cancelled after a payout: this one covers whichever half was left (order-money-sql.ts).
      if (payable.cancellationIds.length > 0) {
        await tx
          .update(sales)
          .set({
            payout_id: sql`coalesce(${sales.payout_id}, ${payout.id})`,
            cancellation_payout_id: sql`coalesce(${sales.cancellation_payout_id}, ${payout.id})`,
          })
          .where(inArray(sales.id, payable.cancellationIds));
      }
      if (payable.refundIds.length > 0) {
        await tx
          .update(refunds)
          .set({ payout_id: payout.id })
          .where(and(inArray(refunds.id, payable.refundIds), isNull(refunds.payout_id)));
      }
      await tx
        .insert(payoutEvents)
        .values({ payout_id: payout.id, from_state: null, to_state: "generated", actor_user_id: options.actorUserId, created_at: now });
      made.push(payout);
    }
    return { batch, payouts: made, created: true };
  });
}

async function batchByKey(tx: Db, key: string) {
  const [batch] = await tx.select().from(payoutBatches).where(eq(payoutBatches.idempotency_key, key));
  if (!batch) return null;
  return { batch, payouts: await tx.select().from(payouts).where(eq(payouts.batch_id, batch.id)).orderBy(payouts.id) };
}

export type PayoutMove = { to: "paid"; paidOn: string; bankReference: string } | { to: Extract<PayoutStatus, "cancelled">; reason: string };

/**
 * The one function that moves a payout after its creation. Only a 'generated' payout moves; asked again to reach
 * the state it is in, it changes nothing (`changed: false`); any other move is refused. Cancelling uncovers its
 * orders and refunds in the same transaction, so that the next payout pays them.
 */
export async function movePayout(
  db: Db,
  options: {
    payoutId: string;
    move: PayoutMove;
    actorUserId: string;
    now: Date;
    /** Runs in the step's transaction once the payout moved (its mail is queued there). */
    onMoved?: (tx: Db, payout: PayoutRecord) => Promise<void>;
  },
): Promise<{ payout: PayoutRecord; changed: boolean }> {
  const { move, now } = options;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(payouts).where(eq(payouts.id, options.payoutId)).for("update");
    if (!current) throw new AppError("PAYOUT_NOT_FOUND");
    if (current.status === move.to) return { payout: current, changed: false };
    if (current.status !== "generated") throw new AppError("PAYOUT_ALREADY_SETTLED");

    const [payout] = await tx
      .update(payouts)
      .set(
        move.to === "paid"
          ? { status: "paid", paid_on: move.paidOn, bank_reference: move.bankReference, updated_at: now }
          : { status: "cancelled", updated_at: now },
      )
      .where(eq(payouts.id, current.id))
      .returning();
    if (move.to === "cancelled") {
      await tx.update(sales).set({ payout_id: null }).where(eq(sales.payout_id, current.id));
      await tx.update(sales).set({ cancellation_payout_id: null }).where(eq(sales.cancellation_payout_id, current.id));
      await tx.update(refunds).set({ payout_id: null }).where(eq(refunds.payout_id, current.id));
    }
    await tx.insert(payoutEvents).values({
      payout_id: current.id,
      from_state: current.status,
      to_state: move.to,
      actor_user_id: options.actorUserId,
      reason: move.to === "paid" ? `Référence bancaire : ${move.bankReference}` : move.reason,
      created_at: now,
    });
    await options.onMoved?.(tx, payout);
    return { payout, changed: true };
  });
}

import { and, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { FulfilmentStatus } from "../../shared/fulfilment-status";
import type { SaleStatus } from "../../shared/order-status";
import type { PaperPaymentMethod } from "../../shared/payment-methods";
import { PAPER_ORDERS_LISTED, type PaperOrder, type PaperOrdersPage } from "../../shared/paper-orders-responses";
import type { Db } from "../db/client";
import { orderEvents, sales, user } from "../db/schema";
import type { SaleRow } from "./serialize";
import { mayMailBuyer } from "../buyer-emails/service";
import { netAmountCents, settledStatuses } from "./settled-statuses";

// Reads of 'Commandes hors ligne' (docs/product.md#paper-orders): a campaign's paper orders, newest first, each with
// the note and the member of its recording (its first history row), and what they add up to by method.

const paperOrders = ne(sales.payment_method, "card");

/** The history row that recorded a paper order: its note and idempotency key are in its details. */
const recordingEvent = and(eq(orderEvents.axis, "payment"), isNull(orderEvents.from_state));

/** Neither cancelled nor handed over, nor paid out: the order may still be corrected or cancelled. */
export function isPaperOrderOpen(row: SaleRow): boolean {
  return (
    row.status === "paid" &&
    row.fulfilment_status !== "handed_over" &&
    row.fulfilment_status !== "cancelled" &&
    row.handed_over_at === null &&
    row.payout_id === null
  );
}

function toPaperOrder(row: SaleRow, extra: { note: string | null; recorded_by_name: string | null }): PaperOrder {
  return {
    id: row.id,
    order_reference: row.order_reference,
    created_at: row.created_at.toISOString(),
    customer_name: row.customer_name,
    customer_email: row.customer_email,
    // docs/product.md#buyer-addresses: no mail goes to it before its owner confirmed it.
    email_confirmed: row.customer_email ? mayMailBuyer(row) : null,
    items: row.items,
    bars_count: row.bars_count,
    donation_eur: row.donation_cents / 100,
    amount_total: Number(row.amount_total),
    // Read from rows of paper orders only (payment_method <> 'card'); the CHECK constraint admits no other value.
    payment_method: row.payment_method as PaperPaymentMethod,
    cheque_number: row.cheque_number,
    // The table's CHECK constraints admit these statuses only.
    status: row.status as SaleStatus,
    fulfilment_status: row.fulfilment_status as FulfilmentStatus,
    note: extra.note,
    recorded_by_name: extra.recorded_by_name,
    editable: isPaperOrderOpen(row),
  };
}

/** The notes and recording members of these orders. */
async function recordingsOf(db: Db, rows: SaleRow[]) {
  const ids = rows.map((row) => row.id);
  const events = ids.length
    ? await db
        .select({ sale_id: orderEvents.sale_id, note: sql<string | null>`${orderEvents.details}->>'note'` })
        .from(orderEvents)
        .where(and(inArray(orderEvents.sale_id, ids), recordingEvent))
    : [];
  const memberIds = [...new Set(rows.map((row) => row.recorded_by).filter((id): id is string => id !== null))];
  const members = memberIds.length
    ? await db.select({ id: user.id, name: user.name, email: user.email }).from(user).where(inArray(user.id, memberIds))
    : [];
  const notes = new Map(events.map((event) => [event.sale_id, event.note]));
  const names = new Map(members.map((member) => [member.id, member.name || member.email]));
  return (row: SaleRow) =>
    toPaperOrder(row, { note: notes.get(row.id) ?? null, recorded_by_name: names.get(row.recorded_by ?? "") ?? null });
}

/** One paper order of the campaign, or null (unknown, another campaign's, or paid by card). */
export async function findPaperOrder(db: Db, campaignId: string, saleId: string): Promise<PaperOrder | null> {
  const [row] = await db
    .select()
    .from(sales)
    .where(and(eq(sales.id, saleId), eq(sales.campaign_id, campaignId), paperOrders));
  if (!row) return null;
  return (await recordingsOf(db, [row]))(row);
}

/** The order recorded under this member's idempotency key, if any (paper-orders.ts says why it is looked up here). */
export async function findPaperOrderByKey(db: Db, actorUserId: string, idempotencyKey: string) {
  const [found] = await db
    .select({ sale_id: orderEvents.sale_id, campaign_id: sales.campaign_id })
    .from(orderEvents)
    .innerJoin(sales, eq(sales.id, orderEvents.sale_id))
    .where(
      and(
        eq(orderEvents.actor_user_id, actorUserId),
        recordingEvent,
        sql`${orderEvents.details}->>'idempotency_key' = ${idempotencyKey}`,
        paperOrders,
      ),
    )
    .limit(1);
  return found ?? null;
}

/** The page's list: the newest paper orders of the campaign, and the totals of those that count, by method. */
export async function listPaperOrders(db: Db, campaignId: string): Promise<Pick<PaperOrdersPage, "orders" | "totals" | "truncated">> {
  const scope = and(eq(sales.campaign_id, campaignId), paperOrders);
  const [rows, sums] = await Promise.all([
    db
      .select()
      .from(sales)
      .where(scope)
      .orderBy(desc(sales.created_at), desc(sales.id))
      .limit(PAPER_ORDERS_LISTED + 1),
    db
      .select({
        method: sales.payment_method,
        count: sql<string>`count(*)`,
        cents: sql<string>`coalesce(sum(${netAmountCents}), 0)`,
      })
      .from(sales)
      .where(and(scope, sql`${sales.status} in ${settledStatuses}`))
      .groupBy(sales.payment_method),
  ]);
  const listed = rows.slice(0, PAPER_ORDERS_LISTED);
  const serialise = await recordingsOf(db, listed);
  const total = (method: PaperPaymentMethod) => {
    const sum = sums.find((s) => s.method === method);
    return { count: Number(sum?.count ?? 0), total_eur: Number(sum?.cents ?? 0) / 100 };
  };
  return {
    orders: listed.map(serialise),
    totals: { cash: total("cash"), cheque: total("cheque") },
    truncated: rows.length > PAPER_ORDERS_LISTED,
  };
}

import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { FulfilmentStatus } from "../../shared/fulfilment-status";
import type { SaleStatus } from "../../shared/order-status";
import type { PaperPaymentMethod } from "../../shared/payment-methods";
import { AppError } from "../../shared/errors";
import { PAPER_ORDERS_PAGE_SIZE, type PaperOrder, type PaperOrdersPage } from "../../shared/paper-orders-responses";
import type { Db } from "../db/client";
import { orderEvents, sales, sellers, user } from "../db/schema";
import { decodeCursor, encodeCursor } from "../lib/keyset-cursor";
import type { SaleRow } from "./serialize";
import { mayMailBuyer } from "../buyer-emails/service";
import { netAmountCents, settledStatuses } from "./settled-statuses";

// Reads of 'Commandes hors ligne' (docs/product.md#paper-orders): a campaign's paper orders, newest first, page after
// page, each with the note and the member of its recording (its first history row), and what they add up to by method.

// Written out as a literal: the partial index sales_campaign_paper_created_idx is used only for the very same predicate.
const paperOrders = sql`${sales.payment_method} <> 'card'`;

/** The history row that recorded a paper order: its note and idempotency key are in its details. */
const recordingEvent = and(eq(orderEvents.axis, "payment"), isNull(orderEvents.from_state));

type OpenFields = Pick<SaleRow, "status" | "fulfilment_status" | "handed_over_at" | "payout_id">;

/** Counting or awaiting confirmation, and neither cancelled nor handed over: its buyer hasn't had the bars. */
function isPaperOrderLive(row: OpenFields): boolean {
  return (
    (row.status === "paid" || row.status === "awaiting_confirmation") &&
    row.fulfilment_status !== "handed_over" &&
    row.fulfilment_status !== "cancelled" &&
    row.handed_over_at === null
  );
}

/** Neither cancelled nor handed over, nor paid out: the order may still be corrected. */
export function isPaperOrderOpen(row: OpenFields): boolean {
  return isPaperOrderLive(row) && row.payout_id === null;
}

/** The order may be cancelled: as long as it may be corrected, and after a payout counted it by a manager. */
export function isPaperOrderCancellable(row: OpenFields, mayCancelPaidOut: boolean): boolean {
  return isPaperOrderLive(row) && (row.payout_id === null || mayCancelPaidOut);
}

/** What the reader may do beyond recording and correcting: cancel an order a payout counted, confirm one. */
export type PaperOrderReader = { mayConfirm: boolean };

function toPaperOrder(
  row: SaleRow,
  {
    extra,
    reader,
  }: { extra: { note: string | null; recorded_by_name: string | null; seller_name: string | null }; reader: PaperOrderReader },
): PaperOrder {
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
    seller_id: row.seller_id,
    seller_name: extra.seller_name,
    editable: isPaperOrderOpen(row),
    cancellable: isPaperOrderCancellable(row, reader.mayConfirm),
    confirmable: reader.mayConfirm && row.status === "awaiting_confirmation",
    paid_out: row.payout_id !== null,
  };
}

/** The notes, recording members and sellers of these orders. */
async function recordingsOf(db: Db, { rows, reader }: { rows: SaleRow[]; reader: PaperOrderReader }) {
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
  const sellerIds = [...new Set(rows.map((row) => row.seller_id).filter((id): id is string => id !== null))];
  const credited = sellerIds.length
    ? await db
        .select({ id: sellers.id, first_name: sellers.first_name, group_name: sellers.group_name })
        .from(sellers)
        .where(inArray(sellers.id, sellerIds))
    : [];
  const notes = new Map(events.map((event) => [event.sale_id, event.note]));
  const names = new Map(members.map((member) => [member.id, member.name || member.email]));
  // 'Léa (CM2)', as the sales page and its CSV name a seller.
  const sellerNames = new Map(
    credited.map((seller) => [seller.id, seller.group_name ? `${seller.first_name} (${seller.group_name})` : seller.first_name]),
  );
  return (row: SaleRow) =>
    toPaperOrder(row, {
      extra: {
        note: notes.get(row.id) ?? null,
        recorded_by_name: names.get(row.recorded_by ?? "") ?? null,
        seller_name: sellerNames.get(row.seller_id ?? "") ?? null,
      },
      reader,
    });
}

/** One paper order of the campaign, or null (unknown, another campaign's, or paid by card). */
export async function findPaperOrder(
  db: Db,
  { campaignId, saleId, reader }: { campaignId: string; saleId: string; reader: PaperOrderReader },
): Promise<PaperOrder | null> {
  const [row] = await db
    .select()
    .from(sales)
    .where(and(eq(sales.id, saleId), eq(sales.campaign_id, campaignId), paperOrders));
  if (!row) return null;
  return (await recordingsOf(db, { rows: [row], reader }))(row);
}

/** Every paper order of the campaign, oldest first, as the list shows them: the 'Commandes hors ligne' CSV. */
export async function allPaperOrders(
  db: Db,
  { campaignId, reader }: { campaignId: string; reader: PaperOrderReader },
): Promise<PaperOrder[]> {
  const rows = await db
    .select()
    .from(sales)
    .where(and(eq(sales.campaign_id, campaignId), paperOrders))
    .orderBy(sales.created_at, sales.id);
  return rows.map(await recordingsOf(db, { rows, reader }));
}

/** The order recorded under this member's idempotency key, if any (paper-orders.ts says why it is looked up here). */
export async function findPaperOrderByKey(db: Db, { actorUserId, idempotencyKey }: { actorUserId: string; idempotencyKey: string }) {
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

/**
 * One page of the list, newest first, and the totals of the campaign's paper orders by method (those that count) and
 * of those awaiting confirmation. Keyset-paged on (created_at, id) through sales_campaign_paper_created_idx: the
 * thousandth page costs what the first does, however many card orders the campaign has.
 */
export async function listPaperOrders(
  db: Db,
  options: { campaignId: string; cursor?: string; reader: PaperOrderReader },
): Promise<Pick<PaperOrdersPage, "orders" | "totals" | "next_cursor">> {
  const scope = and(eq(sales.campaign_id, options.campaignId), paperOrders);
  const position = options.cursor ? decodeCursor(options.cursor) : null;
  if (options.cursor && !position) throw new AppError("VALIDATION", "Cette page de la liste n'existe plus : rechargez la page.");
  const [rows, sums, awaiting] = await Promise.all([
    db
      .select()
      .from(sales)
      .where(and(scope, position ? sql`(${sales.created_at}, ${sales.id}) < (${position.createdAt}, ${position.id})` : undefined))
      .orderBy(desc(sales.created_at), desc(sales.id))
      .limit(PAPER_ORDERS_PAGE_SIZE + 1),
    db
      .select({
        method: sales.payment_method,
        count: sql<string>`count(*)`,
        cents: sql<string>`coalesce(sum(${netAmountCents}), 0)`,
      })
      .from(sales)
      .where(and(scope, sql`${sales.status} in ${settledStatuses}`))
      .groupBy(sales.payment_method),
    db
      .select({ count: sql<string>`count(*)`, cents: sql<string>`coalesce(sum(${netAmountCents}), 0)` })
      .from(sales)
      .where(and(scope, eq(sales.status, "awaiting_confirmation"))),
  ]);
  const listed = rows.slice(0, PAPER_ORDERS_PAGE_SIZE);
  const serialise = await recordingsOf(db, { rows: listed, reader: options.reader });
  const total = (sum: { count: string; cents: string } | undefined) => ({
    count: Number(sum?.count ?? 0),
    total_eur: Number(sum?.cents ?? 0) / 100,
  });
  const last = listed[listed.length - 1];
  return {
    orders: listed.map(serialise),
    totals: {
      cash: total(sums.find((s) => s.method === "cash")),
      cheque: total(sums.find((s) => s.method === "cheque")),
      awaiting_confirmation: total(awaiting[0]),
    },
    next_cursor: rows.length > PAPER_ORDERS_PAGE_SIZE ? encodeCursor(last) : null,
  };
}

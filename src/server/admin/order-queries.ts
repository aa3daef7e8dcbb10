import { and, asc, desc, eq, ilike, like, or, sql, type SQL } from "drizzle-orm";
import type { AdminOrdersQuery } from "../../shared/admin";
import type { AdminOrderDetail, AdminOrderRow, OrderHistoryEntry } from "../../shared/admin-order-responses";
import type { Db } from "../db/client";
import { campaigns, orderEvents, refunds, sales, user } from "../db/schema";
import { decodeCursor, encodeCursor } from "../lib/keyset-cursor";
import { toAdminOrder, toRefund, withBars } from "../orders/service";
import { PARIS_TIME_ZONE } from "../../shared/paris-time";

// 'Commandes' (docs/product.md#orders): every order across campaigns, newest first, one keyset page at a time.

export type OrderFilters = Omit<AdminOrdersQuery, "cursor" | "limit">;

/** How order references start (orders/order-reference.ts): such a search looks at references only. */
const REFERENCE_START = /^bs-/i;
/** '%' and '_' typed in the search box are letters, not patterns. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The filters as one SQL condition (undefined: every order). */
export function ordersWhere(filters: OrderFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filters.campaign_id ? eq(sales.campaign_id, filters.campaign_id) : undefined,
    filters.payment_status ? eq(sales.status, filters.payment_status) : undefined,
    filters.fulfilment_status ? eq(sales.fulfilment_status, filters.fulfilment_status) : undefined,
    // 'À préparer' lists what the workshop makes: a donation alone is never prepared.
    filters.fulfilment_status === "to_prepare" ? withBars : undefined,
    filters.delivery_mode ? eq(sales.delivery_mode, filters.delivery_mode) : undefined,
    // Paris days, both ends included: from its midnight to the next day's.
    filters.from ? sql`${sales.created_at} >= (${filters.from}::date)::timestamp at time zone ${PARIS_TIME_ZONE}` : undefined,
    filters.to ? sql`${sales.created_at} < (${filters.to}::date + 1)::timestamp at time zone ${PARIS_TIME_ZONE}` : undefined,
  ];
  const q = filters.q?.trim();
  if (q && REFERENCE_START.test(q)) {
    // A reference (or its start): references are upper case, so a case-sensitive prefix that the pattern index serves.
    conditions.push(like(sales.order_reference, `${likeText(q.toUpperCase())}%`));
  } else if (q) {
    // Any part of a name or e-mail: the trigram indexes (migration 0010) serve ILIKE '%…%' as it is.
    conditions.push(
      or(
        like(sales.order_reference, `${likeText(q.toUpperCase())}%`),
        ilike(sales.customer_name, `%${likeText(q)}%`),
        ilike(sales.customer_email, `%${likeText(q)}%`),
      ),
    );
  }
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length ? and(...present) : undefined;
}

function afterCursor(cursor: string | undefined): SQL | undefined {
  const position = cursor ? decodeCursor(cursor) : null;
  return position ? sql`(${sales.created_at}, ${sales.id}) < (${position.createdAt}, ${position.id})` : undefined;
}

const campaignColumns = { association_name: campaigns.association_name, public_slug: campaigns.public_slug };

/** One page of the list, newest first. */
export async function listOrders(db: Db, query: AdminOrdersQuery) {
  const rows = await db
    .select({ sale: sales, campaign: campaignColumns })
    .from(sales)
    .innerJoin(campaigns, eq(campaigns.id, sales.campaign_id))
    .where(and(ordersWhere(query), afterCursor(query.cursor)))
    .orderBy(desc(sales.created_at), desc(sales.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    // The order's page and its list row are one shape, the row a part of it (the response schema keeps that part).
    orders: page.map((r): AdminOrderRow => toAdminOrder(r.sale, r.campaign)),
    next_cursor: rows.length > query.limit ? encodeCursor(page[page.length - 1].sale) : null,
  };
}

/** The filtered list in keyset batches, for the CSV export: memory stays flat however many orders. */
export async function* orderBatches(db: Db, { filters, batchSize = 1000 }: { filters: OrderFilters; batchSize?: number }) {
  let cursor: string | undefined;
  for (;;) {
    const batch = await db
      .select({ sale: sales, campaign: campaignColumns })
      .from(sales)
      .innerJoin(campaigns, eq(campaigns.id, sales.campaign_id))
      .where(and(ordersWhere(filters), afterCursor(cursor)))
      .orderBy(desc(sales.created_at), desc(sales.id))
      .limit(batchSize);
    if (batch.length === 0) return;
    yield batch;
    if (batch.length < batchSize) return;
    cursor = encodeCursor(batch[batch.length - 1].sale);
  }
}

/** An order's page: the order, its history oldest first (with who), its refunds; null when there is none. */
export async function readOrder(db: Db, saleId: string): Promise<AdminOrderDetail | null> {
  const [found] = await db
    .select({ sale: sales, campaign: campaignColumns })
    .from(sales)
    .innerJoin(campaigns, eq(campaigns.id, sales.campaign_id))
    .where(eq(sales.id, saleId));
  if (!found) return null;
  const [history, refundRows] = await Promise.all([
    db
      .select({ event: orderEvents, actor_name: user.name, actor_email: user.email })
      .from(orderEvents)
      .leftJoin(user, eq(user.id, orderEvents.actor_user_id))
      .where(eq(orderEvents.sale_id, saleId))
      .orderBy(asc(orderEvents.created_at), asc(orderEvents.id)),
    db
      .select({ refund: refunds, created_by_email: user.email })
      .from(refunds)
      .leftJoin(user, eq(user.id, refunds.created_by))
      .where(eq(refunds.sale_id, saleId))
      .orderBy(asc(refunds.created_at)),
  ]);
  return {
    order: toAdminOrder(found.sale, found.campaign),
    history: history.map(({ event, actor_name, actor_email }) => ({
      id: event.id,
      // The table's CHECK constraint admits these axes only.
      axis: event.axis as OrderHistoryEntry["axis"],
      from_state: event.from_state,
      to_state: event.to_state,
      at: event.created_at.toISOString(),
      actor_name: actor_name || null,
      actor_email,
      payment_event_id: event.payment_event_id,
      reason: event.reason,
      details: event.details,
    })),
    refunds: refundRows.map((r) => toRefund(r.refund, r.created_by_email)),
  };
}

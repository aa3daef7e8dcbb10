import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import { DONATION_PRODUCT_ID } from "../../shared/catalogue";
import type { DistributionOrder, ProductBars } from "../../shared/distribution-responses";
import { isFulfilmentStatus } from "../../shared/fulfilment-status";
import { isPaymentMethod } from "../../shared/payment-methods";
import { campaigns, orderEvents, sales, user } from "../db/schema";
import type { Db } from "../db/client";
import { selectRows } from "../db/raw-rows";
import { netBars, settledStatuses } from "../orders/service";

// docs/product.md#distribution-list: a campaign's pick-up orders that are paid (online or on paper), by buyer, with
// what each gets. Names only: no e-mail, no address leaves this file.

type Timestamp = Date | string | null;
type OrderRow = {
  reference: string;
  customer_name: string | null;
  payment_method: string;
  fulfilment_status: string;
  handed_over_at: Timestamp;
  bars: number | string;
  products: ProductBars[] | null;
};

/** The orders of the list: paid pick-up orders not taken back. Uses sales_campaign_pickup_idx (campaign, pick-up). */
const listed = (campaignId: string) => sql`
  s.campaign_id = ${campaignId} and s.delivery_mode = 'pickup' and s.status in ${settledStatuses}
  and s.fulfilment_status <> 'cancelled'`;

const iso = (value: Timestamp) => (value === null ? null : new Date(value).toISOString());

function toOrder(row: OrderRow): DistributionOrder {
  return {
    reference: row.reference,
    customer_name: row.customer_name?.trim() || "Acheteur sans nom",
    products: (row.products ?? []).map((line) => ({ ...line, bars: Number(line.bars) })),
    bars: Number(row.bars),
    payment_method: isPaymentMethod(row.payment_method) ? row.payment_method : "card",
    fulfilment_status: isFulfilmentStatus(row.fulfilment_status) ? row.fulfilment_status : "to_prepare",
    handed_over_at: iso(row.handed_over_at),
  };
}

/**
 * Orders with their bars per product from the line snapshot, less the lines refunded (refunds are read for refunded
 * orders only, as 'Préparation' does); donations aside.
 */
async function orderRows(db: Db, where: SQL): Promise<DistributionOrder[]> {
  const rows = await selectRows<OrderRow>(
    db,
    sql`
    select s.order_reference as reference, s.customer_name, s.payment_method, s.fulfilment_status, s.handed_over_at,
           s.bars_count - s.refunded_bars as bars,
           (select json_agg(json_build_object('product_id', p.product_id, 'name', p.name, 'bars', p.bars) order by p.product_id)
              from (
                select l.product_id, max(l.name) as name,
                       sum(l.quantity) - coalesce((
                         select sum(rl.quantity)
                           from refunds rf
                           cross join lateral jsonb_to_recordset(rf.lines) as rl(product_id text, quantity int)
                          where s.refunded_cents > 0 and rf.sale_id = s.id and rf.status = 'succeeded' and rl.product_id = l.product_id
                       ), 0) as bars
                  from jsonb_to_recordset(s.items) as l(product_id text, name text, quantity int)
                 where l.product_id <> ${DONATION_PRODUCT_ID}
                 group by l.product_id
              ) p
             where p.bars > 0) as products
      from sales s
     where ${where}`,
  );
  return rows.map(toOrder);
}

/** Every order of the list, with bars to hand over (an order of donations alone has none). Unsorted. */
export function listPickupOrders(db: Db, campaignId: string): Promise<DistributionOrder[]> {
  return orderRows(db, sql`${listed(campaignId)} and s.bars_count - s.refunded_bars > 0`);
}

/** One order of the campaign as the list shows it, whatever its state (after a hand-over). */
export async function findPickupOrder(
  db: Db,
  { campaignId, reference }: { campaignId: string; reference: string },
): Promise<DistributionOrder | undefined> {
  const [order] = await orderRows(db, sql`s.campaign_id = ${campaignId} and s.order_reference = ${reference}`);
  return order;
}

/** 'Remises : n / N' and the bars, counted by the database over the very orders of the list. */
export async function countPickupOrders(db: Db, campaignId: string) {
  const handedOver = eq(sales.fulfilment_status, "handed_over");
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      handed_over: sql<number>`(count(*) filter (where ${handedOver}))::int`,
      bars: sql<number>`coalesce(sum(${netBars}), 0)::int`,
      handed_over_bars: sql<number>`(coalesce(sum(${netBars}) filter (where ${handedOver}), 0))::int`,
    })
    .from(sales)
    .where(
      and(
        eq(sales.campaign_id, campaignId),
        eq(sales.delivery_mode, "pickup"),
        sql`${sales.status} in ${settledStatuses}`,
        ne(sales.fulfilment_status, "cancelled"),
        sql`${netBars} > 0`,
      ),
    );
  return {
    counts: { handed_over: row.handed_over, total: row.total },
    bars: { handed_over: row.handed_over_bars, total: row.bars },
  };
}

/** The order of this campaign with that reference, whatever its state: what the hand-over moves. */
export async function findCampaignOrderId(
  db: Db,
  { campaignId, reference }: { campaignId: string; reference: string },
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: sales.id })
    .from(sales)
    .where(and(eq(sales.campaign_id, campaignId), eq(sales.order_reference, reference)))
    .limit(1);
  return row?.id;
}

/** The campaign (and its association) of an order, by reference: where its QR code's link page goes. */
export async function findOrderCampaign(db: Db, reference: string) {
  const [row] = await db
    .select({ campaign_id: sales.campaign_id, association_id: campaigns.association_id })
    .from(sales)
    .innerJoin(campaigns, eq(campaigns.id, sales.campaign_id))
    .where(eq(sales.order_reference, reference))
    .limit(1);
  return row;
}

/**
 * Who handed the order over, by the name their team sees (docs/product.md#memberships: names, never the e-mail), from
 * its history row; null when that account is gone or the order was handed over before the history kept it.
 */
export async function findHandOverMember(db: Db, saleId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: user.name })
    .from(orderEvents)
    .innerJoin(user, eq(user.id, orderEvents.actor_user_id))
    .where(and(eq(orderEvents.sale_id, saleId), eq(orderEvents.axis, "fulfilment"), eq(orderEvents.to_state, "handed_over")))
    .limit(1);
  return row?.name.trim() || null;
}

import { sql } from "drizzle-orm";
import type { PayoutStatus, StatementMovement, StatementPayout, StatementTotals } from "../../shared/statement";
import type { Db } from "../db/client";
import { selectRows } from "../db/raw-rows";
import {
  cancellationDueCents,
  cancellationPending,
  moneyStatuses,
  orderAmountCents,
  orderBarsCents,
  orderDeliveryCents,
  orderDueCents,
  orderHeldCents,
  orderPayableFrom,
  orderShareCents,
  type MoneyClock,
} from "./order-money-sql";
import { settledStatuses } from "../orders/service";

// A campaign's statement ('Relevé', docs/product.md#money), computed from its orders, their refunds and its payouts
// at each reading: nothing of it is stored. Three sums (orders, refunds, payouts) give the totals; the same
// expressions, line by line, give the movements, whose due column adds up to the balance.

type Count = string | number;
type OrderSums = {
  orders: Count;
  held: Count;
  bar_sales: Count;
  share: Count;
  donations: Count;
  delivery: Count;
  payable: Count;
  next_payable_on: Date | string | null;
};
type RefundSums = { bars: Count; share: Count; donations: Count; delivery: Count; amount: Count; payable: Count };
type PayoutSums = { paid: Count; in_transfer: Count };

/** A refund counts in the next payout once its order is covered by a payout or is payable itself. */
const refundPayable = (clock: MoneyClock) =>
  sql`r.payout_id is null and (s.payout_id is not null or ${orderPayableFrom(clock.delayDays)} <= ${clock.now.toISOString()}::timestamptz)`;

export async function statementTotals(
  db: Db,
  { campaignId, clock }: { campaignId: string; clock: MoneyClock },
): Promise<{ totals: StatementTotals; nextPayableOn: string | null; ordersToPrepare: number }> {
  const at = clock.now.toISOString();
  const payableFrom = orderPayableFrom(clock.delayDays);
  const [orders] = await selectRows<OrderSums>(
    db,
    sql`
    select count(*) as orders,
           coalesce(sum(${orderBarsCents}), 0) as bar_sales,
           coalesce(sum(${orderShareCents}), 0) as share,
           coalesce(sum(s.donation_cents), 0) as donations,
           coalesce(sum(${orderDeliveryCents}), 0) as delivery,
           coalesce(sum(${orderHeldCents}), 0) as held,
           coalesce(sum(${orderDueCents}) filter (where s.payout_id is null and ${payableFrom} <= ${at}::timestamptz), 0) as payable,
           min(${payableFrom}) filter (where s.payout_id is null and s.status <> 'refunded' and ${payableFrom} > ${at}::timestamptz) as next_payable_on
      from sales s
     where s.campaign_id = ${campaignId} and s.status in ${moneyStatuses}`,
  );
  const [refunds] = await selectRows<RefundSums>(
    db,
    sql`
    select coalesce(sum(r.bars_cents), 0) as bars, coalesce(sum(r.share_cents), 0) as share,
           coalesce(sum(r.donation_cents), 0) as donations, coalesce(sum(r.delivery_cents), 0) as delivery,
           coalesce(sum(r.amount_cents), 0) as amount,
           coalesce(sum(r.share_cents + r.donation_cents) filter (where ${refundPayable(clock)}), 0) as payable
      from refunds r join sales s on s.id = r.sale_id
     where s.campaign_id = ${campaignId} and s.refunded_cents > 0 and r.status = 'succeeded'`,
  );
  // Paper orders cancelled after a payout counted them: carried by the next payout (order-money-sql.ts).
  const [cancellations] = await selectRows<{ due: Count }>(
    db,
    sql`select coalesce(sum(${cancellationDueCents}), 0) as due from sales s where s.campaign_id = ${campaignId} and ${cancellationPending}`,
  );
  // What the workshop still has to prepare: paid orders with bars left, card or paper, not yet shipped or delivered to
  // the association. A donation alone, an order refunded in full or whose bars were all given back, one handed over
  // or cancelled has nothing to prepare (sales_to_prepare_idx).
  const [toPrepare] = await selectRows<{ count: Count }>(
    db,
    sql`select count(*) as count from sales s
         where s.campaign_id = ${campaignId} and s.fulfilment_status = 'to_prepare' and s.status in ${settledStatuses}
           and s.bars_count > s.refunded_bars`,
  );
  const [payouts] = await selectRows<PayoutSums>(
    db,
    sql`
    select coalesce(sum(p.amount_cents) filter (where p.status = 'paid'), 0) as paid,
           coalesce(sum(p.amount_cents) filter (where p.status = 'generated'), 0) as in_transfer
      from payouts p
     where p.campaign_id = ${campaignId}`,
  );
  const share = Number(orders.share) - Number(refunds.share);
  const donations = Number(orders.donations) - Number(refunds.donations);
  const paidOut = Number(payouts.paid);
  const inTransfer = Number(payouts.in_transfer);
  const held = Number(orders.held);
  const totals: StatementTotals = {
    orders: Number(orders.orders),
    bar_sales_cents: Number(orders.bar_sales),
    bar_refunds_cents: Number(refunds.bars),
    share_cents: share,
    donations_cents: donations,
    delivery_fees_cents: Number(orders.delivery) - Number(refunds.delivery),
    refunds_cents: Number(refunds.amount),
    held_by_association_cents: held,
    paid_out_cents: paidOut,
    in_transfer_cents: inTransfer,
    balance_cents: share + donations - held - paidOut - inTransfer,
    // What can't be sent is never negative: refunds of orders already paid wait for the next sales to net against.
    payable_cents: Math.max(0, Number(orders.payable) - Number(refunds.payable) + Number(cancellations.due)),
  };
  return {
    totals,
    nextPayableOn: orders.next_payable_on === null ? null : new Date(orders.next_payable_on).toISOString(),
    ordersToPrepare: Number(toPrepare.count),
  };
}

/** A paper order cancelled after a payout counted it: its order and its cancellation are both movements. */
const cancelledAfterPayout = sql.raw(`(s.status = 'cancelled' and (s.payout_id is not null or s.cancellation_payout_id is not null))`);

type MovementRow = {
  kind: StatementMovement["kind"];
  date: Date | string;
  reference: string;
  label: string | null;
  payout_status: PayoutStatus | null;
  amount: Count;
  bars: Count;
  share: Count;
  donation: Count;
  delivery: Count;
  held: Count;
  due: Count;
  payable_from: Date | string | null;
};

/**
 * Every line of the statement, oldest first: each order, each refund (negative), each payout not cancelled; and a
 * paper order cancelled after a payout counted it, as the order the payout counted and its cancellation (negative),
 * which add up to nothing, so the payouts on either side of it are explained.
 */
export async function statementMovements(
  db: Db,
  { campaignId, delayDays }: { campaignId: string; delayDays: number },
): Promise<MovementRow[]> {
  const payableFrom = orderPayableFrom(delayDays);
  return selectRows<MovementRow>(
    db,
    sql`
    select 'order' as kind, coalesce(s.paid_at, s.created_at) as date, s.order_reference as reference,
           s.customer_name as label, null as payout_status, ${orderAmountCents} as amount, ${orderBarsCents} as bars,
           ${orderShareCents} as share, s.donation_cents as donation, ${orderDeliveryCents} as delivery,
           ${orderHeldCents} as held, ${orderDueCents} as due, ${payableFrom} as payable_from, s.id as sort_id
      from sales s
     where s.campaign_id = ${campaignId} and (s.status in ${moneyStatuses} or ${cancelledAfterPayout})
    union all
    select 'cancellation', s.updated_at, s.order_reference, s.customer_name, null, -${orderAmountCents}, -${orderBarsCents},
           -${orderShareCents}, -s.donation_cents, -${orderDeliveryCents}, -${orderHeldCents}, -${orderDueCents},
           coalesce(s.paid_at, s.created_at), s.id
      from sales s
     where s.campaign_id = ${campaignId} and ${cancelledAfterPayout}
    union all
    select 'refund', coalesce(r.settled_at, r.created_at), s.order_reference, s.customer_name, null,
           -r.amount_cents, -r.bars_cents, -r.share_cents, -r.donation_cents, -r.delivery_cents, 0,
           -(r.share_cents + r.donation_cents), ${payableFrom}, r.id
      from refunds r join sales s on s.id = r.sale_id
     where s.campaign_id = ${campaignId} and s.refunded_cents > 0 and r.status = 'succeeded'
    union all
    select 'payout', p.created_at, coalesce(p.bank_reference, p.id::text), null, p.status,
           0, 0, 0, 0, 0, 0, -p.amount_cents, null, p.id
      from payouts p
     where p.campaign_id = ${campaignId} and p.status <> 'cancelled'
     order by date, sort_id`,
  );
}

export type { MovementRow };

type PayoutRow = {
  id: string;
  amount_cents: number;
  status: PayoutStatus;
  created_at: Date | string;
  paid_on: string | null;
  bank_reference: string | null;
};

export async function campaignPayouts(db: Db, campaignId: string): Promise<StatementPayout[]> {
  const rows = await selectRows<PayoutRow>(
    db,
    sql`select id, amount_cents, status, created_at, paid_on::text as paid_on, bank_reference
          from payouts where campaign_id = ${campaignId} order by created_at, id`,
  );
  return rows.map((row) => ({
    id: row.id,
    amount_cents: Number(row.amount_cents),
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    paid_on: row.paid_on,
    bank_reference: row.bank_reference,
  }));
}

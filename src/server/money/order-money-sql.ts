import { sql } from "drizzle-orm";
import { ASSOCIATION_SHARE_PERCENT } from "../../shared/catalogue";

// What one order brings the association, in SQL (docs/product.md#money, decision 018). The statement, its
// movements and the payouts all read these expressions, so that a figure on screen and the sum of its lines are
// the same arithmetic. Each is written over the alias `s` (sales).

const amountOf = (t: string) => `round(${t}.amount_total * 100)::bigint`;
const deliveryOf = (t: string) => `round(${t}.delivery_fee * 100)::bigint`;
const barsOf = (t: string) => `(${amountOf(t)} - ${deliveryOf(t)} - ${t}.donation_cents)`;
const shareOf = (t: string) => `((${barsOf(t)} * ${ASSOCIATION_SHARE_PERCENT} + 50) / 100)`;
const amount = amountOf("s");
const delivery = deliveryOf("s");
const bars = barsOf("s");

/** The statuses of orders that were paid at some point, fully refunded ones included: a statement shows the sale
 * and its refund, which cancel out. A literal list, as the partial index `sales_money_idx` is written. */
export const moneyStatuses = sql.raw(`('paid', 'complete', 'partially_refunded', 'refunded')`);

export const orderAmountCents = sql.raw(amount);
export const orderDeliveryCents = sql.raw(delivery);
/** What the bars cost the buyer: the total less the delivery fee and the donation. */
export const orderBarsCents = sql.raw(bars);
/** shared/statement-rules.ts shareOfBarsCents, in SQL: integer division of non-negative numbers rounds down. */
export const orderShareCents = sql.raw(shareOf("s"));
/** What the association took itself: the whole of a paper order paid in cash or by cheque (docs/product.md#paper-orders). */
const held = `(case when s.payment_method <> 'card' then ${amount} else 0 end)`;
const due = `(${shareOf("s")} + s.donation_cents - ${held})`;
export const orderHeldCents = sql.raw(held);
/** What the order adds to the association's balance: its share of the bars and its donation, less what it already
 * holds (a paper order's cash: its balance then goes down by the workshop's part of the bars). */
export const orderDueCents = sql.raw(due);

/**
 * A paper order cancelled after a payout counted it (docs/product.md#paper-orders) is two movements: the order, as
 * the payout counted it, and its cancellation, which gives back its due. Each is covered by one payout: the order by
 * payout_id, the cancellation by cancellation_payout_id. While exactly one of them is covered, the other is owed to
 * the next payout: the cancellation (its due, negated) once the order's payout is made; or, should that payout be
 * cancelled after a later one carried the cancellation, the order itself again. A cancelled order no payout ever
 * counted has neither.
 */
export const cancellationPending = sql.raw(`(s.status = 'cancelled' and (s.payout_id is null) <> (s.cancellation_payout_id is null))`);
/** What the pending half of such an order adds to the next payout. */
export const cancellationDueCents = sql.raw(`(case when s.payout_id is not null then -${due} else ${due} end)`);

/** When a statement is read, and the refund window it applies (config PAYOUT_DELAY_DAYS, shared/statement-rules.ts). */
export type MoneyClock = { now: Date; delayDays: number };

/**
 * From when the order's part may be paid out: a refund window after it reached the buyer or the association. An
 * order of a donation alone has nothing to deliver, and one refunded in full nothing left to pay: they count from
 * their payment. A paper order counts at once: the association holds its money from the start, so what it owes the
 * workshop comes off the very next payout (and what is payable never exceeds the balance). Null while something is
 * still to deliver.
 */
export function orderPayableFrom(delayDays: number) {
  const days = Math.trunc(delayDays);
  return sql.raw(
    `(case when s.payment_method <> 'card' then s.paid_at else coalesce(s.fulfilled_at, case when s.bars_count = 0 or s.status = 'refunded' then s.paid_at end) + interval '${days} days' end)`,
  );
}

/**
 * What the association receives from an order, net of its refunds (decision 040): its share of the bars and its
 * donation, less the share and donation its succeeded refunds took (orders/refund-attribution.ts); never the delivery
 * fee. The public collect bar, the 'Pour l'association' figures and the statement's share + donations are this same
 * arithmetic. Written over the unaliased `sales` table, for the query builder's filters; the refunds are read only
 * for the few orders that have some.
 */
export const orderPartCents = sql.raw(`(${shareOf('"sales"')} + "sales".donation_cents
  - case when "sales".refunded_cents > 0
      then coalesce((select sum(r.share_cents + r.donation_cents) from refunds r where r.sale_id = "sales".id and r.status = 'succeeded'), 0)
      else 0 end)`);

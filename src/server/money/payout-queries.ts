import { sql } from "drizzle-orm";
import type { PayoutStatus } from "../../shared/statement";
import { ASSOCIATION_ROLES, roleCan } from "../../shared/team-rules";
import type { Db } from "../db/client";
import { selectRows } from "../db/raw-rows";
import { decodeCursor, encodeCursor } from "../lib/keyset-cursor";
import {
  cancellationDueCents,
  cancellationPending,
  moneyStatuses,
  orderDueCents,
  orderPayableFrom,
  type MoneyClock,
} from "./order-money-sql";

// The reads of 'Versements' (docs/product.md#payouts): the campaigns whose association is owed money, the payouts
// made, and what a new payout of a campaign would cover.

type Count = string | number;

/** The orders and refunds a payout of the campaign made now would cover, and what they add up to. */
export async function payableOf(db: Db, { campaignId, clock }: { campaignId: string; clock: MoneyClock }) {
  const at = clock.now.toISOString();
  const payableFrom = orderPayableFrom(clock.delayDays);
  const orders = await selectRows<{ id: string; due: Count }>(
    db,
    sql`select s.id, ${orderDueCents} as due from sales s
         where s.campaign_id = ${campaignId} and s.status in ${moneyStatuses} and s.payout_id is null
           and ${payableFrom} <= ${at}::timestamptz`,
  );
  // A refund goes with its order's payout, or with the next one when its order was paid already.
  const refunds = await selectRows<{ id: string; due: Count }>(
    db,
    sql`select r.id, r.share_cents + r.donation_cents as due from refunds r join sales s on s.id = r.sale_id
         where s.campaign_id = ${campaignId} and s.refunded_cents > 0 and r.status = 'succeeded' and r.payout_id is null
           and (s.payout_id is not null or ${payableFrom} <= ${at}::timestamptz)`,
  );
  // Paper orders cancelled after a payout counted them: the next payout carries the cancellation (order-money-sql.ts).
  const cancellations = await selectRows<{ id: string; due: Count }>(
    db,
    sql`select s.id, ${cancellationDueCents} as due from sales s where s.campaign_id = ${campaignId} and ${cancellationPending}`,
  );
  const sum = (rows: { due: Count }[]) => rows.reduce((total, row) => total + Number(row.due), 0);
  const amountCents = sum(orders) - sum(refunds) + sum(cancellations);
  return {
    orderIds: orders.map((row) => row.id),
    refundIds: refunds.map((row) => row.id),
    cancellationIds: cancellations.map((row) => row.id),
    amountCents,
  };
}

type DueRow = {
  campaign_id: string;
  campaign_created_at: Date | string;
  campaign_name: string;
  campaign_slug: string;
  association_id: string;
  association_name: string;
  uncovered_orders: Count;
  uncovered_refunds: Count;
  payable_orders: Count;
  payable_refunds: Count;
  cancellations: Count;
  next_payable_on: Date | string | null;
  account_holder: string | null;
  iban: string | null;
  bic: string | null;
  bank_updated_at: Date | string | null;
  bank_confirmed_at: Date | string | null;
};

/**
 * The campaigns with orders not yet paid out, newest first, 50 at a time: each with its balance and what is payable
 * today. The page's campaigns are found first (the partial index of orders not paid out answers whether a campaign
 * has any), then each one's sums read only its orders and refunds not yet covered by a payout: a payout is exactly
 * what it covers (payout-transition.ts), so the balance (everything owed less every payout not cancelled) is what
 * the uncovered rows add up to, and orders paid out long ago are never read again.
 */
export async function listPayoutsDue(db: Db, options: { limit: number; cursor?: string } & MoneyClock) {
  const position = options.cursor ? decodeCursor(options.cursor) : null;
  const at = options.now.toISOString();
  const payableFrom = orderPayableFrom(options.delayDays);
  const rows = await selectRows<DueRow>(
    db,
    sql`
    select c.id as campaign_id, c.created_at as campaign_created_at, c.association_name as campaign_name, c.public_slug as campaign_slug, c.association_id,
           a.name as association_name,
           o.uncovered_orders, r.uncovered_refunds, o.payable_orders, r.payable_refunds, o.next_payable_on, x.cancellations,
           b.account_holder, b.iban, b.bic, b.updated_at as bank_updated_at, b.confirmed_at as bank_confirmed_at
      from (
        select c.* from campaigns c
         where (exists (select 1 from sales s
                         where s.campaign_id = c.id and s.payout_id is null and s.status in ${moneyStatuses})
                or exists (select 1 from sales s where s.campaign_id = c.id and ${cancellationPending}))
           ${position ? sql`and (c.created_at, c.id) < (${position.createdAt}, ${position.id})` : sql``}
         order by c.created_at desc, c.id desc
         limit ${options.limit + 1}
      ) c
      join associations a on a.id = c.association_id
      left join bank_accounts b on b.association_id = c.association_id
      cross join lateral (
        select coalesce(sum(${orderDueCents}), 0) as uncovered_orders,
               coalesce(sum(${orderDueCents}) filter (where ${payableFrom} <= ${at}::timestamptz), 0) as payable_orders,
               min(${payableFrom}) filter (where s.status <> 'refunded' and ${payableFrom} > ${at}::timestamptz) as next_payable_on
          from sales s where s.campaign_id = c.id and s.payout_id is null and s.status in ${moneyStatuses}) o
      cross join lateral (
        select coalesce(sum(r.share_cents + r.donation_cents), 0) as uncovered_refunds,
               coalesce(sum(r.share_cents + r.donation_cents) filter (
                 where s.payout_id is not null or ${payableFrom} <= ${at}::timestamptz), 0) as payable_refunds
          from sales s join refunds r on r.sale_id = s.id and r.status = 'succeeded' and r.payout_id is null
         where s.campaign_id = c.id and s.status in ${moneyStatuses} and s.refunded_cents > 0) r
      cross join lateral (
        select coalesce(sum(${cancellationDueCents}), 0) as cancellations
          from sales s where s.campaign_id = c.id and ${cancellationPending}) x
     order by c.created_at desc, c.id desc`,
  );
  const page = rows.slice(0, options.limit);
  const last = page[page.length - 1];
  return {
    rows: page.map((row) => ({
      ...row,
      balance_cents: Number(row.uncovered_orders) - Number(row.uncovered_refunds) + Number(row.cancellations),
      payable_cents: Math.max(0, Number(row.payable_orders) - Number(row.payable_refunds) + Number(row.cancellations)),
      next_payable_on: row.next_payable_on === null ? null : new Date(row.next_payable_on).toISOString(),
    })),
    next_cursor:
      rows.length > options.limit ? encodeCursor({ created_at: new Date(last.campaign_created_at), id: last.campaign_id }) : null,
  };
}

export type PayoutRow = {
  id: string;
  batch_id: string;
  campaign_id: string;
  campaign_slug: string;
  association_id: string;
  association_name: string;
  amount_cents: Count;
  status: PayoutStatus;
  created_at: Date | string;
  paid_on: string | null;
  bank_reference: string | null;
  creditor_name: string;
  creditor_iban: string;
  creditor_bic: string;
};

const payoutColumns = sql`p.id, p.batch_id, p.campaign_id, c.public_slug as campaign_slug, p.association_id,
  a.name as association_name, p.amount_cents, p.status, p.created_at, p.paid_on::text as paid_on, p.bank_reference,
  p.creditor_name, p.creditor_iban, p.creditor_bic`;

/** Every payout, newest first, 50 at a time. */
export async function listPayouts(db: Db, options: { limit: number; cursor?: string }) {
  const position = options.cursor ? decodeCursor(options.cursor) : null;
  const rows = await selectRows<PayoutRow>(
    db,
    sql`select ${payoutColumns}
          from payouts p join campaigns c on c.id = p.campaign_id join associations a on a.id = p.association_id
         ${position ? sql`where (p.created_at, p.id) < (${position.createdAt}, ${position.id})` : sql``}
         order by p.created_at desc, p.id desc
         limit ${options.limit + 1}`,
  );
  const page = rows.slice(0, options.limit);
  const last = page[page.length - 1];
  return {
    rows: page,
    next_cursor: rows.length > options.limit ? encodeCursor({ created_at: new Date(last.created_at), id: last.id }) : null,
  };
}

export async function payoutsById(db: Db, ids: string[]): Promise<PayoutRow[]> {
  if (ids.length === 0) return [];
  return selectRows<PayoutRow>(
    db,
    sql`select ${payoutColumns}
          from payouts p join campaigns c on c.id = p.campaign_id join associations a on a.id = p.association_id
         where p.id in (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )})
         order by a.name, p.id`,
  );
}

export type PayoutEventRow = {
  payout_id: string;
  from_state: string | null;
  to_state: string;
  created_at: Date | string;
  actor_email: string | null;
  reason: string | null;
};

export async function payoutEventsOf(db: Db, payoutIds: string[]): Promise<PayoutEventRow[]> {
  if (payoutIds.length === 0) return [];
  return selectRows<PayoutEventRow>(
    db,
    sql`select e.payout_id, e.from_state, e.to_state, e.created_at, u.email as actor_email, e.reason
          from payout_events e left join "user" u on u.id = e.actor_user_id
         where e.payout_id in (${sql.join(
           payoutIds.map((id) => sql`${id}`),
           sql`, `,
         )})
         order by e.created_at, e.id`,
  );
}

const rolesSeeingMoney = ASSOCIATION_ROLES.filter((role) => roleCan(role, "seeMoney"));

/** Who is told of a payout: the association's contact address and its members who see the money, each once. */
export async function moneyRecipients(db: Db, associationId: string): Promise<string[]> {
  const rows = await selectRows<{ email: string | null }>(
    db,
    sql`select contact_email as email from associations where id = ${associationId}
        union all
        select u.email from memberships m join "user" u on u.id = m.user_id
         where m.association_id = ${associationId} and m.role in (${sql.join(
           rolesSeeingMoney.map((role) => sql`${role}`),
           sql`, `,
         )})`,
  );
  const byKey = new Map<string, string>();
  for (const { email } of rows) if (email && !byKey.has(email.toLowerCase())) byKey.set(email.toLowerCase(), email);
  return [...byKey.values()];
}

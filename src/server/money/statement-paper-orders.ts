import { sql } from "drizzle-orm";
import type { StatementPaperOrders } from "../../shared/statement";
import type { Db } from "../db/client";
import { selectRows } from "../db/raw-rows";
import {
  cancellationDueCents,
  cancellationPending,
  moneyStatuses,
  orderAmountCents,
  orderDueCents,
  orderHeldCents,
} from "./order-money-sql";

// The statement's paper orders (docs/product.md#statement): what the cash and cheques the association collected itself
// do to the next payout, read before it is made. The same expressions as the balance and the payouts
// (order-money-sql.ts), over the campaign's paper orders only (sales_campaign_paper_created_idx).

type Count = string | number;
type MethodRow = {
  method: string;
  count: Count;
  held: Count;
  next_count: Count;
  next_held: Count;
  next_due: Count;
  cancelled_count: Count;
  cancelled_due: Count;
  awaiting_count: Count;
  awaiting_amount: Count;
};

export async function statementPaperOrders(db: Db, campaignId: string): Promise<StatementPaperOrders> {
  const counted = sql`s.status in ${moneyStatuses}`;
  const uncovered = sql`s.status in ${moneyStatuses} and s.payout_id is null`;
  const rows = await selectRows<MethodRow>(
    db,
    sql`
    select s.payment_method as method,
           count(*) filter (where ${counted}) as count,
           coalesce(sum(${orderHeldCents}) filter (where ${counted}), 0) as held,
           count(*) filter (where ${uncovered}) as next_count,
           coalesce(sum(${orderHeldCents}) filter (where ${uncovered}), 0) as next_held,
           coalesce(sum(${orderDueCents}) filter (where ${uncovered}), 0) as next_due,
           count(*) filter (where ${cancellationPending}) as cancelled_count,
           coalesce(sum(${cancellationDueCents}) filter (where ${cancellationPending}), 0) as cancelled_due,
           count(*) filter (where s.status = 'awaiting_confirmation') as awaiting_count,
           coalesce(sum(${orderAmountCents}) filter (where s.status = 'awaiting_confirmation'), 0) as awaiting_amount
      from sales s
     where s.campaign_id = ${campaignId} and s.payment_method <> 'card'
     group by s.payment_method`,
  );
  const sum = (key: keyof Omit<MethodRow, "method">) => rows.reduce((total, row) => total + Number(row[key]), 0);
  const of = (method: string) => {
    const row = rows.find((r) => r.method === method);
    return { count: Number(row?.count ?? 0), held_cents: Number(row?.held ?? 0) };
  };
  return {
    cash: of("cash"),
    cheque: of("cheque"),
    next_payout: { count: sum("next_count"), held_cents: sum("next_held"), due_cents: sum("next_due") },
    cancelled_after_payout: { count: sum("cancelled_count"), due_cents: sum("cancelled_due") },
    awaiting_confirmation: { count: sum("awaiting_count"), amount_cents: sum("awaiting_amount") },
  };
}

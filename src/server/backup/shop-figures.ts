import type { StatementTotals } from "../../shared/statement";
import { statementTotals } from "../money/service";
import type { DatabaseSession } from "./database-session";
import { quoted } from "./tables";

/** The orders of one payment status and method: how many, what buyers paid and what was refunded, in cents. */
export type OrdersOfStatus = { status: string; payment_method: string; orders: number; total_cents: number; refunded_cents: number };

/** A campaign's statement totals ('Relevé', docs/product.md#money), read at the backup's moment. */
export type CampaignFigures = { id: string; public_slug: string; statement: StatementTotals };

/** The money that matters, computed in SQL from the orders: what a restore must give back to the cent. */
export type MoneyFigures = {
  /** The statements are read at this moment, so that the payable part (a refund window after delivery) compares. */
  read_at: string;
  payout_delay_days: number;
  orders_by_status: OrdersOfStatus[];
  campaigns: CampaignFigures[];
};

/** Rows in each table. */
export async function countRows(session: DatabaseSession, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await session.rows<{ count: string }>(`select count(*)::text as count from ${quoted(table)}`);
    counts[table] = Number(row.count);
  }
  return counts;
}

export async function moneyFigures(session: DatabaseSession, clock: { now: Date; delayDays: number }): Promise<MoneyFigures> {
  const byStatus = await session.rows<Record<keyof OrdersOfStatus, string>>(
    `select status, payment_method, count(*)::text as orders,
            coalesce(sum(round(amount_total * 100)), 0)::bigint::text as total_cents,
            coalesce(sum(refunded_cents), 0)::bigint::text as refunded_cents
       from sales group by status, payment_method order by status, payment_method`,
  );
  const campaigns = await session.rows<{ id: string; public_slug: string }>(`select id::text, public_slug from campaigns order by id`);
  const figures: CampaignFigures[] = [];
  for (const campaign of campaigns) {
    const { totals } = await statementTotals(session.db, { campaignId: campaign.id, clock });
    figures.push({ ...campaign, statement: totals });
  }
  return {
    read_at: clock.now.toISOString(),
    payout_delay_days: clock.delayDays,
    orders_by_status: byStatus.map((row) => ({
      status: row.status,
      payment_method: row.payment_method,
      orders: Number(row.orders),
      total_cents: Number(row.total_cents),
      refunded_cents: Number(row.refunded_cents),
    })),
    campaigns: figures,
  };
}

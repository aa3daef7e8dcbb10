import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { campaigns, sales } from "../db/schema";
import { settledStatuses } from "../campaigns/queries";
import { decodeCursor, encodeCursor, toSale } from "./serialize";

export type SalesSummary = { count: number; total_eur: number; bars_sold: number };

/** Totals over paid sales, in SQL (SPEC.md §9: sum of amount_total; bars = sum of quantities). */
async function summarise(db: Db, scope: SQL): Promise<SalesSummary> {
  const [row] = await db
    .select({
      count: sql<string>`count(*)`,
      total: sql<string>`coalesce(sum(${sales.amount_total}), 0)`,
      bars: sql<string>`coalesce(sum(${sales.bars_count}), 0)`,
    })
    .from(sales)
    .where(and(scope, sql`${sales.status} in ${settledStatuses}`));
  return { count: Number(row.count), total_eur: Number(row.total), bars_sold: Number(row.bars) };
}

function afterCursor(cursor: string | undefined): SQL | undefined {
  const position = cursor ? decodeCursor(cursor) : null;
  return position ? sql`(${sales.created_at}, ${sales.id}) < (${position.createdAt}, ${position.id})` : undefined;
}

/** The drawer: one campaign's sales, newest first, with the summary. */
export async function listCampaignSales(db: Db, campaignId: string, options: { limit: number; cursor?: string }) {
  const scope = eq(sales.campaign_id, campaignId);
  const [summary, rows] = await Promise.all([
    summarise(db, scope),
    db
      .select()
      .from(sales)
      .where(and(scope, afterCursor(options.cursor)))
      .orderBy(desc(sales.created_at), desc(sales.id))
      .limit(options.limit + 1),
  ]);
  const page = rows.slice(0, options.limit);
  return {
    summary,
    sales: page.map(toSale),
    next_cursor: rows.length > options.limit ? encodeCursor(page[page.length - 1]) : null,
  };
}

/** The sales page: the association's sales with their campaign, newest first, one keyset page at a time. */
export async function listAssociationSales(db: Db, associationId: string, options: { limit: number; cursor?: string }) {
  const scope = eq(sales.association_id, associationId);
  const [summary, rows] = await Promise.all([
    summarise(db, scope),
    db
      .select({ sale: sales, campaign: { association_name: campaigns.association_name, campaign_message: campaigns.campaign_message } })
      .from(sales)
      .innerJoin(campaigns, eq(campaigns.id, sales.campaign_id))
      .where(and(scope, afterCursor(options.cursor)))
      .orderBy(desc(sales.created_at), desc(sales.id))
      .limit(options.limit + 1),
  ]);
  const page = rows.slice(0, options.limit);
  return {
    summary,
    sales: page.map((r) => ({ ...toSale(r.sale), campaign: r.campaign })),
    next_cursor: rows.length > options.limit ? encodeCursor(page[page.length - 1].sale) : null,
  };
}

/** Batches for the CSV export, walked by keyset so memory stays flat whatever the number of sales. */
export async function* associationSalesBatches(db: Db, associationId: string, batchSize = 1000) {
  let cursor: string | undefined;
  for (;;) {
    const rows = await db
      .select({ sale: sales, campaign_name: campaigns.association_name })
      .from(sales)
      .innerJoin(campaigns, eq(campaigns.id, sales.campaign_id))
      .where(and(eq(sales.association_id, associationId), afterCursor(cursor)))
      .orderBy(desc(sales.created_at), desc(sales.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batchSize) return;
    cursor = encodeCursor(rows[rows.length - 1].sale);
  }
}

export async function findCampaignAssociation(db: Db, campaignId: string) {
  const [row] = await db
    .select({ association_id: campaigns.association_id, is_published: campaigns.is_published })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    .limit(1);
  return row;
}

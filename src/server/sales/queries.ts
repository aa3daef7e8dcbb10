import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { campaigns, sales, sellers } from "../db/schema";
import { orderPartCents } from "../money/queries";
import { netAmountCents, netBars, settledStatuses, toSale } from "../orders/service";
import { decodeCursor, encodeCursor } from "../lib/keyset-cursor";
import { salesListFilterStatuses, type SalesListFilter } from "../../shared/order-status";
import type { SalesSummary } from "../../shared/sales-responses";

/** The statuses a list's filter keeps, as SQL; 'paid' is written as the settled partial indexes' own predicate. */
function statusFilter(filter: SalesListFilter): SQL {
  if (filter === "paid") return sql`${sales.status} in ${settledStatuses}`;
  return inArray(sales.status, [...salesListFilterStatuses[filter]]);
}

/**
 * Totals over the sales the filter keeps, in SQL (docs/product.md#sales-totals: sum of amount_total less refunds;
 * bars = sum of quantities less the refunded lines'), and the sales of the scope still waiting for payment.
 */
async function summarise(db: Db, { scope, filter }: { scope: SQL; filter: SalesListFilter }): Promise<SalesSummary> {
  const [[row], [pending]] = await Promise.all([
    db
      .select({
        count: sql<string>`count(*)`,
        total_cents: sql<string>`coalesce(sum(${netAmountCents}), 0)`,
        association_cents: sql<string>`coalesce(sum(${orderPartCents}), 0)`,
        bars: sql<string>`coalesce(sum(${netBars}), 0)`,
      })
      .from(sales)
      .where(and(scope, statusFilter(filter))),
    db
      .select({ count: sql<string>`count(*)` })
      .from(sales)
      .where(and(scope, eq(sales.status, "pending"))),
  ]);
  return {
    count: Number(row.count),
    total_eur: Number(row.total_cents) / 100,
    association_eur: Number(row.association_cents) / 100,
    bars_sold: Number(row.bars),
    pending_count: Number(pending.count),
  };
}

function afterCursor(cursor: string | undefined): SQL | undefined {
  const position = cursor ? decodeCursor(cursor) : null;
  return position ? sql`(${sales.created_at}, ${sales.id}) < (${position.createdAt}, ${position.id})` : undefined;
}

/** The summary of a scope's sales that the filter keeps, and one keyset page of them, newest first. */
async function summaryAndPage(
  db: Db,
  { scope, filter, cursor, limit }: { scope: SQL; filter: SalesListFilter; cursor?: string; limit: number },
) {
  const [summary, rows] = await Promise.all([
    summarise(db, { scope, filter }),
    db
      .select()
      .from(sales)
      .where(and(scope, statusFilter(filter), afterCursor(cursor)))
      .orderBy(desc(sales.created_at), desc(sales.id))
      .limit(limit + 1),
  ]);
  const page = rows.slice(0, limit);
  return { summary, page, next_cursor: rows.length > limit ? encodeCursor(page[page.length - 1]) : null };
}

/** The drawer: one campaign's sales, newest first, with the summary. */
export async function listCampaignSales(
  db: Db,
  { campaignId, limit, cursor, filter = "paid" }: { campaignId: string; limit: number; cursor?: string; filter?: SalesListFilter },
) {
  const { summary, page, next_cursor } = await summaryAndPage(db, { scope: eq(sales.campaign_id, campaignId), filter, cursor, limit });
  const sellerNames = await sellersOf(db, page);
  return {
    summary,
    sales: page.map((r) => ({ ...toSale(r), seller_name: sellerNames.get(r.seller_id) ?? null })),
    next_cursor,
  };
}

/** The association's sales, or those of one of its campaigns (a campaign of another association matches none). */
function associationScope(associationId: string, campaignId: string | undefined): SQL {
  const scope = eq(sales.association_id, associationId);
  return campaignId ? and(scope, eq(sales.campaign_id, campaignId))! : scope;
}

/**
 * The sales page: the association's sales with their campaign, newest first, one keyset page at a time; with
 * `campaignId`, the sales of the campaign chosen on the page (docs/product.md#several-campaigns).
 */
export async function listAssociationSales(
  db: Db,
  {
    associationId,
    limit,
    cursor,
    campaignId,
    filter = "paid",
  }: { associationId: string; limit: number; cursor?: string; campaignId?: string; filter?: SalesListFilter },
) {
  const scope = associationScope(associationId, campaignId);
  const { summary, page, next_cursor } = await summaryAndPage(db, { scope, filter, cursor, limit });
  const [names, sellerNames] = await Promise.all([
    campaignsOf(
      db,
      page.map((r) => r.campaign_id),
    ),
    sellersOf(db, page),
  ]);
  return {
    summary,
    sales: page.map((r) => ({ ...toSale(r), campaign: names.get(r.campaign_id)!, seller_name: sellerNames.get(r.seller_id) ?? null })),
    next_cursor,
  };
}

/**
 * The campaigns of a page of sales, in a second small query: joining in the page query would make PostgreSQL
 * sort every sale of the association instead of walking the (association, created_at) index (bench/scale.ts).
 */
async function campaignsOf(db: Db, campaignIds: string[]) {
  const ids = [...new Set(campaignIds)];
  const rows = ids.length
    ? await db
        .select({ id: campaigns.id, association_name: campaigns.association_name, campaign_message: campaigns.campaign_message })
        .from(campaigns)
        .where(inArray(campaigns.id, ids))
    : [];
  return new Map(rows.map((r) => [r.id, { association_name: r.association_name, campaign_message: r.campaign_message }]));
}

/** The sellers of a page of sales, 'Léa (CM2)', in a second small query like their campaigns. */
async function sellersOf(db: Db, rows: { seller_id: string | null }[]): Promise<Map<string | null, string>> {
  const ids = [...new Set(rows.map((r) => r.seller_id).filter((id): id is string => id !== null))];
  const found = ids.length
    ? await db
        .select({ id: sellers.id, first_name: sellers.first_name, group_name: sellers.group_name })
        .from(sellers)
        .where(inArray(sellers.id, ids))
    : [];
  return new Map(found.map((r) => [r.id, r.group_name ? `${r.first_name} (${r.group_name})` : r.first_name]));
}

/** Batches for the CSV export, walked by keyset so memory stays flat whatever the number of sales. */
export async function* associationSalesBatches(
  db: Db,
  { associationId, campaignId, batchSize = 1000 }: { associationId: string; campaignId?: string; batchSize?: number },
) {
  const scope = associationScope(associationId, campaignId);
  let cursor: string | undefined;
  for (;;) {
    const batch = await db
      .select()
      .from(sales)
      .where(and(scope, afterCursor(cursor)))
      .orderBy(desc(sales.created_at), desc(sales.id))
      .limit(batchSize);
    if (batch.length === 0) return;
    const [names, sellerNames] = await Promise.all([
      campaignsOf(
        db,
        batch.map((r) => r.campaign_id),
      ),
      sellersOf(db, batch),
    ]);
    yield batch.map((sale) => ({
      sale,
      campaign_name: names.get(sale.campaign_id)!.association_name,
      seller_name: sellerNames.get(sale.seller_id) ?? null,
    }));
    if (batch.length < batchSize) return;
    cursor = encodeCursor(batch[batch.length - 1]);
  }
}

import { sql } from "drizzle-orm";
import type { Preparation } from "../../shared/admin-responses";
import { findProduct } from "../../shared/catalogue";
import type { Db } from "../db/client";
import { selectRows } from "../db/raw-rows";
import { settledStatuses } from "../orders/service";

// 'Préparation' (docs/product.md#preparation): what the workshop makes. The bars per campaign, product and delivery
// mode are kept by the database as orders are paid, refunded and prepared (bars_to_prepare, migration 0017,
// decision 021): this read adds up a few thousand rows at any number of orders.

type Count = string | number;
type CampaignBarsRow = { campaign_id: string; campaign_name: string; product_id: string; bars: Count; pickup_bars: Count };
type ProductBars = { product_id: string; name: string; bars: number };

/** The product's name as the catalogue says it; an id the catalogue no longer has is shown as it is. */
export const productName = (productId: string) => findProduct(productId)?.name ?? productId;

// localeCompare's order at a fifth of its cost (decision 017).
export const compareIds = new Intl.Collator().compare;

/** Bars per product and campaign still to make, and those of the campaign's pick-up parcel. */
export async function campaignBarsToMake(db: Db, options: { campaignIds?: string[] } = {}) {
  if (options.campaignIds?.length === 0) return [];
  const only = options.campaignIds ? sql`and b.campaign_id in ${options.campaignIds}` : sql``;
  const rows = await selectRows<CampaignBarsRow>(
    db,
    sql`
    select b.campaign_id, c.association_name as campaign_name, b.product_id, b.bars, b.pickup_bars
      from (
        select campaign_id, product_id, sum(bars) as bars,
               coalesce(sum(bars) filter (where delivery_mode = 'pickup'), 0) as pickup_bars
          from bars_to_prepare b
         where bars > 0 ${only}
         group by campaign_id, product_id
      ) b
      join campaigns c on c.id = b.campaign_id
     order by c.association_name, b.campaign_id, b.product_id`,
  );
  return rows.map((r) => ({ ...r, name: productName(r.product_id), bars: Number(r.bars), pickup_bars: Number(r.pickup_bars) }));
}

/** Adds up bars by product over rows (each a product's bars somewhere), in product order. */
export function byProduct(rows: ProductBars[]): ProductBars[] {
  const totals = new Map<string, ProductBars>();
  for (const row of rows) {
    const total = totals.get(row.product_id) ?? { product_id: row.product_id, name: row.name, bars: 0 };
    total.bars += row.bars;
    totals.set(row.product_id, total);
  }
  return [...totals.values()].sort((a, b) => compareIds(a.product_id, b.product_id));
}

/**
 * How many parcels there are to prepare: one per home delivery, one per campaign with pick-up orders; a donation alone
 * makes none.
 */
async function parcelCounts(db: Db) {
  const [row] = await selectRows<{ home: Count; campaign: Count }>(
    db,
    sql`
    select count(*) filter (where delivery_mode = 'home_delivery') as home,
           count(distinct campaign_id) filter (where delivery_mode = 'pickup') as campaign
      from sales
     where fulfilment_status = 'to_prepare' and status in ${settledStatuses} and bars_count > 0`,
  );
  return { home: Number(row?.home ?? 0), campaign: Number(row?.campaign ?? 0) };
}

/** What 'Préparation' shows first: the production totals, in all and per campaign, and how many parcels to make. */
export async function readProductionTotals(db: Db): Promise<Preparation> {
  const [bars, counts] = await Promise.all([campaignBarsToMake(db), parcelCounts(db)]);
  const campaigns = new Map<string, { campaign_id: string; campaign_name: string; rows: ProductBars[] }>();
  for (const row of bars) {
    const entry = campaigns.get(row.campaign_id) ?? { campaign_id: row.campaign_id, campaign_name: row.campaign_name, rows: [] };
    entry.rows.push({ product_id: row.product_id, name: row.name, bars: row.bars });
    campaigns.set(row.campaign_id, entry);
  }
  const products = byProduct(bars);
  return {
    total_bars: products.reduce((sum, product) => sum + product.bars, 0),
    products,
    campaigns: [...campaigns.values()].map((entry) => {
      const lines = byProduct(entry.rows);
      return {
        campaign_id: entry.campaign_id,
        campaign_name: entry.campaign_name,
        bars: lines.reduce((sum, line) => sum + line.bars, 0),
        products: lines,
      };
    }),
    home_parcels: counts.home,
    campaign_parcels: counts.campaign,
  };
}

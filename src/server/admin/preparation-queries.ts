import { sql } from "drizzle-orm";
import type { Preparation } from "../../shared/back-office-responses";
import { DONATION_PRODUCT_ID, findProduct } from "../../shared/catalogue";
import type { Db } from "../db/client";
import type { ParcelContents } from "../documents/packing-slips";
import { selectRows } from "../db/raw-rows";
import { settledStatuses } from "../orders/service";

// 'Préparation' (docs/product.md#preparation): what the workshop makes and packs for the paid orders still to
// prepare. Bars come from each order's line snapshot, less the lines refunded (refunds.lines), summed in SQL.

/** Cardboard, filling and the slip: added to the bars' net weight of every parcel. */
export const PACKAGING_GRAMS = 150;
const DEFAULT_BAR_GRAMS = 100;

type ProductBars = { product_id: string; name: string; bars: number };
type Count = string | number;
type CampaignBarsRow = { campaign_id: string; campaign_name: string; product_id: string; name: string; bars: Count; pickup_bars: Count };
type HomeParcelRow = {
  sale_id: string;
  campaign_id: string;
  campaign_name: string;
  customer_name: string | null;
  customer_email: string | null;
  delivery_address: string | null;
  delivery_postal_code: string | null;
  delivery_city: string | null;
  order_reference: string;
  items: { product_id: string; name: string; quantity: number }[];
  refunded: { product_id: string; quantity: number }[] | null;
};
type CampaignParcelRow = {
  campaign_id: string;
  campaign_name: string;
  association_address: string | null;
  buyers: { name: string | null; reference: string; bars: number }[];
};

export type PreparationContents = Omit<Preparation, "parcels"> & { parcels: ParcelContents[] };

const barGrams = (productId: string) => findProduct(productId)?.weightGrams ?? DEFAULT_BAR_GRAMS;
const weightOf = (lines: ProductBars[] | { product_id: string; bars: number }[]) =>
  PACKAGING_GRAMS + lines.reduce((sum, line) => sum + line.bars * barGrams(line.product_id), 0);

// At a million orders some 4 000 are still to prepare (bench/scale.ts). Finding them is cheap (migration 0011's
// index); what cost time was the work done for each line and row (decision 017): a look-up of refunds for every line
// when only orders with refunded_cents > 0 have any (orders/refund-settlement.ts keeps it with the refund), groups
// sorted on names and addresses, arrays and jsonb built per row, localeCompare in every sort. So refunds are read
// for refunded orders only, sums are grouped on ids before the names are joined, and lists come back as json.

/** Bars per product of every paid order still to prepare, by campaign, and those to go in its pick-up parcel. */
async function barsToPrepare(db: Db) {
  // Without parallel workers: the planner counts a hundred lines per order (its guess for any JSON array), so it
  // starts workers that cost more than reading the few orders still to prepare (bench/scale.ts, decision 017).
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return selectRows<CampaignBarsRow>(
      tx,
      sql`
    select b.campaign_id, c.association_name as campaign_name, b.product_id, b.name, b.bars, b.pickup_bars
      from (
        select s.campaign_id, l.product_id, max(l.name) as name, sum(l.quantity - coalesce(r.quantity, 0)) as bars,
               coalesce(sum(l.quantity - coalesce(r.quantity, 0)) filter (where s.delivery_mode = 'pickup'), 0) as pickup_bars
          from sales s
          cross join lateral jsonb_to_recordset(s.items) as l(product_id text, name text, quantity int)
          left join lateral (
            select sum(rl.quantity) as quantity
              from refunds rf
              cross join lateral jsonb_to_recordset(rf.lines) as rl(product_id text, quantity int)
             where s.refunded_cents > 0 and rf.sale_id = s.id and rf.status = 'succeeded' and rl.product_id = l.product_id
          ) r on true
         where s.fulfilment_status = 'to_prepare' and s.status in ${settledStatuses} and l.product_id <> ${DONATION_PRODUCT_ID}
         group by s.campaign_id, l.product_id
        having sum(l.quantity - coalesce(r.quantity, 0)) > 0
      ) b
      join campaigns c on c.id = b.campaign_id
     order by c.association_name, b.campaign_id, b.product_id`,
    );
  });
  return rows.map((r) => ({ ...r, bars: Number(r.bars), pickup_bars: Number(r.pickup_bars) }));
}

async function homeParcels(db: Db): Promise<HomeParcelRow[]> {
  return selectRows<HomeParcelRow>(
    db,
    sql`
    select s.id as sale_id, s.campaign_id, c.association_name as campaign_name, s.customer_name, s.customer_email,
           s.delivery_address, s.delivery_postal_code, s.delivery_city, s.order_reference, s.items,
           (select jsonb_agg(rl) from refunds rf cross join lateral jsonb_array_elements(rf.lines) rl
             where s.refunded_cents > 0 and rf.sale_id = s.id and rf.status = 'succeeded') as refunded
      from sales s
      join campaigns c on c.id = s.campaign_id
     where s.fulfilment_status = 'to_prepare' and s.status in ${settledStatuses} and s.delivery_mode = 'home_delivery'
     order by s.created_at, s.id`,
  );
}

async function campaignParcels(db: Db): Promise<CampaignParcelRow[]> {
  return selectRows<CampaignParcelRow>(
    db,
    sql`
    select p.campaign_id, c.association_name as campaign_name, c.association_address, p.buyers
      from (
        select s.campaign_id,
               json_agg(json_build_object('name', s.customer_name, 'reference', s.order_reference,
                                          'bars', s.bars_count - s.refunded_bars)
                        order by s.customer_name, s.order_reference) as buyers
          from sales s
         where s.fulfilment_status = 'to_prepare' and s.status in ${settledStatuses} and s.delivery_mode = 'pickup'
         group by s.campaign_id
      ) p
      join campaigns c on c.id = p.campaign_id
     order by c.association_name, p.campaign_id`,
  );
}

// localeCompare's order at a fifth of its cost: thousands of small sorts here, one per parcel (decision 017).
const compareIds = new Intl.Collator().compare;

/** Adds up bars by product over rows (each a product's bars somewhere). */
function byProduct(rows: ProductBars[]): ProductBars[] {
  const totals = new Map<string, ProductBars>();
  for (const row of rows) {
    const total = totals.get(row.product_id) ?? { product_id: row.product_id, name: row.name, bars: 0 };
    total.bars += row.bars;
    totals.set(row.product_id, total);
  }
  return [...totals.values()].sort((a, b) => compareIds(a.product_id, b.product_id));
}

function homeParcel(row: HomeParcelRow): ParcelContents {
  const refunded = new Map<string, number>();
  for (const line of row.refunded ?? []) refunded.set(line.product_id, (refunded.get(line.product_id) ?? 0) + line.quantity);
  const lines = byProduct(
    row.items
      .filter((line) => line.product_id !== DONATION_PRODUCT_ID)
      .map((line) => ({
        product_id: line.product_id,
        name: line.name,
        bars: Math.max(0, line.quantity - (refunded.get(line.product_id) ?? 0)),
      })),
  ).filter((line) => line.bars > 0);
  return {
    kind: "home",
    sale_id: row.sale_id,
    campaign_id: row.campaign_id,
    campaign_name: row.campaign_name,
    recipient: row.customer_name ?? "Acheteur sans nom",
    address: row.delivery_address,
    postal_code: row.delivery_postal_code,
    city: row.delivery_city,
    bars: lines.reduce((sum, line) => sum + line.bars, 0),
    weight_grams: weightOf(lines),
    order_references: [row.order_reference],
    lines,
    email: row.customer_email,
    buyers: [
      { name: row.customer_name ?? "Acheteur sans nom", reference: row.order_reference, bars: lines.reduce((sum, l) => sum + l.bars, 0) },
    ],
  };
}

/**
 * Everything 'Préparation' shows: production totals, by campaign, and the parcels with their contents (the API
 * answers the parcels without them; the packing slips print them).
 */
export async function readPreparation(db: Db): Promise<PreparationContents> {
  const [bars, homes, pickups] = await Promise.all([barsToPrepare(db), homeParcels(db), campaignParcels(db)]);

  const campaignsById = new Map<string, { campaign_id: string; campaign_name: string; rows: ProductBars[]; pickupRows: ProductBars[] }>();
  for (const row of bars) {
    const entry = campaignsById.get(row.campaign_id) ?? {
      campaign_id: row.campaign_id,
      campaign_name: row.campaign_name,
      rows: [],
      pickupRows: [],
    };
    entry.rows.push({ product_id: row.product_id, name: row.name, bars: row.bars });
    if (row.pickup_bars > 0) entry.pickupRows.push({ product_id: row.product_id, name: row.name, bars: row.pickup_bars });
    campaignsById.set(row.campaign_id, entry);
  }
  const products = byProduct(bars);
  const campaigns = [...campaignsById.values()].map((entry) => {
    const lines = byProduct(entry.rows);
    return {
      campaign_id: entry.campaign_id,
      campaign_name: entry.campaign_name,
      bars: lines.reduce((s, l) => s + l.bars, 0),
      products: lines,
    };
  });

  const campaignParcelsList: ParcelContents[] = pickups.map((row) => {
    const lines = byProduct(campaignsById.get(row.campaign_id)?.pickupRows ?? []);
    const buyers = row.buyers.map((buyer) => ({ ...buyer, name: buyer.name ?? "Acheteur sans nom", bars: Number(buyer.bars) }));
    return {
      kind: "campaign",
      sale_id: null,
      campaign_id: row.campaign_id,
      campaign_name: row.campaign_name,
      recipient: row.campaign_name,
      address: row.association_address,
      postal_code: null,
      city: null,
      bars: lines.reduce((sum, line) => sum + line.bars, 0),
      weight_grams: weightOf(lines),
      // References are 'BS-' and upper-case letters and digits (orders/order-reference.ts): code-unit order is theirs.
      order_references: buyers.map((buyer) => buyer.reference).sort(),
      lines,
      email: null,
      buyers,
    };
  });

  return {
    total_bars: products.reduce((sum, product) => sum + product.bars, 0),
    products,
    campaigns,
    parcels: [...campaignParcelsList, ...homes.map(homeParcel)],
  };
}

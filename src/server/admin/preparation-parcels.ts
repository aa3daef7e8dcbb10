import { sql, type SQL } from "drizzle-orm";
import type { PreparationParcelsQuery } from "../../shared/admin";
import { DONATION_PRODUCT_ID, findProduct } from "../../shared/catalogue";
import type { Db } from "../db/client";
import { selectRows } from "../db/raw-rows";
import type { ParcelContents } from "../documents/packing-slips";
import { decodeCursor, encodeCursor } from "../lib/keyset-cursor";
import { settledStatuses } from "../orders/service";
import { byProduct, campaignBarsToMake } from "./production-totals";

// The parcels of 'Préparation' (docs/product.md#preparation): one per home delivery, one per campaign for its
// pick-up orders, oldest first. A donation alone ships nothing: no parcel, no line on a slip (bars_count > 0, as
// orders/settled-statuses.ts withBars). The screen reads them a page at a time; the packing slips and the carrier's file
// read them all.

/** Cardboard, filling and the slip: added to the bars' net weight of every parcel. */
export const PACKAGING_GRAMS = 150;
const DEFAULT_BAR_GRAMS = 100;

type ProductBars = { product_id: string; name: string; bars: number };
type HomeParcelRow = {
  sale_id: string;
  created_at: Date | string;
  campaign_id: string;
  campaign_name: string;
  customer_name: string | null;
  customer_email: string | null;
  delivery_address: string | null;
  delivery_address_line2: string | null;
  customer_phone: string | null;
  delivery_postal_code: string | null;
  delivery_city: string | null;
  order_reference: string;
  items: { product_id: string; name: string; quantity: number }[];
  refunded: { product_id: string; quantity: number }[] | null;
};
type CampaignParcelRow = {
  campaign_id: string;
  created_at: Date | string;
  campaign_name: string;
  association_address: string | null;
  buyers: { name: string | null; reference: string; bars: number }[];
};
type Page = { cursor?: string; limit: number } | null;

const barGrams = (productId: string) => findProduct(productId)?.weightGrams ?? DEFAULT_BAR_GRAMS;
const weightOf = (lines: ProductBars[]) => PACKAGING_GRAMS + lines.reduce((sum, line) => sum + line.bars * barGrams(line.product_id), 0);
const NO_NAME = "Acheteur sans nom";

// Keyset on (created_at to the millisecond, id): a cursor carries a JavaScript date, so the order compares what the
// cursor can hold, and no row is skipped or read twice between pages.
function keyset(createdAt: SQL, id: SQL, page: Page) {
  const position = page?.cursor ? decodeCursor(page.cursor) : null;
  return {
    after: position ? sql`and (date_trunc('milliseconds', ${createdAt}), ${id}) > (${position.createdAt}, ${position.id})` : sql``,
    order: sql`order by date_trunc('milliseconds', ${createdAt}), ${id}`,
    limit: page ? sql`limit ${page.limit + 1}` : sql``,
  };
}

function nextCursor<T extends { created_at: Date | string }>(rows: T[], page: Page, idOf: (row: T) => string) {
  if (!page || rows.length <= page.limit) return null;
  const last = rows[page.limit - 1];
  return encodeCursor({ created_at: new Date(last.created_at), id: idOf(last) });
}

async function homeParcelRows(db: Db, page: Page): Promise<HomeParcelRow[]> {
  const { after, order, limit } = keyset(sql`s.created_at`, sql`s.id`, page);
  return selectRows<HomeParcelRow>(
    db,
    sql`
    select s.id as sale_id, s.created_at, s.campaign_id, c.association_name as campaign_name, s.customer_name, s.customer_email,
           s.delivery_address, s.delivery_address_line2, s.customer_phone, s.delivery_postal_code, s.delivery_city, s.order_reference, s.items,
           (select jsonb_agg(rl) from refunds rf cross join lateral jsonb_array_elements(rf.lines) rl
             where s.refunded_cents > 0 and rf.sale_id = s.id and rf.status = 'succeeded') as refunded
      from sales s
      join campaigns c on c.id = s.campaign_id
     where s.fulfilment_status = 'to_prepare' and s.status in ${settledStatuses} and s.delivery_mode = 'home_delivery'
       and s.bars_count > 0 ${after}
     ${order} ${limit}`,
  );
}

async function campaignParcelRows(db: Db, page: Page): Promise<CampaignParcelRow[]> {
  const { after, order, limit } = keyset(sql`c.created_at`, sql`c.id`, page);
  // The page's campaigns first (a few thousand pick-up orders to look at, by migration 0011's index), then the
  // buyers of those campaigns only.
  return selectRows<CampaignParcelRow>(
    db,
    sql`
    with page as (
      select c.id, c.created_at, c.association_name, c.association_address
        from campaigns c
       where c.id in (select s.campaign_id from sales s
                       where s.fulfilment_status = 'to_prepare' and s.status in ${settledStatuses} and s.delivery_mode = 'pickup'
                         and s.bars_count > 0)
             ${after}
       ${order} ${limit}
    )
    select p.id as campaign_id, p.created_at, p.association_name as campaign_name, p.association_address,
           (select json_agg(json_build_object('name', s.customer_name, 'reference', s.order_reference,
                                              'bars', s.bars_count - s.refunded_bars)
                            order by s.customer_name, s.order_reference)
              from sales s
             where s.campaign_id = p.id and s.fulfilment_status = 'to_prepare' and s.status in ${settledStatuses}
               and s.delivery_mode = 'pickup' and s.bars_count > 0) as buyers
      from page p
     ${keyset(sql`p.created_at`, sql`p.id`, null).order}`,
  );
}

function homeParcel(row: HomeParcelRow): ParcelContents {
  const refunded = new Map<string, number>();
  for (const line of row.refunded ?? []) refunded.set(line.product_id, (refunded.get(line.product_id) ?? 0) + line.quantity);
  const lines = byProduct(
    row.items
      .filter((line) => line.product_id !== DONATION_PRODUCT_ID)
      .map((line) => ({ product_id: line.product_id, name: line.name, bars: line.quantity })),
  )
    .map((line) => ({ ...line, bars: Math.max(0, line.bars - (refunded.get(line.product_id) ?? 0)) }))
    .filter((line) => line.bars > 0);
  const bars = lines.reduce((sum, line) => sum + line.bars, 0);
  return {
    kind: "home",
    sale_id: row.sale_id,
    campaign_id: row.campaign_id,
    campaign_name: row.campaign_name,
    recipient: row.customer_name ?? NO_NAME,
    address: row.delivery_address,
    address_line2: row.delivery_address_line2,
    postal_code: row.delivery_postal_code,
    city: row.delivery_city,
    bars,
    weight_grams: weightOf(lines),
    order_references: [row.order_reference],
    lines,
    email: row.customer_email,
    phone: row.customer_phone,
    buyers: [{ name: row.customer_name ?? NO_NAME, reference: row.order_reference, bars }],
  };
}

async function campaignParcels(db: Db, rows: CampaignParcelRow[]): Promise<ParcelContents[]> {
  const pickupLines = new Map<string, ProductBars[]>();
  for (const row of await campaignBarsToMake(db, { campaignIds: rows.map((r) => r.campaign_id) })) {
    if (row.pickup_bars <= 0) continue;
    const lines = pickupLines.get(row.campaign_id) ?? [];
    lines.push({ product_id: row.product_id, name: row.name, bars: row.pickup_bars });
    pickupLines.set(row.campaign_id, lines);
  }
  return rows.map((row) => {
    const lines = byProduct(pickupLines.get(row.campaign_id) ?? []);
    const buyers = (row.buyers ?? []).map((buyer) => ({ ...buyer, name: buyer.name ?? NO_NAME, bars: Number(buyer.bars) }));
    return {
      kind: "campaign",
      sale_id: null,
      campaign_id: row.campaign_id,
      campaign_name: row.campaign_name,
      recipient: row.campaign_name,
      address: row.association_address,
      address_line2: null,
      postal_code: null,
      city: null,
      bars: lines.reduce((sum, line) => sum + line.bars, 0),
      weight_grams: weightOf(lines),
      // References are 'BS-' and upper-case letters and digits (orders/order-reference.ts): code-unit order is theirs.
      order_references: buyers.map((buyer) => buyer.reference).sort(),
      lines,
      email: null,
      phone: null,
      buyers,
    };
  });
}

/** A page of one kind of parcel, oldest first, and the cursor of the next page (null on the last). */
export async function readParcelsPage(db: Db, query: PreparationParcelsQuery) {
  const page = { cursor: query.cursor, limit: query.limit };
  if (query.kind === "home") {
    const rows = await homeParcelRows(db, page);
    return { parcels: rows.slice(0, query.limit).map(homeParcel), next_cursor: nextCursor(rows, page, (row) => row.sale_id) };
  }
  const rows = await campaignParcelRows(db, page);
  return {
    parcels: await campaignParcels(db, rows.slice(0, query.limit)),
    next_cursor: nextCursor(rows, page, (row) => row.campaign_id),
  };
}

/** Every parcel with its contents, campaigns' first: the packing slips and the carrier's file. */
export async function readAllParcels(db: Db): Promise<ParcelContents[]> {
  const [campaignRows, homeRows] = await Promise.all([campaignParcelRows(db, null), homeParcelRows(db, null)]);
  return [...(await campaignParcels(db, campaignRows)), ...homeRows.map(homeParcel)];
}

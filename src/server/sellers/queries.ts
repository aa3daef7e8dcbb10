import { and, asc, eq, sql } from "drizzle-orm";
import { LEADERBOARD_SIZE, SELLER_SEARCH_MAX_RESULTS, sellerPath } from "../../shared/sellers-rules";
import type { Leaderboard, PublicSeller, Seller, SellersOverview } from "../../shared/sellers-responses";
import type { Db } from "../db/client";
import { selectRows } from "../db/raw-rows";
import { sellers } from "../db/schema";
import { settledStatuses } from "../orders/service";
import { sellersDeleteOn } from "./retention";

// The sellers' reads (docs/product.md#sellers). Totals are those of the sales page: paid orders, net of refunds,
// summed in SQL by seller from the campaign's orders (migration 0018's index holds every figure they need).

type Count = string | number;
type TotalsRow = { seller_id: string | null; bars: Count; amount_cents: Count; orders: Count };

const totalsOf = (row: TotalsRow | undefined) => ({
  bars: Number(row?.bars ?? 0),
  amount_cents: Number(row?.amount_cents ?? 0),
  orders: Number(row?.orders ?? 0),
});

/** Per seller (null: the orders without one), over a campaign's paid orders; or one seller's with `sellerId`. */
async function totalsBySeller(
  db: Db,
  { campaignId, sellerId }: { campaignId: string; sellerId?: string },
): Promise<Map<string | null, TotalsRow>> {
  const rows = await selectRows<TotalsRow>(
    db,
    sql`
    select seller_id, sum(bars_count - refunded_bars) as bars,
           sum(round(amount_total * 100)::bigint - refunded_cents) as amount_cents, count(*) as orders
      from sales
     where campaign_id = ${campaignId} and status in ${settledStatuses} ${sellerId ? sql`and seller_id = ${sellerId}` : sql``}
     group by seller_id`,
  );
  return new Map(rows.map((row) => [row.seller_id, row]));
}

type SellerRow = typeof sellers.$inferSelect;

export function toSeller(
  row: SellerRow,
  { slug, publicUrl, totals }: { slug: string; publicUrl: string; totals: TotalsRow | undefined },
): Seller {
  return {
    id: row.id,
    code: row.code,
    first_name: row.first_name,
    group_name: row.group_name,
    goal_bars: row.goal_bars,
    is_minor: row.is_minor,
    parental_consent_at: row.parental_consent_at,
    link: `${publicUrl}${sellerPath(slug, row.code)}`,
    created_at: row.created_at,
    ...totalsOf(totals),
  };
}

/** One seller as the 'Vendeurs' page shows them, with their totals (after a change). */
export async function sellerWithTotals(
  db: Db,
  { campaign, row, publicUrl }: { campaign: { id: string; public_slug: string }; row: SellerRow; publicUrl: string },
) {
  const totals = await totalsBySeller(db, { campaignId: campaign.id, sellerId: row.id });
  return toSeller(row, { slug: campaign.public_slug, publicUrl, totals: totals.get(row.id) });
}

type CampaignRef = {
  id: string;
  public_slug: string;
  leaderboard_enabled: boolean;
  order_deadline: string | null;
  distribution_date: string | null;
};

/** The 'Vendeurs' page: every seller with their totals, the groups' totals, and the orders without a seller. */
export async function readSellersOverview(
  db: Db,
  { campaign, publicUrl }: { campaign: CampaignRef; publicUrl: string },
): Promise<SellersOverview> {
  const [rows, totals] = await Promise.all([
    db.select().from(sellers).where(eq(sellers.campaign_id, campaign.id)).orderBy(asc(sellers.group_name), asc(sellers.first_name)),
    totalsBySeller(db, { campaignId: campaign.id }),
  ]);
  const list = rows.map((row) => toSeller(row, { slug: campaign.public_slug, publicUrl, totals: totals.get(row.id) }));
  const groups = new Map<string | null, SellersOverview["groups"][number]>();
  for (const seller of list) {
    const group = groups.get(seller.group_name) ?? { group_name: seller.group_name, sellers: 0, bars: 0, amount_cents: 0, orders: 0 };
    group.sellers += 1;
    group.bars += seller.bars;
    group.amount_cents += seller.amount_cents;
    group.orders += seller.orders;
    groups.set(seller.group_name, group);
  }
  return {
    sellers: list,
    groups: [...groups.values()].sort((a, b) => b.bars - a.bars || (a.group_name ?? "").localeCompare(b.group_name ?? "", "fr")),
    without_seller: totalsOf(totals.get(null)),
    leaderboard_enabled: campaign.leaderboard_enabled,
    delete_on: sellersDeleteOn(campaign),
  };
}

/** A seller of this campaign, or null: what checkout and the seller's page ask. */
export async function sellerOfCampaign(db: Db, { campaignId, where }: { campaignId: string; where: { id: string } | { code: string } }) {
  const [row] = await db
    .select()
    .from(sellers)
    .where(and(eq(sellers.campaign_id, campaignId), "id" in where ? eq(sellers.id, where.id) : eq(sellers.code, where.code)))
    .limit(1);
  return row ?? null;
}

/** A seller's own page: first name, group, goal and progress; no amount, nothing about the buyers. */
export async function readPublicSeller(db: Db, { campaignId, code }: { campaignId: string; code: string }): Promise<PublicSeller | null> {
  const seller = await sellerOfCampaign(db, { campaignId, where: { code } });
  if (!seller) return null;
  const [row] = await selectRows<TotalsRow>(
    db,
    sql`
    select ${seller.id}::uuid as seller_id, coalesce(sum(bars_count - refunded_bars), 0) as bars, 0 as amount_cents, count(*) as orders
      from sales
     where campaign_id = ${campaignId} and seller_id = ${seller.id} and status in ${settledStatuses}`,
  );
  const { bars, orders } = totalsOf(row);
  return { id: seller.id, first_name: seller.first_name, group_name: seller.group_name, goal_bars: seller.goal_bars, bars, orders };
}

/** Whom a buyer may order for at checkout. */
/** Every seller of the campaign by first name, for its members' forms (a paper order's 'Vendeur'); never public. */
export async function listSellerNames(db: Db, campaignId: string) {
  return db
    .select({ id: sellers.id, first_name: sellers.first_name, group_name: sellers.group_name })
    .from(sellers)
    .where(eq(sellers.campaign_id, campaignId))
    .orderBy(asc(sellers.first_name), asc(sellers.group_name));
}

export async function readSellerChoices(db: Db, campaignId: string) {
  const [row] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.campaign_id, campaignId)).limit(1);
  return { has_sellers: row !== undefined };
}

// Lower case without accents, in SQL and in JavaScript alike: 'lea' finds 'Léa', 'Zoé' finds 'ZOE'.
const ACCENTED = "àáâäãåçèéêëìíîïñòóôöõùúûüýÿœæ";
const PLAIN = "aaaaaaceeeeiiiinooooouuuuyyoa";
const folded = (text: string) =>
  [...text.toLowerCase()].map((letter) => (ACCENTED.includes(letter) ? PLAIN[ACCENTED.indexOf(letter)] : letter)).join("");

/**
 * The checkout's search (decision 039): at most SELLER_SEARCH_MAX_RESULTS sellers of the campaign whose first name
 * starts with `query`, accents and case aside. Never the whole list.
 */
export async function searchSellers(db: Db, { campaignId, query }: { campaignId: string; query: string }) {
  const start = `${folded(query).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ id: sellers.id, first_name: sellers.first_name, group_name: sellers.group_name })
    .from(sellers)
    .where(and(eq(sellers.campaign_id, campaignId), sql`translate(lower(${sellers.first_name}), ${ACCENTED}, ${PLAIN}) like ${start}`))
    .orderBy(asc(sellers.first_name), asc(sellers.group_name), asc(sellers.id))
    .limit(SELLER_SEARCH_MAX_RESULTS);
  return { sellers: rows };
}

/** The campaign page's leaderboard: the best sellers and groups by bars, first names and groups only. */
export async function readLeaderboard(db: Db, campaign: { id: string; leaderboard_enabled: boolean }): Promise<Leaderboard> {
  if (!campaign.leaderboard_enabled) return { enabled: false, sellers: [], groups: [] };
  type Row = { first_name: string; group_name: string | null; bars: Count };
  const [top, groups] = await Promise.all([
    selectRows<Row>(
      db,
      sql`
      select v.first_name, v.group_name, t.bars
        from (select seller_id, sum(bars_count - refunded_bars) as bars
                from sales
               where campaign_id = ${campaign.id} and seller_id is not null and status in ${settledStatuses}
               group by seller_id) t
        join sellers v on v.id = t.seller_id
       where t.bars > 0
       order by t.bars desc, v.first_name
       limit ${LEADERBOARD_SIZE}`,
    ),
    selectRows<Row>(
      db,
      sql`
      select null as first_name, v.group_name, sum(s.bars_count - s.refunded_bars) as bars
        from sales s
        join sellers v on v.id = s.seller_id
       where s.campaign_id = ${campaign.id} and s.status in ${settledStatuses} and v.group_name is not null
       group by v.group_name
      having sum(s.bars_count - s.refunded_bars) > 0
       order by bars desc, v.group_name
       limit ${LEADERBOARD_SIZE}`,
    ),
  ]);
  return {
    enabled: true,
    sellers: top.map((row) => ({ first_name: row.first_name, group_name: row.group_name, bars: Number(row.bars) })),
    groups: groups.map((row) => ({ group_name: row.group_name ?? "", bars: Number(row.bars) })),
  };
}

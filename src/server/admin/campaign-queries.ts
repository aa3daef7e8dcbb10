import { asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { AdminCampaignsOverviewQuery } from "../../shared/admin";
import type { AdminCampaignDetail, AdminCampaignOverview } from "../../shared/admin-responses";
import type { CampaignStatus } from "../../shared/campaign";
import type { AssociationRole } from "../../shared/team-rules";
import type { Db } from "../db/client";
import { campaignEvents, memberships, profiles, sales, user } from "../db/schema";
import { selectRows } from "../db/raw-rows";
import { decodeCursor, encodeCursor } from "../lib/keyset-cursor";
import { findCampaignById, toCampaign } from "../campaigns/queries";
import { netAmountCents, netBars, settledStatuses, toAdminOrder } from "../orders/service";

// 'Campagnes' (docs/product.md#campaigns-overview): every campaign with its totals over settled orders (net of
// refunds), and a campaign's page with its team, latest orders and the platform's decisions on it.

type OverviewRow = {
  id: string;
  association_id: string;
  association_name: string;
  public_slug: string;
  status: string;
  is_published: boolean;
  taken_down_at: Date | string | null;
  created_at: Date | string;
  published_at: Date | string | null;
  orders_count: string | number;
  sales_total_cents: string | number;
  bars_sold: string | number;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The totals of one campaign's settled orders, as the lateral join and the campaign's page both read them. */
const totalsOf = (campaignId: SQL) => sql`
  select count(*) as orders_count, coalesce(sum(${netAmountCents}), 0) as sales_total_cents,
         coalesce(sum(${netBars}), 0) as bars_sold
    from ${sales}
   where ${sales.campaign_id} = ${campaignId} and ${sales.status} in ${settledStatuses}`;

export async function listCampaignsOverview(db: Db, query: AdminCampaignsOverviewQuery) {
  const position = query.cursor ? decodeCursor(query.cursor) : null;
  const q = query.q?.trim();
  const rows = await selectRows<OverviewRow>(
    db,
    sql`
    select c.id, c.association_id, c.association_name, c.public_slug, c.status, c.is_published, c.taken_down_at,
           c.created_at, c.published_at, t.orders_count, t.sales_total_cents, t.bars_sold
      from (
        -- The page's campaigns first: the totals are then summed for those alone, not for every campaign.
        select * from campaigns c
         where true
           ${q ? sql`and (c.association_name ilike ${`%${likeText(q)}%`} or c.public_slug ilike ${`%${likeText(q)}%`})` : sql``}
           ${query.status ? sql`and c.status = ${query.status}` : sql``}
           ${position ? sql`and (c.created_at, c.id) < (${position.createdAt}, ${position.id})` : sql``}
         order by c.created_at desc, c.id desc
         limit ${query.limit + 1}
      ) c
      cross join lateral (${totalsOf(sql`c.id`)}) t
     order by c.created_at desc, c.id desc`,
  );
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    campaigns: page.map(toOverview),
    next_cursor: rows.length > query.limit ? encodeCursor({ created_at: new Date(last.created_at), id: last.id }) : null,
  };
}

function toOverview(row: OverviewRow): AdminCampaignOverview {
  return {
    id: row.id,
    association_id: row.association_id,
    association_name: row.association_name,
    public_slug: row.public_slug,
    status: row.status as CampaignStatus,
    is_published: row.is_published,
    taken_down_at: iso(row.taken_down_at),
    created_at: iso(row.created_at)!,
    published_at: iso(row.published_at),
    orders_count: Number(row.orders_count),
    sales_total_cents: Number(row.sales_total_cents),
    bars_sold: Number(row.bars_sold),
  };
}

/** A campaign's page; null when there is none. */
export async function readCampaignForAdmin(db: Db, campaignId: string): Promise<AdminCampaignDetail | null> {
  const row = await findCampaignById(db, campaignId);
  if (!row) return null;
  const [totals, members, latest, events] = await Promise.all([
    selectRows<{ orders_count: string; sales_total_cents: string; bars_sold: string }>(db, totalsOf(sql`${campaignId}`)),
    db
      .select({ name: profiles.full_name, email: user.email, role: memberships.role })
      .from(memberships)
      .innerJoin(user, eq(user.id, memberships.user_id))
      .leftJoin(profiles, eq(profiles.id, memberships.user_id))
      .where(eq(memberships.association_id, row.association_id))
      .orderBy(asc(memberships.created_at)),
    db.select().from(sales).where(eq(sales.campaign_id, campaignId)).orderBy(desc(sales.created_at), desc(sales.id)).limit(20),
    db
      .select({ event: campaignEvents, actor_email: user.email })
      .from(campaignEvents)
      .leftJoin(user, eq(user.id, campaignEvents.actor_user_id))
      .where(eq(campaignEvents.campaign_id, campaignId))
      .orderBy(asc(campaignEvents.created_at)),
  ]);
  return {
    campaign: toCampaign(row),
    totals: {
      orders_count: Number(totals[0].orders_count),
      sales_total_cents: Number(totals[0].sales_total_cents),
      bars_sold: Number(totals[0].bars_sold),
    },
    // The table's CHECK admits the three role codes only.
    members: members.map((m) => ({ name: m.name, email: m.email, role: m.role as AssociationRole })),
    latest_orders: latest.map((sale) => toAdminOrder(sale, row)),
    events: events.map(({ event, actor_email }) => ({
      id: event.id,
      action: event.action as "published" | "taken_down",
      actor_email,
      reason: event.reason,
      at: event.created_at.toISOString(),
    })),
  };
}

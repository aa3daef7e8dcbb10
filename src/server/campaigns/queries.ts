import { and, desc, eq, sql } from "drizzle-orm";
import type { CampaignCard, CampaignStatus } from "../../shared/campaign";
import type { Db } from "../db/client";
import { bookings, campaigns, sales } from "../db/schema";
import { orderPartCents } from "../money/queries";
import { netAmountCents, netBars, settledStatuses } from "../orders/service";

// A campaign row as the API sends it, for the other domains that read campaigns (the back-office).
export { toCampaign } from "./serialize";
// Where an old address leads (decision 036), for the page routes.
export { movedAddressForVisitors } from "./addresses";

export async function findCampaignById(db: Db, id: string) {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id)).limit(1);
  return row;
}

export async function findCampaignBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.public_slug, slug)).limit(1);
  return row;
}

/** docs/product.md#one-pager: the association's campaign, at most one (the newest). */
export async function findOwnCampaign(db: Db, associationId: string) {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(eq(campaigns.association_id, associationId))
    .orderBy(desc(campaigns.created_at))
    .limit(1);
  return row;
}

/**
 * The amount raised (docs/product.md#amount-raised, decision 040), in cents: what the association receives from its
 * paid orders, its share of the bars and the donations, refunds taken off, never the delivery. The public collect
 * bar, its live stream and the published cache all read it here.
 */
export async function amountRaisedCents(db: Db, campaignId: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${orderPartCents}), 0)::bigint` })
    .from(sales)
    .where(and(eq(sales.campaign_id, campaignId), sql`${sales.status} in ${settledStatuses}`));
  return Number(row.cents);
}

/** Ma boutique cards: one per campaign with its sales total and bars sold, aggregated in SQL. */
export async function listCampaignCards(db: Db, associationId: string): Promise<CampaignCard[]> {
  const rows = await db
    .select({
      id: campaigns.id,
      association_name: campaigns.association_name,
      public_slug: campaigns.public_slug,
      is_published: campaigns.is_published,
      status: campaigns.status,
      created_at: campaigns.created_at,
      sales_total_cents: sql<string>`coalesce(sum(${netAmountCents}), 0)`,
      association_cents: sql<string>`coalesce(sum(${orderPartCents}), 0)`,
      bars_sold: sql<string>`coalesce(sum(${netBars}), 0)`,
    })
    .from(campaigns)
    .leftJoin(sales, and(eq(sales.campaign_id, campaigns.id), sql`${sales.status} in ${settledStatuses}`))
    .where(eq(campaigns.association_id, associationId))
    .groupBy(campaigns.id)
    .orderBy(desc(campaigns.created_at));
  return rows.map((r) => ({
    id: r.id,
    association_name: r.association_name,
    public_slug: r.public_slug,
    is_published: r.is_published,
    status: r.status as CampaignStatus,
    sales_total_eur: Number(r.sales_total_cents) / 100,
    association_eur: Number(r.association_cents) / 100,
    bars_sold: Number(r.bars_sold),
    created_at: r.created_at.toISOString(),
  }));
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** docs/product.md#admin-area: the campaigns in one status, newest first, with their booked call. */
export async function listCampaignsForAdmin(db: Db, status: CampaignStatus) {
  const rows = await db
    .select({
      id: campaigns.id,
      association_name: campaigns.association_name,
      contact_email: campaigns.contact_email,
      status: campaigns.status,
      created_at: campaigns.created_at,
      public_slug: campaigns.public_slug,
      booked_call_at: bookings.starts_at,
      booked_call_phone: bookings.phone,
      // The published list shows whether each page is online, and why the team took it down.
      is_published: campaigns.is_published,
      published_at: campaigns.published_at,
      taken_down_at: campaigns.taken_down_at,
      takedown_reason: campaigns.takedown_reason,
    })
    .from(campaigns)
    .leftJoin(bookings, and(eq(bookings.campaign_id, campaigns.id), eq(bookings.status, "booked")))
    .where(eq(campaigns.status, status))
    .orderBy(desc(campaigns.created_at));
  return rows.map((r) => ({
    ...r,
    status: r.status as CampaignStatus,
    created_at: r.created_at.toISOString(),
    booked_call_at: iso(r.booked_call_at),
    published_at: iso(r.published_at),
    taken_down_at: iso(r.taken_down_at),
  }));
}

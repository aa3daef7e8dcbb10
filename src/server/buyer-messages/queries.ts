import { and, desc, eq, gt, sql, type SQL } from "drizzle-orm";
import type { BuyerMessageKind } from "../../shared/buyer-messages";
import type { Db } from "../db/client";
import { associations, buyerMessages, campaigns, profiles } from "../db/schema";
import { selectRows } from "../db/raw-rows";
import { settledStatuses } from "../orders/service";
import { mailableBuyerSql } from "../buyer-emails/service";

// docs/product.md#messages-to-buyers: who a message reaches, and the sendings that pace the next ones. The buyers'
// addresses leave this file only towards the outbox: the association's screens get counts.

/** One address to write to, with the latest name given with it and every order of the campaign it placed. */
export type Recipient = { email: string; name: string | null; references: string[] };

/** The campaign as the mails name it, with where its pick-up orders are handed over. */
export type MessageCampaign = {
  id: string;
  association_name: string;
  public_slug: string;
  contact_email: string | null;
  distribution_date: string | null;
  distribution_start_time: string | null;
  distribution_end_time: string | null;
  distribution_place: string | null;
};

// Paid orders (online or on paper) whose buyer left an address the shop may write to (a card buyer's, or one its
// owner confirmed: docs/product.md#buyer-addresses); one address is one buyer, whatever its case.
const paidWithAddress = (campaignId: string) =>
  sql`s.campaign_id = ${campaignId} and s.status in ${settledStatuses} and nullif(trim(s.customer_email), '') is not null and ${mailableBuyerSql("s")}`;
// 'Votre commande est prête': pick-up orders still to hand over (not handed over, not cancelled), with bars to hand
// over, as on the distribution list: a donor has nothing to collect.
const awaitingPickup = sql`s.delivery_mode = 'pickup' and s.handed_over_at is null and s.fulfilment_status not in ('handed_over', 'cancelled')
  and s.bars_count - s.refunded_bars > 0`;

function recipientFilter(campaignId: string, kind: BuyerMessageKind): SQL {
  return kind === "ready" ? sql`${paidWithAddress(campaignId)} and ${awaitingPickup}` : paidWithAddress(campaignId);
}

/** Each buyer once (the address as last typed), with their orders oldest first; sorted by address. */
export async function findRecipients(db: Db, { campaignId, kind }: { campaignId: string; kind: BuyerMessageKind }): Promise<Recipient[]> {
  const rows = await selectRows<{ email: string; name: string | null; refs: string[] }>(
    db,
    sql`
    select (array_agg(trim(s.customer_email) order by s.created_at desc, s.id desc))[1] as email,
           (array_agg(trim(s.customer_name) order by s.created_at desc, s.id desc)
              filter (where nullif(trim(s.customer_name), '') is not null))[1] as name,
           json_agg(s.order_reference order by s.created_at, s.order_reference) as refs
      from sales s
     where ${recipientFilter(campaignId, kind)}
     group by lower(trim(s.customer_email))
     order by lower(trim(s.customer_email))`,
  );
  return rows.map((row) => ({ email: row.email, name: row.name, references: row.refs }));
}

/** How many buyers each kind would reach now. */
export async function countRecipients(db: Db, campaignId: string): Promise<{ ready: number; free: number }> {
  const [row] = await selectRows<{ ready: number | string; free: number | string }>(
    db,
    sql`
    select count(distinct lower(trim(s.customer_email))) filter (where ${awaitingPickup}) as ready,
           count(distinct lower(trim(s.customer_email))) as free
      from sales s
     where ${paidWithAddress(campaignId)}`,
  );
  return { ready: Number(row?.ready ?? 0), free: Number(row?.free ?? 0) };
}

/** The sendings of the campaign since `since`: all of them, the 'ready' ones, and the addresses they reached. */
export async function countSendingsSince(
  db: Db,
  { campaignId, since }: { campaignId: string; since: Date },
): Promise<{ total: number; ready: number; recipients: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      ready: sql<number>`(count(*) filter (where ${buyerMessages.kind} = 'ready'))::int`,
      recipients: sql<number>`coalesce(sum(${buyerMessages.recipients}), 0)::int`,
    })
    .from(buyerMessages)
    .where(and(eq(buyerMessages.campaign_id, campaignId), gt(buyerMessages.created_at, since)));
  return { total: row?.total ?? 0, ready: row?.ready ?? 0, recipients: row?.recipients ?? 0 };
}

const campaignColumns = {
  id: campaigns.id,
  association_name: campaigns.association_name,
  public_slug: campaigns.public_slug,
  // The shop's contact address, else the association's.
  contact_email: sql<
    string | null
  >`coalesce(nullif(trim(${campaigns.contact_email}), ''), nullif(trim(${associations.contact_email}), ''))`,
  distribution_date: campaigns.distribution_date,
  distribution_start_time: campaigns.distribution_start_time,
  distribution_end_time: campaigns.distribution_end_time,
  distribution_place: campaigns.distribution_place,
};

/**
 * The campaign, its row locked until the transaction ends: two sendings at once are counted one after the other, so
 * neither passes the daily limit unseen.
 */
export async function lockCampaign(db: Db, campaignId: string): Promise<MessageCampaign | undefined> {
  const [row] = await db
    .select(campaignColumns)
    .from(campaigns)
    .innerJoin(associations, eq(associations.id, campaigns.association_id))
    .where(eq(campaigns.id, campaignId))
    .for("update", { of: campaigns });
  return row;
}

export async function findCampaign(db: Db, campaignId: string): Promise<MessageCampaign | undefined> {
  const [row] = await db
    .select(campaignColumns)
    .from(campaigns)
    .innerJoin(associations, eq(associations.id, campaigns.association_id))
    .where(eq(campaigns.id, campaignId));
  return row;
}

const messageColumns = {
  id: buyerMessages.id,
  kind: buyerMessages.kind,
  subject: buyerMessages.subject,
  body: buyerMessages.body,
  recipients: buyerMessages.recipients,
  created_at: buyerMessages.created_at,
  // Names only, never an address: a volunteer reads this list too.
  author_name: sql<string | null>`nullif(trim(${profiles.full_name}), '')`,
};

export type MessageRow = {
  id: string;
  kind: string;
  subject: string;
  body: string;
  recipients: number;
  created_at: Date;
  author_name: string | null;
};

/** The campaign's sendings, newest first (the 100 latest: three a day at most). */
export function listSendings(db: Db, campaignId: string): Promise<MessageRow[]> {
  return db
    .select(messageColumns)
    .from(buyerMessages)
    .leftJoin(profiles, eq(profiles.id, buyerMessages.author_user_id))
    .where(eq(buyerMessages.campaign_id, campaignId))
    .orderBy(desc(buyerMessages.created_at), desc(buyerMessages.id))
    .limit(100);
}

export async function insertSending(
  db: Db,
  row: { campaignId: string; kind: BuyerMessageKind; subject: string; body: string; recipients: number; authorUserId: string; at: Date },
): Promise<MessageRow> {
  const [inserted] = await db
    .insert(buyerMessages)
    .values({
      campaign_id: row.campaignId,
      kind: row.kind,
      subject: row.subject,
      body: row.body,
      recipients: row.recipients,
      author_user_id: row.authorUserId,
      created_at: row.at,
    })
    .returning({ id: buyerMessages.id });
  const [stored] = await db
    .select(messageColumns)
    .from(buyerMessages)
    .leftJoin(profiles, eq(profiles.id, buyerMessages.author_user_id))
    .where(eq(buyerMessages.id, inserted.id));
  return stored;
}

import { and, eq, isNotNull, isNull, not } from "drizzle-orm";
import type { Campaign, PublishOutcome } from "../../shared/campaign";
import { AppError } from "../../shared/errors";
import { pathTo } from "../../shared/page-paths";
import type { Db } from "../db/client";
import { associations, campaignEvents, campaigns, memberships, user } from "../db/schema";
import { queueMail } from "../mail/outbox";
import { findCampaignById } from "./queries";
import { toCampaign, toMemberCampaign, type CampaignRow } from "./serialize";
import { campaignTakedownMail } from "./takedown-mail";
import { campaignPublishedMail, managerAddresses } from "./published-mail";

// Who may put a campaign online. The first publication is the administrator's, after the call; from then on the
// member may unpublish and publish again, unless the platform took the page down. Every change here is a
// conditional UPDATE, so a takedown landing between a member's read and write wins. The database CHECKs
// (migration 0004) hold the same rules for any other writer.

const validatedAndUp = and(isNotNull(campaigns.validated_at), isNull(campaigns.taken_down_at));
const alreadyOnline = and(eq(campaigns.status, "published"), eq(campaigns.is_published, true), validatedAndUp)!;

/**
 * One-pager 'Publier', on the campaign the route loaded for a member. A validated page goes public; a page never
 * validated is sent for validation instead (status 'waiting_rdv', still unpublished: the member books the call); a
 * page taken down stays down.
 */
export async function publishOwnCampaign(db: Db, current: CampaignRow): Promise<{ campaign: Campaign; outcome: PublishOutcome }> {
  const now = new Date();
  const [published] = await db
    .update(campaigns)
    .set({ is_published: true, published_at: current.published_at ?? now, updated_at: now })
    .where(and(eq(campaigns.id, current.id), validatedAndUp))
    .returning();
  if (published) return { campaign: toMemberCampaign(published), outcome: "published" };

  const [sent] = await db
    .update(campaigns)
    .set({ status: "waiting_rdv", updated_at: now })
    .where(and(eq(campaigns.id, current.id), isNull(campaigns.validated_at), isNull(campaigns.taken_down_at)))
    .returning();
  if (sent) return { campaign: toMemberCampaign(sent), outcome: "sent_for_validation" };
  throw new AppError("CAMPAIGN_TAKEN_DOWN");
}

/** One-pager 'Dépublier': always allowed to a member; publishing again needs the validation above. */
export async function unpublishOwnCampaign(db: Db, campaignId: string): Promise<Campaign> {
  const [row] = await db
    .update(campaigns)
    .set({ is_published: false, updated_at: new Date() })
    .where(eq(campaigns.id, campaignId))
    .returning();
  return toMemberCampaign(row);
}

/**
 * Admin 'Publier' (docs/product.md#publication): validates the campaign, lifts a takedown and puts the page online;
 * the campaign's audit log records who did it (docs/product.md#audit-log), and its managers are mailed the address.
 */
export async function adminPublishCampaign(
  db: Db,
  campaignId: string,
  actorUserId: string,
  links: { publicUrl: string },
): Promise<Campaign> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(campaigns)
      .set({
        status: "published",
        is_published: true,
        published_at: now,
        validated_at: now,
        taken_down_at: null,
        takedown_reason: null,
        updated_at: now,
      })
      // A page already validated and online stays as it is: a double click or a retry records one decision.
      .where(and(eq(campaigns.id, campaignId), not(alreadyOnline)))
      .returning();
    if (!row) {
      const current = await findCampaignById(tx, campaignId);
      if (!current) throw new AppError("CAMPAIGN_NOT_FOUND");
      return toCampaign(current);
    }
    await tx.insert(campaignEvents).values({ campaign_id: row.id, action: "published", actor_user_id: actorUserId, created_at: now });
    const mail = campaignPublishedMail({
      associationName: row.association_name,
      pageUrl: `${links.publicUrl}${pathTo("campaign", { slug: row.public_slug })}`,
      accountUrl: `${links.publicUrl}${pathTo("account")}`,
    });
    for (const to of await managerAddresses(tx, row.association_id)) await queueMail(tx, { to, ...mail });
    return toCampaign(row);
  });
}

/** The association's contact address and its members' addresses, each once. */
async function associationRecipients(db: Db, associationId: string): Promise<string[]> {
  const [association] = await db
    .select({ contact_email: associations.contact_email })
    .from(associations)
    .where(eq(associations.id, associationId));
  const members = await db
    .select({ email: user.email })
    .from(memberships)
    .innerJoin(user, eq(user.id, memberships.user_id))
    .where(eq(memberships.association_id, associationId));
  const byKey = new Map<string, string>();
  for (const address of [association?.contact_email, ...members.map((m) => m.email)]) {
    if (address && !byKey.has(address.toLowerCase())) byKey.set(address.toLowerCase(), address);
  }
  return [...byKey.values()];
}

/**
 * Admin 'Dépublier': the page goes offline and stays so until an administrator publishes it again; the reason
 * is mailed to the association in the same transaction. Only a validated page not already taken down qualifies.
 */
export async function adminTakeDownCampaign(
  db: Db,
  options: { campaignId: string; reason: string; publicUrl: string; actorUserId: string },
): Promise<{ campaign: Campaign; mailed: number }> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(campaigns)
      .set({ is_published: false, taken_down_at: now, takedown_reason: options.reason, updated_at: now })
      .where(and(eq(campaigns.id, options.campaignId), validatedAndUp))
      .returning();
    if (!row) throw new AppError((await findCampaignById(tx, options.campaignId)) ? "CAMPAIGN_NOT_PUBLISHED" : "CAMPAIGN_NOT_FOUND");
    await tx.insert(campaignEvents).values({
      campaign_id: row.id,
      action: "taken_down",
      actor_user_id: options.actorUserId,
      reason: options.reason,
      created_at: now,
    });
    const mail = campaignTakedownMail({
      associationName: row.association_name,
      reason: options.reason,
      accountUrl: `${options.publicUrl}/compte`,
    });
    const recipients = await associationRecipients(tx, row.association_id);
    for (const to of recipients) await queueMail(tx, { to, ...mail });
    return { campaign: toCampaign(row), mailed: recipients.length };
  });
}

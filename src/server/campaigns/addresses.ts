import { and, eq, ne, or, sql } from "drizzle-orm";
import { isReservedSlug, withAddressNumber } from "../../shared/slug";
import type { Db } from "../db/client";
import { campaignAddresses, campaigns } from "../db/schema";

// Decision 036: a campaign's addresses. campaign_addresses holds every address a campaign ever had (the current one
// included), written by migration 0026's trigger; an address there belongs to its campaign forever.

/** Whether the address is held (now or once) by a campaign other than `excludeId`, or can't be one (reserved). */
export async function isSlugTaken(db: Db, { slug, excludeId }: { slug: string; excludeId?: string }) {
  const rows = await db
    .select({ id: campaignAddresses.campaign_id })
    .from(campaignAddresses)
    .where(
      excludeId ? and(eq(campaignAddresses.slug, slug), ne(campaignAddresses.campaign_id, excludeId)) : eq(campaignAddresses.slug, slug),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * The first free address of a base: the base itself, else 'base-2', 'base-3'…, the smallest number no campaign ever
 * held. Two writers may pick the same one: the trigger refuses the second, which asks again.
 */
export async function freeAddressFor(db: Db, base: string): Promise<string> {
  const numbered = new RegExp(`^${base}-([0-9]{1,6})$`);
  const rows = await db
    .select({ slug: campaignAddresses.slug })
    .from(campaignAddresses)
    .where(or(eq(campaignAddresses.slug, base), sql`${campaignAddresses.slug} like ${`${base}-%`}`));
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base) && !isReservedSlug(base)) return base;
  const numbers = new Set(
    rows
      .map((row) => numbered.exec(row.slug)?.[1])
      .filter(Boolean)
      .map(Number),
  );
  let n = 2;
  while (numbers.has(n)) n += 1;
  return withAddressNumber(base, n);
}

/** The campaign an address names: its current address or one it had before (then `moved` is true). */
export async function findCampaignByAddress(db: Db, slug: string) {
  const [found] = await db
    .select({ campaign: campaigns })
    .from(campaignAddresses)
    .innerJoin(campaigns, eq(campaigns.id, campaignAddresses.campaign_id))
    .where(eq(campaignAddresses.slug, slug))
    .limit(1);
  return found ? { row: found.campaign, moved: found.campaign.public_slug !== slug } : null;
}

/**
 * The association closed its shop ('Dépublier' in 'Modifier ma page'): validated by the team, not taken down by it,
 * not online. Visitors are told the shop is closed rather than that the page does not exist (decision 037).
 */
export const closedByAssociation = (row: { is_published: boolean; validated_at: Date | null; taken_down_at: Date | null }) =>
  !row.is_published && row.validated_at !== null && row.taken_down_at === null;

/**
 * Where an old address of a campaign now points, for a visitor: its current address when the campaign answers
 * visitors there (online, or closed by its association); null otherwise, so a draft or a page taken down answers
 * through an old address exactly as through its current one, and a draft's new address is never disclosed.
 */
export async function movedAddressForVisitors(db: Db, slug: string): Promise<string | null> {
  const found = await findCampaignByAddress(db, slug);
  if (!found?.moved) return null;
  return found.row.is_published || closedByAssociation(found.row) ? found.row.public_slug : null;
}

import { and, eq, isNotNull } from "drizzle-orm";
import { campaignDraftSchema, type Campaign, type CampaignDraft } from "../../shared/campaign";
import { AppError } from "../../shared/errors";
import type { Db } from "../db/client";
import { campaigns } from "../db/schema";
import { isUniqueViolation } from "../lib/database-errors";
import { isSlugTaken } from "./addresses";
import { toCampaign, toColumns, toMemberCampaign, type CampaignRow } from "./serialize";
import { checkSlugAllowed, SLUG_CONSTRAINT, updateDraft } from "./service";

// Decision 037: once the team has validated a page, what the member edits in 'Modifier ma page' is kept aside
// (campaigns.pending_changes) and reaches the public page only with 'Publier les modifications'. The autosave still
// saves that draft every few seconds (docs/product.md#one-pager); the public read and its cache read the columns only.

/** A page the public has seen (or will see again when its association reopens it): its edits wait for publication. */
const editedAside = (row: CampaignRow) => row.validated_at !== null;

/** The fields of the draft that differ from the published ones; none means nothing waits for publication. */
function differsFromPublished(row: CampaignRow, draft: CampaignDraft): boolean {
  const published = toCampaign(row) as Record<string, unknown>;
  return Object.entries(draft).some(([field, value]) => (published[field] ?? null) !== (value ?? null));
}

/**
 * Autosave and 'Enregistrer' (the route has checked that the member may edit the campaign): straight to the page
 * before validation, aside afterwards. An address already held by another campaign is refused at once, on its field.
 */
export async function saveCampaignEdit(db: Db, options: { campaign: CampaignRow; input: CampaignDraft }): Promise<Campaign> {
  if (!editedAside(options.campaign)) return updateDraft(db, { campaignId: options.campaign.id, input: options.input });
  const { input } = options;
  checkSlugAllowed(input.public_slug);
  if (await isSlugTaken(db, { slug: input.public_slug, excludeId: options.campaign.id })) {
    throw new AppError("SLUG_TAKEN", undefined, { field: "public_slug" });
  }
  // A member's save never changes the bar price: it is the platform's (decision 037).
  const draft = { ...input, chocolate_price_eur: toCampaign(options.campaign).chocolate_price_eur };
  const [row] = await db
    .update(campaigns)
    .set({ pending_changes: differsFromPublished(options.campaign, draft) ? draft : null, updated_at: new Date() })
    .where(eq(campaigns.id, options.campaign.id))
    .returning();
  return toMemberCampaign(row);
}

/**
 * The page as it will be once the changes kept aside are published, for its members' 'Aperçu': at its current
 * address and with the platform's bar price, as publication would leave them. A row the draft schema no longer
 * accepts previews as published.
 */
export function withPendingChanges(row: CampaignRow): CampaignRow {
  const parsed = campaignDraftSchema.safeParse(row.pending_changes);
  if (!row.pending_changes || !parsed.success) return row;
  const changes: Partial<CampaignDraft> = { ...parsed.data };
  delete changes.public_slug;
  delete changes.chocolate_price_eur;
  return { ...row, ...toColumns(changes) };
}

/**
 * 'Publier les modifications': the changes kept aside become the page, in one conditional UPDATE (a second click
 * finds nothing left to publish and answers the campaign as it is). Read through the draft schema again, so a row
 * written by an older version is held to today's rules.
 */
export async function publishPendingChanges(db: Db, campaignId: string): Promise<Campaign> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for("update");
    if (!row) throw new AppError("CAMPAIGN_NOT_FOUND");
    if (!row.pending_changes) return toMemberCampaign(row);
    const parsed = campaignDraftSchema.safeParse(row.pending_changes);
    if (!parsed.success) throw new AppError("VALIDATION", parsed.error.issues[0]?.message);
    // The bar price stays the platform's: never taken from a member's changes.
    const changes: Partial<CampaignDraft> = { ...parsed.data };
    delete changes.chocolate_price_eur;
    try {
      const [published] = await tx
        .update(campaigns)
        .set({ ...toColumns(changes), pending_changes: null, updated_at: new Date() })
        .where(and(eq(campaigns.id, campaignId), isNotNull(campaigns.pending_changes)))
        .returning();
      return toMemberCampaign(published);
    } catch (error) {
      if (isUniqueViolation(error, SLUG_CONSTRAINT)) throw new AppError("SLUG_TAKEN", undefined, { field: "public_slug" });
      throw error;
    }
  });
}

/** 'Annuler les modifications': the page's published fields come back into the form. */
export async function discardPendingChanges(db: Db, campaignId: string): Promise<Campaign> {
  const [row] = await db
    .update(campaigns)
    .set({ pending_changes: null, updated_at: new Date() })
    .where(eq(campaigns.id, campaignId))
    .returning();
  if (!row) throw new AppError("CAMPAIGN_NOT_FOUND");
  return toMemberCampaign(row);
}

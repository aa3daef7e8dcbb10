import { eq } from "drizzle-orm";
import type { CampaignCreate, CampaignDraft, PublicCampaign } from "../../shared/campaign";
import { AppError } from "../../shared/errors";
import { generateSlug, reservedSlugs } from "../../shared/slug";
import { centsToDecimal } from "../../shared/money";
import type { Db } from "../db/client";
import { campaigns } from "../db/schema";
import { isUniqueViolation } from "../lib/database-errors";
import { requireMembership } from "../lib/access";
import { isAdmin } from "../account/provision";
import { amountRaisedCents, findCampaignById, findCampaignBySlug } from "./queries";
import { toCampaign, toColumns } from "./serialize";

const SLUG_CONSTRAINT = "campaigns_public_slug_idx";

function checkSlugAllowed(slug: string) {
  if (reservedSlugs.has(slug)) throw new AppError("SLUG_RESERVED", undefined, { field: "public_slug" });
}

/** The creation form: status 'waiting_rdv' until the team's call, slug generated (SPEC.md §4, §9). */
export async function createCampaignFromForm(db: Db, options: { userId: string; associationId: string; input: CampaignCreate }) {
  await requireMembership(db, options.userId, options.associationId);
  try {
    const [row] = await db
      .insert(campaigns)
      .values({
        ...toColumns(options.input),
        association_id: options.associationId,
        public_slug: generateSlug(options.input.association_name),
        status: "waiting_rdv",
        is_published: false,
      })
      .returning();
    return toCampaign(row);
  } catch (error) {
    // SPEC.md §8: the unique violation (23505) of the creation form speaks of the name the slug comes from.
    if (isUniqueViolation(error, SLUG_CONSTRAINT)) throw new AppError("CAMPAIGN_NAME_TAKEN");
    throw error;
  }
}

/** The one-pager's first save: a draft with the slug the user chose. */
export async function createDraft(db: Db, options: { userId: string; associationId: string; input: CampaignDraft }) {
  await requireMembership(db, options.userId, options.associationId);
  checkSlugAllowed(options.input.public_slug);
  try {
    const [row] = await db
      .insert(campaigns)
      .values({ ...toColumns(options.input), association_id: options.associationId, status: "draft", is_published: false })
      .returning();
    return toCampaign(row);
  } catch (error) {
    if (isUniqueViolation(error, SLUG_CONSTRAINT)) throw new AppError("SLUG_TAKEN", undefined, { field: "public_slug" });
    throw error;
  }
}

/** Loads a campaign that the user may edit (a member of its association), or fails with 404/403. */
export async function requireEditableCampaign(db: Db, userId: string, campaignId: string) {
  const row = await findCampaignById(db, campaignId);
  if (!row) throw new AppError("CAMPAIGN_NOT_FOUND");
  await requireMembership(db, userId, row.association_id);
  return row;
}

export async function updateDraft(db: Db, options: { userId: string; campaignId: string; input: CampaignDraft }) {
  await requireEditableCampaign(db, options.userId, options.campaignId);
  checkSlugAllowed(options.input.public_slug);
  try {
    const [row] = await db
      .update(campaigns)
      .set({ ...toColumns(options.input), updated_at: new Date() })
      .where(eq(campaigns.id, options.campaignId))
      .returning();
    return toCampaign(row);
  } catch (error) {
    if (isUniqueViolation(error, SLUG_CONSTRAINT)) throw new AppError("SLUG_TAKEN", undefined, { field: "public_slug" });
    throw error;
  }
}

/** One-pager 'Publier': is_published and published_at, the status is left as it is (SPEC.md §4). */
export async function publishOwnCampaign(db: Db, options: { userId: string; campaignId: string }) {
  const current = await requireEditableCampaign(db, options.userId, options.campaignId);
  const [row] = await db
    .update(campaigns)
    .set({ is_published: true, published_at: current.published_at ?? new Date(), updated_at: new Date() })
    .where(eq(campaigns.id, options.campaignId))
    .returning();
  return toCampaign(row);
}

/** Admin 'Publier': status 'published', is_published, published_at now (SPEC.md §4). */
export async function adminPublishCampaign(db: Db, campaignId: string) {
  const now = new Date();
  const [row] = await db
    .update(campaigns)
    .set({ status: "published", is_published: true, published_at: now, updated_at: now })
    .where(eq(campaigns.id, campaignId))
    .returning();
  if (!row) throw new AppError("CAMPAIGN_NOT_FOUND");
  return toCampaign(row);
}

/**
 * The public page reads published campaigns only; members of the owner association and admins may also
 * read an unpublished one (preview). Everyone else gets the same 404 as for an unknown slug.
 */
export async function getCampaignForReader(db: Db, options: { slug: string; userId?: string }): Promise<PublicCampaign> {
  const row = await findCampaignBySlug(db, options.slug);
  if (!row) throw new AppError("CAMPAIGN_NOT_FOUND");
  if (!row.is_published) {
    if (!options.userId) throw new AppError("CAMPAIGN_NOT_FOUND");
    const allowed =
      (await isAdmin(db, options.userId)) ||
      (await requireMembership(db, options.userId, row.association_id).then(
        () => true,
        () => false,
      ));
    if (!allowed) throw new AppError("CAMPAIGN_NOT_FOUND");
  }
  const raised = await amountRaisedCents(db, row.id);
  return { ...toCampaign(row), amount_raised_eur: Number(centsToDecimal(raised)) };
}

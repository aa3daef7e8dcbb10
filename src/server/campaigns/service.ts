import { and, eq, isNull, sql } from "drizzle-orm";
import type { CampaignCreate, CampaignDraft, PublicCampaign } from "../../shared/campaign";
import { AppError } from "../../shared/errors";
import { generateSlug, isReservedSlug } from "../../shared/slug";
import { centsToDecimal } from "../../shared/money";
import type { Db } from "../db/client";
import { associations, campaigns } from "../db/schema";
import { isUniqueViolation } from "../lib/database-errors";
import { associationDetailsOf, saveAssociationDetails } from "../account/association-details";
import { amountRaisedCents } from "./queries";
import { toCampaign, toColumns } from "./serialize";

export const SLUG_CONSTRAINT = "campaigns_public_slug_idx";

function checkSlugAllowed(slug: string) {
  if (isReservedSlug(slug)) throw new AppError("SLUG_RESERVED", undefined, { field: "public_slug" });
}

/**
 * Campaigns an association may hold that the team never validated (drafts and 'waiting_rdv'): each one can book a
 * call, so throw-away drafts could otherwise fill the team's calendar. CAMPAIGN_DRAFT_LIMIT's message says 5.
 */
export const MAX_PENDING_CAMPAIGNS = 5;

/** How a new campaign names its association (decision 034): always (creation form), or only the first time. */
type NamesAssociation = { input: CampaignCreate | CampaignDraft; onlyFirst: boolean };

/**
 * Inserts a not-yet-validated campaign within the association's cap (its row locked, so two inserts can't both
 * pass), and writes the association's details from the form in the same transaction when asked.
 */
export async function insertPendingCampaign(db: Db, values: typeof campaigns.$inferInsert, names?: NamesAssociation) {
  return db.transaction(async (tx) => {
    await tx.select({ id: associations.id }).from(associations).where(eq(associations.id, values.association_id)).for("update");
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(campaigns)
      .where(and(eq(campaigns.association_id, values.association_id), isNull(campaigns.validated_at)));
    if (count >= MAX_PENDING_CAMPAIGNS) throw new AppError("CAMPAIGN_DRAFT_LIMIT");
    const [row] = await tx.insert(campaigns).values(values).returning();
    if (names) await saveAssociationDetails(tx, values.association_id, associationDetailsOf(names.input), { onlyFirst: names.onlyFirst });
    return row;
  });
}

/** The creation form: status 'waiting_rdv' until the team's call, slug generated (docs/product.md#creation-form). */
export async function createCampaignFromForm(db: Db, options: { associationId: string; input: CampaignCreate }) {
  try {
    const row = await insertPendingCampaign(
      db,
      {
        ...toColumns(options.input),
        association_id: options.associationId,
        public_slug: generateSlug(options.input.association_name),
        status: "waiting_rdv",
        is_published: false,
      },
      // The form's association part is the association's (prefilled from it after the first campaign).
      { input: options.input, onlyFirst: false },
    );
    return toCampaign(row);
  } catch (error) {
    // docs/product.md#creation-form: the unique violation (23505) of the creation form speaks of the name the slug
    // comes from.
    if (isUniqueViolation(error, SLUG_CONSTRAINT)) throw new AppError("CAMPAIGN_NAME_TAKEN");
    throw error;
  }
}

/** The one-pager's first save: a draft with the slug the user chose. */
export async function createDraft(db: Db, options: { associationId: string; input: CampaignDraft }) {
  checkSlugAllowed(options.input.public_slug);
  try {
    const row = await insertPendingCampaign(
      db,
      {
        ...toColumns(options.input),
        association_id: options.associationId,
        status: "draft",
        is_published: false,
      },
      { input: options.input, onlyFirst: true },
    );
    return toCampaign(row);
  } catch (error) {
    if (isUniqueViolation(error, SLUG_CONSTRAINT)) throw new AppError("SLUG_TAKEN", undefined, { field: "public_slug" });
    throw error;
  }
}

/** Autosave and 'Enregistrer' of the one-pager (the route has checked that the user may edit the campaign). */
export async function updateDraft(db: Db, options: { campaignId: string; input: CampaignDraft }) {
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

/** A campaign as its page shows it, with the amount raised (the route has checked who may read it). */
export async function readPublicCampaign(db: Db, row: typeof campaigns.$inferSelect): Promise<PublicCampaign> {
  const raised = await amountRaisedCents(db, row.id);
  return { ...toCampaign(row), amount_raised_eur: Number(centsToDecimal(raised)) };
}

import { and, eq, isNull, sql } from "drizzle-orm";
import type { CampaignCreate, CampaignDraft, PublicCampaign } from "../../shared/campaign";
import { AppError } from "../../shared/errors";
import { isReservedSlug, slugFromName } from "../../shared/slug";
import { centsToDecimal } from "../../shared/money";
import type { Db } from "../db/client";
import { associations, campaigns } from "../db/schema";
import { isUniqueViolation } from "../lib/database-errors";
import { associationDetailsOf, saveAssociationDetails } from "../account/service";
import { freeAddressFor } from "./addresses";
import { amountRaisedCents } from "./queries";
import { toCampaign, toColumns } from "./serialize";

export const SLUG_CONSTRAINT = "campaigns_public_slug_idx";

export function checkSlugAllowed(slug: string) {
  if (isReservedSlug(slug)) throw new AppError("SLUG_RESERVED", undefined, { field: "public_slug" });
}

/**
 * Campaigns an association may hold that the team never validated (drafts and 'waiting_rdv'): each one can book a
 * call, so throw-away drafts could otherwise fill the team's calendar. CAMPAIGN_DRAFT_LIMIT's message says 5.
 */
export const MAX_PENDING_CAMPAIGNS = 5;

/** Inserts a not-yet-validated campaign within the association's cap (its row locked, so two inserts can't both pass). */
export async function insertPendingCampaign(db: Db, values: typeof campaigns.$inferInsert) {
  return db.transaction(async (tx) => {
    await tx.select({ id: associations.id }).from(associations).where(eq(associations.id, values.association_id)).for("update");
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(campaigns)
      .where(and(eq(campaigns.association_id, values.association_id), isNull(campaigns.validated_at)));
    if (count >= MAX_PENDING_CAMPAIGNS) throw new AppError("CAMPAIGN_DRAFT_LIMIT");
    const [row] = await tx.insert(campaigns).values(values).returning();
    return row;
  });
}

/**
 * A new campaign and its association named from the form's association part, both or neither (decision 034):
 * always for the creation form, only while nobody named it for the one-pager's first save.
 */
async function insertNamingAssociation(
  db: Db,
  { values, input, onlyFirst }: { values: typeof campaigns.$inferInsert; input: CampaignCreate | CampaignDraft; onlyFirst: boolean },
) {
  return db.transaction(async (tx) => {
    const row = await insertPendingCampaign(tx, values);
    await saveAssociationDetails(tx, { associationId: values.association_id, details: associationDetailsOf(input), onlyFirst });
    return row;
  });
}

/**
 * The creation form: status 'waiting_rdv' until the team's call (docs/product.md#creation-form). The address is the one
 * the association chose, or else the name's, numbered from 2 on a clash (decision 036).
 */
export async function createCampaignFromForm(db: Db, options: { associationId: string; input: CampaignCreate }) {
  const { public_slug: chosen, ...input } = options.input;
  if (chosen) checkSlugAllowed(chosen);
  // Two creations may pick the same free number: the second is refused by the database and draws again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const row = await insertNamingAssociation(db, {
        values: {
          ...toColumns(input),
          association_id: options.associationId,
          public_slug: chosen ?? (await freeAddressFor(db, slugFromName(input.association_name))),
          status: "waiting_rdv",
          is_published: false,
        },
        // The form's association part is the association's (prefilled from it after the first campaign).
        input: options.input,
        onlyFirst: false,
      });
      return toCampaign(row);
    } catch (error) {
      if (!isUniqueViolation(error, SLUG_CONSTRAINT)) throw error;
      if (chosen) throw new AppError("SLUG_TAKEN", undefined, { field: "public_slug" });
    }
  }
  throw new AppError("CAMPAIGN_NAME_TAKEN");
}

/** The one-pager's first save: a draft with the slug the user chose. */
export async function createDraft(db: Db, options: { associationId: string; input: CampaignDraft }) {
  checkSlugAllowed(options.input.public_slug);
  try {
    const row = await insertNamingAssociation(db, {
      values: { ...toColumns(options.input), association_id: options.associationId, status: "draft", is_published: false },
      input: options.input,
      onlyFirst: true,
    });
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

import type { Campaign } from "../../shared/campaign";
import { AppError } from "../../shared/errors";
import type { Db } from "../db/client";
import type { campaigns } from "../db/schema";
import { isUniqueViolation } from "../lib/database-errors";
import { freeAddressFor } from "./addresses";
import { addSellers, listSellerFields } from "../sellers/service";
import { toCampaign, writtenByAssociation, type CampaignRow } from "./serialize";
import { insertPendingCampaign, SLUG_CONSTRAINT } from "./service";

// 'Dupliquer' (docs/product.md#several-campaigns): next season's shop starts from this one. What the association
// wrote and chose is copied (texts, images, colours, price, contact, links); what belongs to a season is not: the
// slug, the publication, the validation, the call, the sales, and the dates (order deadline, distribution day, its
// times and place: docs/product.md#campaign-dates), which a new season sets anew. The copy is a draft that the team validates
// again before it goes public, as every campaign is.

/**
 * The name part of a slug: a copy's number ("-2") and the creation form's time stamp ("-1795476132733") go, a year
 * the association wrote ("-2026") stays. "ecole-jules-ferry-2" gives "ecole-jules-ferry".
 */
export function slugBase(slug: string): string {
  const base = slug.replace(/-(\d{1,2}|\d{10,})$/, "");
  return base.length >= 3 ? base : slug;
}

/** The columns a copy takes from its original: everything the association wrote or chose, nothing of its season. */
export function seasonFreeColumns(row: CampaignRow): Omit<typeof campaigns.$inferInsert, "public_slug"> {
  return {
    association_id: row.association_id,
    ...writtenByAssociation(row),
    project_goal_eur: row.project_goal_eur,
    chocolate_price_eur: row.chocolate_price_eur,
    status: "draft",
    is_published: false,
  };
}

type SellersCopy = { userId: string; parentalConsent: boolean } | null;

/**
 * Copies the campaign the route loaded (and checked) into a new draft of the same association; with `sellers`, its
 * sellers too (docs/product.md#sellers), each with a new link, in the same transaction.
 */
export async function duplicateCampaign(db: Db, original: CampaignRow, options: { sellers?: SellersCopy } = {}): Promise<Campaign> {
  // Two people duplicating at once may pick the same number: the unique index refuses the second, which draws again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const slug = await freeAddressFor(db, slugBase(original.public_slug));
      const row = await db.transaction(async (tx) => {
        const copy = await insertPendingCampaign(tx, { ...seasonFreeColumns(original), public_slug: slug });
        if (options.sellers) await copySellers(tx, original.id, copy.id, options.sellers);
        return copy;
      });
      return toCampaign(row);
    } catch (error) {
      if (!isUniqueViolation(error, SLUG_CONSTRAINT)) throw error;
    }
  }
  throw new AppError("SLUG_TAKEN");
}

/** The sellers of this season into the next: first names, groups, goals; a minor only with the agreement given again. */
async function copySellers(db: Db, fromCampaignId: string, toCampaignId: string, copy: NonNullable<SellersCopy>) {
  const sellers = await listSellerFields(db, fromCampaignId);
  if (sellers.length === 0) return;
  if (!copy.parentalConsent && sellers.some((seller) => seller.is_minor)) {
    throw new AppError("VALIDATION", "Confirmez que les parents des enfants ont donné leur accord", { field: "parental_consent" });
  }
  await addSellers(db, { campaignId: toCampaignId, input: { sellers, parental_consent: copy.parentalConsent }, userId: copy.userId });
}

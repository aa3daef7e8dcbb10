import { randomInt } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import type { z } from "zod";
import { AppError } from "../../shared/errors";
import type { addSellersRequestSchema, updateSellerRequestSchema } from "../../shared/sellers";
import { SELLER_CODE_ALPHABET, SELLER_CODE_LENGTH, SELLERS_PER_CAMPAIGN_MAX } from "../../shared/sellers-rules";
import type { Db } from "../db/client";
import { campaigns, sellers } from "../db/schema";

export { deleteExpiredSellers } from "./retention";

// The sellers' changes (docs/product.md#sellers). The routes check who may make them (lib/access.ts).

// Whether the list's warnings were shown is the request's check (shared/sellers.ts), not the service's.
type AddSellers = Omit<z.output<typeof addSellersRequestSchema>, "warnings_read">;
type UpdateSeller = z.output<typeof updateSellerRequestSchema>;

/** A new seller code (shared/sellers-rules.ts), drawn with the system's cryptographic generator. */
export function newSellerCode(): string {
  let code = "";
  for (let i = 0; i < SELLER_CODE_LENGTH; i++) code += SELLER_CODE_ALPHABET[randomInt(SELLER_CODE_ALPHABET.length)];
  return code;
}

/**
 * Adds one seller or a pasted list, all or none. The parents' agreement, when a seller is a minor, is stored with who
 * confirmed it and when. The campaign row is locked first so that two pastes at once can't pass the cap together.
 */
export async function addSellers(db: Db, { campaignId, input, userId }: { campaignId: string; input: AddSellers; userId: string }) {
  return db.transaction(async (tx) => {
    await tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignId)).for("no key update");
    const [{ value: existing }] = await tx.select({ value: count() }).from(sellers).where(eq(sellers.campaign_id, campaignId));
    if (existing + input.sellers.length > SELLERS_PER_CAMPAIGN_MAX) throw new AppError("TOO_MANY_SELLERS");
    const now = new Date();
    return tx
      .insert(sellers)
      .values(
        input.sellers.map((seller) => ({
          campaign_id: campaignId,
          // 31^8 codes: a clash is about one in a trillion a seller; the unique index would refuse it, not mix links.
          code: newSellerCode(),
          first_name: seller.first_name,
          group_name: seller.group_name,
          goal_bars: seller.goal_bars,
          is_minor: seller.is_minor,
          parental_consent_at: seller.is_minor ? now : null,
          parental_consent_by: seller.is_minor ? userId : null,
          created_by: userId,
        })),
      )
      .returning();
  });
}

/** A campaign's sellers as the fields a new one is made of (next season's copy). */
export async function listSellerFields(db: Db, campaignId: string) {
  return db
    .select({ first_name: sellers.first_name, group_name: sellers.group_name, goal_bars: sellers.goal_bars, is_minor: sellers.is_minor })
    .from(sellers)
    .where(eq(sellers.campaign_id, campaignId))
    .orderBy(sellers.created_at);
}

/** Changes a seller's first name, group, goal or minor status; the agreement is stored when one becomes a minor. */
export async function updateSeller(
  db: Db,
  { campaignId, sellerId, input, userId }: { campaignId: string; sellerId: string; input: UpdateSeller; userId: string },
) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(sellers)
      .where(and(eq(sellers.id, sellerId), eq(sellers.campaign_id, campaignId)))
      .for("update");
    if (!current) throw new AppError("SELLER_NOT_FOUND");
    const consentStands = current.is_minor && current.parental_consent_at !== null;
    const [updated] = await tx
      .update(sellers)
      .set({
        first_name: input.first_name,
        group_name: input.group_name,
        goal_bars: input.goal_bars,
        is_minor: input.is_minor,
        parental_consent_at: input.is_minor ? (consentStands ? current.parental_consent_at : new Date()) : null,
        parental_consent_by: input.is_minor ? (consentStands ? current.parental_consent_by : userId) : null,
      })
      .where(eq(sellers.id, sellerId))
      .returning();
    return updated;
  });
}

/** Deletes a seller: their orders stay, counted 'Sans vendeur' (the orders' seller_id is set null by the database). */
export async function deleteSeller(db: Db, { campaignId, sellerId }: { campaignId: string; sellerId: string }) {
  const deleted = await db
    .delete(sellers)
    .where(and(eq(sellers.id, sellerId), eq(sellers.campaign_id, campaignId)))
    .returning({ id: sellers.id });
  if (deleted.length === 0) throw new AppError("SELLER_NOT_FOUND");
}

/** The campaign page's leaderboard, on or off; the published page's copy follows (its change is announced). */
export async function setLeaderboard(db: Db, { campaignId, enabled }: { campaignId: string; enabled: boolean }) {
  await db.update(campaigns).set({ leaderboard_enabled: enabled, updated_at: new Date() }).where(eq(campaigns.id, campaignId));
  return { enabled };
}

import { and, asc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { AssociationDetails } from "../../shared/account";
import type { CampaignCreate, CampaignDraft } from "../../shared/campaign";
import type { Db } from "../db/client";
import { associations, memberships, profiles } from "../db/schema";

// The association's name and details (docs/decisions/034): asked at the first campaign if not before, then the
// association's everywhere (Profil, Équipe, the header, mails, statements, payouts). Its managers change them in
// Profil; a later creation form starts from them and saves what it was sent.

/**
 * Writes the association's details; the first write marks them given. `onlyFirst`: only while nobody gave them (the
 * one-pager's first save; its later saves are the page's own). `db` may be a transaction.
 */
export async function saveAssociationDetails(
  db: Db,
  associationId: string,
  details: AssociationDetails,
  options: { onlyFirst?: boolean } = {},
) {
  const [row] = await db
    .update(associations)
    .set({
      name: details.name,
      description: details.description ?? null,
      address: details.address ?? null,
      contact_email: details.contact_email ?? null,
      contact_phone: details.contact_phone ?? null,
      details_given_at: sql`coalesce(${associations.details_given_at}, now())`,
      updated_at: new Date(),
    })
    .where(and(eq(associations.id, associationId), options.onlyFirst ? isNull(associations.details_given_at) : undefined))
    .returning();
  return row;
}

/** The association's part of the creation form (and of the one-pager's first save). */
export function associationDetailsOf(input: CampaignCreate | CampaignDraft): AssociationDetails {
  return {
    name: input.association_name,
    description: input.association_description ?? null,
    address: input.association_address ?? null,
    contact_email: input.contact_email ?? null,
    contact_phone: input.contact_phone ?? null,
  };
}

/** The named managers of each association, who may change its details: for the other roles' read-only card. */
export async function managerNamesOf(db: Db, associationIds: string[]): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  if (associationIds.length === 0) return names;
  const rows = await db
    .select({ association_id: memberships.association_id, name: profiles.full_name })
    .from(memberships)
    .innerJoin(profiles, eq(profiles.id, memberships.user_id))
    .where(and(inArray(memberships.association_id, associationIds), eq(memberships.role, "manager"), isNotNull(profiles.full_name)))
    .orderBy(asc(memberships.created_at));
  for (const row of rows) names.set(row.association_id, [...(names.get(row.association_id) ?? []), row.name!]);
  return names;
}

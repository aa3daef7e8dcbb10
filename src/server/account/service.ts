import { and, asc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import {
  defaultNotificationSettings,
  type AssociationSummary,
  type MeResponse,
  type MembershipRole,
  type NotificationSettings,
  type AssociationDetails,
  type ProfileUpdate,
} from "../../shared/account";
import type { CampaignCreate, CampaignDraft } from "../../shared/campaign";
import type { Db } from "../db/client";
import { associations, memberships, notificationSettings, profiles, user } from "../db/schema";
import type { SessionUser } from "../auth/session";
import { isAdmin } from "../lib/access";

/** An association as the account's screens read it (Profil, the header's switcher, the creation form). */
export const toAssociationSummary = (association: typeof associations.$inferSelect, managerNames: string[]): AssociationSummary => ({
  id: association.id,
  name: association.name,
  description: association.description,
  logo_url: association.logo_url,
  contact_email: association.contact_email,
  contact_phone: association.contact_phone,
  address: association.address,
  details_given: association.details_given_at !== null,
  manager_names: managerNames,
});

export async function getMe(db: Db, current: SessionUser): Promise<MeResponse> {
  const [profileRows, membershipRows, admin] = await Promise.all([
    db.select({ full_name: profiles.full_name, phone: profiles.phone }).from(profiles).where(eq(profiles.id, current.id)).limit(1),
    db
      .select({ membership: memberships, association: associations })
      .from(memberships)
      .innerJoin(associations, eq(associations.id, memberships.association_id))
      .where(eq(memberships.user_id, current.id))
      .orderBy(memberships.created_at),
    isAdmin(db, current.id),
  ]);
  const managers = await managerNamesOf(
    db,
    membershipRows.map((row) => row.association.id),
  );
  return {
    user: {
      id: current.id,
      email: current.email,
      email_verified: current.emailVerified,
      created_at: current.createdAt.toISOString(),
    },
    profile: { id: current.id, full_name: profileRows[0]?.full_name ?? null, phone: profileRows[0]?.phone ?? null },
    memberships: membershipRows.map(({ membership, association }) => ({
      id: membership.id,
      user_id: membership.user_id,
      association_id: membership.association_id,
      role: membership.role as MembershipRole,
      association: toAssociationSummary(association, managers.get(association.id) ?? []),
    })),
    is_admin: admin,
  };
}

/**
 * Profil's own card: every member saves their own name and number, nothing of anyone else's. The name is also
 * Better Auth's `user.name`, so both say the same.
 */
export async function updateProfile(db: Db, { current, input }: { current: SessionUser; input: ProfileUpdate }) {
  const now = new Date();
  const values = { full_name: input.full_name, phone: input.phone ?? null };
  await db.transaction(async (tx) => {
    await tx
      .insert(profiles)
      .values({ id: current.id, ...values, updated_at: now })
      .onConflictDoUpdate({ target: profiles.id, set: { ...values, updated_at: now } });
    await tx.update(user).set({ name: values.full_name, updatedAt: now }).where(eq(user.id, current.id));
  });
}

export async function getSettings(db: Db, userId: string): Promise<NotificationSettings> {
  const [row] = await db
    .select({
      email_notifications: notificationSettings.email_notifications,
      sales_notifications: notificationSettings.sales_notifications,
      weekly_newsletter: notificationSettings.weekly_newsletter,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.user_id, userId))
    .limit(1);
  return row ?? defaultNotificationSettings;
}

export async function saveSettings(db: Db, { userId, settings }: { userId: string; settings: NotificationSettings }) {
  const values = { ...settings, updated_at: new Date() };
  await db
    .insert(notificationSettings)
    .values({ user_id: userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.user_id, set: values });
  return settings;
}

// The association's name and details (docs/decisions/034): asked at the first campaign if not before, then the
// association's everywhere (Profil, Équipe, the header, mails, statements, payouts). Its managers change them in
// Profil; a later creation form starts from them and saves what it was sent.

/**
 * Writes the association's details; the first write marks them given. `onlyFirst`: only while nobody gave them (the
 * one-pager's first save; its later saves are the page's own). `db` may be a transaction.
 */
export async function saveAssociationDetails(
  db: Db,
  { associationId, details, onlyFirst = false }: { associationId: string; details: AssociationDetails; onlyFirst?: boolean },
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
    .where(and(eq(associations.id, associationId), onlyFirst ? isNull(associations.details_given_at) : undefined))
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

import { eq } from "drizzle-orm";
import { defaultNotificationSettings, type MeResponse, type MembershipRole, type NotificationSettings } from "../../shared/account";
import type { Db } from "../db/client";
import { associations, memberships, notificationSettings, profiles } from "../db/schema";
import type { SessionUser } from "../auth/session";
import { isAdmin, type AssociationFields } from "../lib/access";

export async function getMe(db: Db, current: SessionUser): Promise<MeResponse> {
  const [profileRows, membershipRows, admin] = await Promise.all([
    db.select({ full_name: profiles.full_name }).from(profiles).where(eq(profiles.id, current.id)).limit(1),
    db
      .select({ membership: memberships, association: associations })
      .from(memberships)
      .innerJoin(associations, eq(associations.id, memberships.association_id))
      .where(eq(memberships.user_id, current.id))
      .orderBy(memberships.created_at),
    isAdmin(db, current.id),
  ]);
  return {
    user: {
      id: current.id,
      email: current.email,
      email_verified: current.emailVerified,
      created_at: current.createdAt.toISOString(),
    },
    profile: { id: current.id, full_name: profileRows[0]?.full_name ?? null },
    memberships: membershipRows.map(({ membership, association }) => ({
      id: membership.id,
      user_id: membership.user_id,
      association_id: membership.association_id,
      role: membership.role as MembershipRole,
      association: {
        id: association.id,
        name: association.name,
        description: association.description,
        logo_url: association.logo_url,
        contact_email: association.contact_email,
        contact_phone: association.contact_phone,
      },
    })),
    is_admin: admin,
  };
}

export type ProfileUpdate = {
  association_id: string;
  full_name?: string | null;
  association_name: string;
  contact_email?: string | null;
  contact_phone?: string | null;
};

/** The association's fields as the Profil tab sends them. */
export const associationFieldsOf = (input: ProfileUpdate): AssociationFields => ({
  name: input.association_name,
  contact_email: input.contact_email ?? null,
  contact_phone: input.contact_phone ?? null,
});

/**
 * The Profil tab saves the person and their association together: both or neither. The route has checked who may
 * write the association's fields (lib/access.ts requireAssociationFields); without that right only the name is saved.
 */
export async function updateProfile(
  db: Db,
  { current, input, editsAssociation }: { current: SessionUser; input: ProfileUpdate; editsAssociation: boolean },
) {
  const now = new Date();
  const association = associationFieldsOf(input);
  await db.transaction(async (tx) => {
    await tx
      .insert(profiles)
      .values({ id: current.id, full_name: input.full_name ?? null, updated_at: now })
      .onConflictDoUpdate({ target: profiles.id, set: { full_name: input.full_name ?? null, updated_at: now } });
    if (!editsAssociation) return;
    await tx
      .update(associations)
      .set({ ...association, updated_at: now })
      .where(eq(associations.id, input.association_id));
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

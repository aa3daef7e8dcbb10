import { createHash } from "node:crypto";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { InvitationStatus, PendingInvitation, TeamMember } from "../../shared/team-responses";
import type { AssociationRole } from "../../shared/team-rules";
import type { Db } from "../db/client";
import { associations, invitations, memberships, profiles, user } from "../db/schema";

export type InvitationRow = typeof invitations.$inferSelect;

/** Only the token's hash is stored: the token itself is in the mail and nowhere else. */
export const invitationTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** Where an invitation stands at `now` (docs/product.md#memberships). */
export function invitationStatus(row: Pick<InvitationRow, "accepted_at" | "revoked_at" | "expires_at">, now: Date): InvitationStatus {
  if (row.revoked_at) return "revoked";
  if (row.accepted_at) return "used";
  return row.expires_at <= now ? "expired" : "pending";
}

export const toPendingInvitation = (row: InvitationRow): PendingInvitation => ({
  id: row.id,
  email: row.email,
  // The table's CHECK admits the three role codes only.
  role: row.role as AssociationRole,
  created_at: row.created_at.toISOString(),
  expires_at: row.expires_at.toISOString(),
});

const memberColumns = {
  user_id: memberships.user_id,
  name: profiles.full_name,
  email: user.email,
  role: memberships.role,
  since: memberships.created_at,
};

const toMember = (row: { user_id: string; name: string | null; email: string; role: string; since: Date }): TeamMember => ({
  user_id: row.user_id,
  name: row.name,
  email: row.email,
  role: row.role as AssociationRole,
  since: row.since.toISOString(),
});

/** The association's members, oldest first. */
export async function listMembers(db: Db, associationId: string): Promise<TeamMember[]> {
  const rows = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(user, eq(user.id, memberships.user_id))
    .leftJoin(profiles, eq(profiles.id, memberships.user_id))
    .where(eq(memberships.association_id, associationId))
    .orderBy(asc(memberships.created_at), asc(memberships.user_id));
  return rows.map(toMember);
}

export async function findMember(db: Db, { associationId, userId }: { associationId: string; userId: string }): Promise<TeamMember | null> {
  const [row] = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(user, eq(user.id, memberships.user_id))
    .leftJoin(profiles, eq(profiles.id, memberships.user_id))
    .where(and(eq(memberships.association_id, associationId), eq(memberships.user_id, userId)))
    .limit(1);
  return row ? toMember(row) : null;
}

/** Invitations that can still be accepted, newest first. */
export async function listPendingInvitations(
  db: Db,
  { associationId, now }: { associationId: string; now: Date },
): Promise<PendingInvitation[]> {
  const rows = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.association_id, associationId),
        isNull(invitations.accepted_at),
        isNull(invitations.revoked_at),
        gt(invitations.expires_at, now),
      ),
    )
    .orderBy(sql`${invitations.created_at} desc`);
  return rows.map(toPendingInvitation);
}

/** Whether an account with this address (any case) belongs to the association. */
export async function isMemberByEmail(db: Db, { associationId, email }: { associationId: string; email: string }): Promise<boolean> {
  const rows = await db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(user, eq(user.id, memberships.user_id))
    .where(and(eq(memberships.association_id, associationId), eq(sql`lower(${user.email})`, email.toLowerCase())))
    .limit(1);
  return rows.length > 0;
}

/** The invitation behind a link, with what its landing page shows; null for a token nobody was sent. */
export async function findInvitationByToken(db: Db, token: string) {
  const [row] = await db
    .select({
      invitation: invitations,
      association_name: associations.name,
      inviter_name: profiles.full_name,
    })
    .from(invitations)
    .innerJoin(associations, eq(associations.id, invitations.association_id))
    .leftJoin(profiles, eq(profiles.id, invitations.invited_by))
    .where(eq(invitations.token_hash, invitationTokenHash(token)))
    .limit(1);
  return row ?? null;
}

/**
 * The associations that would keep members but lose their last manager if this user went: their account can't be
 * deleted until someone else is named manager (migration 0007 holds the same rule in the database).
 */
export async function associationsOnlyManagedBy(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ name: associations.name })
    .from(memberships)
    .innerJoin(associations, eq(associations.id, memberships.association_id))
    .where(
      and(
        eq(memberships.user_id, userId),
        eq(memberships.role, "manager"),
        sql`not exists (select 1 from ${memberships} m where m.association_id = ${memberships.association_id} and m.user_id <> ${userId} and m.role = 'manager')`,
        sql`exists (select 1 from ${memberships} m where m.association_id = ${memberships.association_id} and m.user_id <> ${userId})`,
      ),
    )
    .orderBy(asc(associations.name));
  return rows.map((r) => r.name);
}

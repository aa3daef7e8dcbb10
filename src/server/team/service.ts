import { randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { AppError } from "../../shared/errors";
import type { InvitationRequest } from "../../shared/team";
import type { AcceptedInvitation, InvitationSummary, PendingInvitation, TeamMember, TeamResponse } from "../../shared/team-responses";
import { INVITATION_LIFETIME_DAYS, isAssociationRole, roleCan, type AssociationRole } from "../../shared/team-rules";
import { discardSignUpAssociation } from "../account/provision";
import type { Db } from "../db/client";
import { associations, invitations, memberships, profiles, teamEvents, type TeamEventKind } from "../db/schema";
import { queueMail } from "../mail/outbox";
import { invitationMail } from "./invitation-mail";
import {
  findInvitationByToken,
  findMember,
  invitationStatus,
  invitationTokenHash,
  isMemberByEmail,
  listMembers,
  listPendingInvitations,
  toPendingInvitation,
  type InvitationRow,
} from "./queries";

// docs/product.md#memberships. Every change of a team takes the association's row lock first, so that two
// managers acting at once can't both pass a count (the last manager), and leaves a team_events row in the same
// transaction.

const DAY_MS = 24 * 60 * 60_000;

type Actor = { id: string; email: string };

/** The team's addresses are for the roles trusted with contact details (the buyers' ones included). */
const seesContactDetails = (role: AssociationRole) => roleCan(role, "manageTeam") || roleCan(role, "seeMoney");

async function lockAssociation(db: Db, associationId: string) {
  const [row] = await db
    .select({ id: associations.id, name: associations.name })
    .from(associations)
    .where(eq(associations.id, associationId))
    .for("update");
  return row;
}

async function recordTeamEvent(
  db: Db,
  event: { associationId: string; actorId: string; kind: TeamEventKind; subjectEmail?: string; subjectUserId?: string; details?: object },
) {
  await db.insert(teamEvents).values({
    association_id: event.associationId,
    actor_id: event.actorId,
    kind: event.kind,
    subject_email: event.subjectEmail ?? null,
    subject_user_id: event.subjectUserId ?? null,
    details: { ...event.details },
  });
}

/** GET /api/associations/:id/members. A volunteer sees names and roles only. */
export async function getTeam(db: Db, options: { associationId: string; readerRole: AssociationRole; now: Date }): Promise<TeamResponse> {
  const [members, pending] = await Promise.all([
    listMembers(db, options.associationId),
    listPendingInvitations(db, { associationId: options.associationId, now: options.now }),
  ]);
  if (seesContactDetails(options.readerRole)) return { members, invitations: pending };
  return { members: members.map((m) => ({ ...m, email: null })), invitations: [] };
}

/**
 * Sends an invitation: the link's token goes into the mail only, its hash into the table. A new invitation to
 * an address replaces the pending one (whose link then says it was revoked).
 */
export async function inviteMember(
  db: Db,
  options: { associationId: string; inviter: Actor; input: InvitationRequest; publicUrl: string; now: Date },
): Promise<PendingInvitation> {
  const { associationId, inviter, input, now } = options;
  const token = randomBytes(32).toString("base64url");
  return db.transaction(async (tx) => {
    const association = await lockAssociation(tx, associationId);
    if (await isMemberByEmail(tx, { associationId, email: input.email })) throw new AppError("ALREADY_MEMBER");
    const replaced = await tx
      .update(invitations)
      .set({ revoked_at: now })
      .where(
        and(
          eq(invitations.association_id, associationId),
          eq(invitations.email, input.email),
          isNull(invitations.accepted_at),
          isNull(invitations.revoked_at),
        ),
      )
      .returning({ id: invitations.id });
    const [row] = await tx
      .insert(invitations)
      .values({
        association_id: associationId,
        email: input.email,
        role: input.role,
        token_hash: invitationTokenHash(token),
        invited_by: inviter.id,
        created_at: now,
        expires_at: new Date(now.getTime() + INVITATION_LIFETIME_DAYS * DAY_MS),
      })
      .returning();
    await recordTeamEvent(tx, {
      associationId,
      actorId: inviter.id,
      kind: "invited",
      subjectEmail: input.email,
      details: { role: input.role, invitation_id: row.id, ...(replaced.length > 0 ? { replaced_invitation_id: replaced[0].id } : {}) },
    });
    const [profile] = await tx.select({ full_name: profiles.full_name }).from(profiles).where(eq(profiles.id, inviter.id));
    const mail = invitationMail({
      inviterName: profile?.full_name ?? inviter.email,
      associationName: association.name,
      role: input.role,
      email: input.email,
      invitationUrl: `${options.publicUrl}/invitation/${token}`,
    });
    await queueMail(tx, { to: input.email, ...mail });
    return toPendingInvitation(row);
  });
}

/** Revokes a pending invitation; revoking it again changes nothing. An accepted one can't be taken back. */
export async function revokeInvitation(db: Db, options: { associationId: string; invitationId: string; actorId: string; now: Date }) {
  await db.transaction(async (tx) => {
    await lockAssociation(tx, options.associationId);
    const [row] = await tx
      .select()
      .from(invitations)
      .where(and(eq(invitations.id, options.invitationId), eq(invitations.association_id, options.associationId)));
    if (!row) throw new AppError("INVITATION_NOT_FOUND");
    if (row.accepted_at) throw new AppError("INVITATION_USED");
    if (row.revoked_at) return;
    await tx.update(invitations).set({ revoked_at: options.now }).where(eq(invitations.id, row.id));
    await recordTeamEvent(tx, {
      associationId: options.associationId,
      actorId: options.actorId,
      kind: "invitation_revoked",
      subjectEmail: row.email,
      details: { role: row.role, invitation_id: row.id },
    });
  });
}

/**
 * Why a manager's pending invitations are revoked with their authority (docs/product.md#memberships): an invitation
 * carries its author's right to bring people in, and that right ends when they are removed, leave or are demoted.
 * Account deletion does the same in the database (migration 0024), whoever deletes the row.
 */
type AuthorityLost = "inviter_removed" | "inviter_left" | "inviter_demoted";

/** Revokes what `inviterId` sent to this association and is still pending, one history row each, in `db`'s transaction. */
async function revokeInvitationsSentBy(
  db: Db,
  options: { associationId: string; inviterId: string; actorId: string; reason: AuthorityLost; now: Date },
) {
  const revoked = await db
    .update(invitations)
    .set({ revoked_at: options.now })
    .where(
      and(
        eq(invitations.association_id, options.associationId),
        eq(invitations.invited_by, options.inviterId),
        isNull(invitations.accepted_at),
        isNull(invitations.revoked_at),
      ),
    )
    .returning();
  for (const row of revoked) {
    await recordTeamEvent(db, {
      associationId: options.associationId,
      actorId: options.actorId,
      kind: "invitation_revoked",
      subjectEmail: row.email,
      details: { role: row.role, invitation_id: row.id, reason: options.reason, inviter_id: options.inviterId },
    });
  }
}

/** The association's managers other than `userId`, counted under the association's lock. */
async function otherManagers(db: Db, { associationId, userId }: { associationId: string; userId: string }): Promise<number> {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(memberships)
    .where(and(eq(memberships.association_id, associationId), eq(memberships.role, "manager"), sql`${memberships.user_id} <> ${userId}`));
  return count;
}

/** Changes a member's role; the last manager can't stop being one. A demoted manager's pending invitations go. */
export async function changeMemberRole(
  db: Db,
  options: { associationId: string; actorId: string; userId: string; role: AssociationRole; now?: Date },
): Promise<TeamMember> {
  const { associationId, userId, role } = options;
  return db.transaction(async (tx) => {
    await lockAssociation(tx, associationId);
    const member = await findMember(tx, { associationId, userId });
    if (!member) throw new AppError("MEMBER_NOT_FOUND");
    if (member.role === role) return member;
    if (member.role === "manager" && (await otherManagers(tx, { associationId, userId })) === 0) throw new AppError("LAST_MANAGER");
    await tx
      .update(memberships)
      .set({ role })
      .where(and(eq(memberships.association_id, associationId), eq(memberships.user_id, userId)));
    await recordTeamEvent(tx, {
      associationId,
      actorId: options.actorId,
      kind: "role_changed",
      subjectEmail: member.email ?? undefined,
      subjectUserId: userId,
      details: { from: member.role, to: role },
    });
    if (roleCan(member.role, "manageTeam") && !roleCan(role, "manageTeam")) {
      await revokeInvitationsSentBy(tx, {
        associationId,
        inviterId: userId,
        actorId: options.actorId,
        reason: "inviter_demoted",
        now: options.now ?? new Date(),
      });
    }
    return { ...member, role };
  });
}

/**
 * Removes a member (a manager's decision) or lets one leave (actor = member). The last manager stays while others
 * remain; the association's very last member may go, and then migration 0004's trigger (as 0006 words it) takes
 * its pages offline and tells the administrators, as when a last member deletes their account. A manager's pending
 * invitations go with them.
 */
export async function removeMember(db: Db, options: { associationId: string; actorId: string; userId: string; now?: Date }) {
  const { associationId, userId } = options;
  await db.transaction(async (tx) => {
    await lockAssociation(tx, associationId);
    const member = await findMember(tx, { associationId, userId });
    if (!member) throw new AppError("MEMBER_NOT_FOUND");
    const [{ others }] = await tx
      .select({ others: sql<number>`count(*)::int` })
      .from(memberships)
      .where(and(eq(memberships.association_id, associationId), sql`${memberships.user_id} <> ${userId}`));
    if (member.role === "manager" && others > 0 && (await otherManagers(tx, { associationId, userId })) === 0) {
      throw new AppError("LAST_MANAGER");
    }
    await tx.delete(memberships).where(and(eq(memberships.association_id, associationId), eq(memberships.user_id, userId)));
    await recordTeamEvent(tx, {
      associationId,
      actorId: options.actorId,
      kind: options.actorId === userId ? "left" : "removed",
      subjectEmail: member.email ?? undefined,
      subjectUserId: userId,
      details: { role: member.role, last_member: others === 0 },
    });
    if (roleCan(member.role, "manageTeam")) {
      await revokeInvitationsSentBy(tx, {
        associationId,
        inviterId: userId,
        actorId: options.actorId,
        reason: options.actorId === userId ? "inviter_left" : "inviter_removed",
        now: options.now ?? new Date(),
      });
    }
  });
}

/** GET /api/invitations/:token: enough for the landing page to explain, never the invited address. */
export async function describeInvitation(db: Db, options: { token: string; now: Date }): Promise<InvitationSummary> {
  const found = await findInvitationByToken(db, options.token);
  if (!found) throw new AppError("INVITATION_NOT_FOUND");
  return {
    association_name: found.association_name,
    role: found.invitation.role as AssociationRole,
    inviter_name: found.inviter_name,
    status: invitationStatus(found.invitation, options.now),
    expires_at: found.invitation.expires_at.toISOString(),
  };
}

/** Whether the invitation's author is still a member whose role may bring people in (an account deleted: no). */
async function inviterStillManages(db: Db, invitation: InvitationRow): Promise<boolean> {
  if (!invitation.invited_by) return false;
  const [row] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.association_id, invitation.association_id), eq(memberships.user_id, invitation.invited_by)));
  return Boolean(row && isAssociationRole(row.role) && roleCan(row.role, "manageTeam"));
}

const statusErrors = { expired: "INVITATION_EXPIRED", used: "INVITATION_USED", revoked: "INVITATION_REVOKED" } as const;

/**
 * Joins the association with the invited role, once. The conditional update (`accepted_at is null`) is what
 * makes a link single-use: of two clicks at once, one joins and the other finds the invitation accepted, which
 * for the same account is the same success. The inviter must still be able to bring people in, checked under the
 * association's lock: an invitation some path forgot to revoke with its author's authority is refused all the same.
 * The association sign-up made for the account goes with the acceptance when nothing in it is of value.
 */
export async function acceptInvitation(db: Db, options: { token: string; user: Actor; now: Date }): Promise<AcceptedInvitation> {
  const { user, now } = options;
  return db.transaction(async (tx) => {
    const found = await findInvitationByToken(tx, options.token);
    if (!found) throw new AppError("INVITATION_NOT_FOUND");
    const joined = (row: InvitationRow): AcceptedInvitation => ({
      association_id: row.association_id,
      association_name: found.association_name,
      role: row.role as AssociationRole,
    });
    const check = (row: InvitationRow) => {
      if (row.accepted_by === user.id) return "already-joined" as const;
      const status = invitationStatus(row, now);
      if (status !== "pending") throw new AppError(statusErrors[status]);
      // Said without the invited address: the link may have reached someone else.
      if (row.email !== user.email.toLowerCase()) throw new AppError("INVITATION_OTHER_EMAIL");
      return "pending" as const;
    };

    if (check(found.invitation) === "already-joined") return joined(found.invitation);
    const invitation = found.invitation;
    await lockAssociation(tx, invitation.association_id);
    if (!(await inviterStillManages(tx, invitation))) throw new AppError("INVITATION_REVOKED");
    // The update first: a second click waits here for the first one's transaction, then finds the invitation taken
    // (below). Looking for the membership before it would see the first click's membership and refuse the second.
    const [accepted] = await tx
      .update(invitations)
      .set({ accepted_at: now, accepted_by: user.id })
      .where(and(eq(invitations.id, invitation.id), isNull(invitations.accepted_at), isNull(invitations.revoked_at)))
      .returning();
    if (!accepted) {
      // Someone was quicker (this account's other click, or a revocation): answer as for the row now stored.
      const [current] = await tx.select().from(invitations).where(eq(invitations.id, invitation.id));
      if (check(current) !== "already-joined") throw new AppError("INVITATION_USED");
      return joined(current);
    }
    const [alreadyMember] = await tx
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.association_id, invitation.association_id), eq(memberships.user_id, user.id)));
    if (alreadyMember) throw new AppError("ALREADY_IN_ASSOCIATION");
    await tx.insert(memberships).values({ user_id: user.id, association_id: accepted.association_id, role: accepted.role });
    await recordTeamEvent(tx, {
      associationId: accepted.association_id,
      actorId: user.id,
      kind: "joined",
      subjectEmail: accepted.email,
      subjectUserId: user.id,
      details: { role: accepted.role, invitation_id: accepted.id, invited_by: accepted.invited_by },
    });
    // The empty 'Mon association' sign-up made for this account goes, in this transaction (account/provision.ts).
    await discardSignUpAssociation(tx, { userId: user.id, keepId: accepted.association_id });
    return joined(accepted);
  });
}

import { and, eq } from "drizzle-orm";
import { AppError } from "../../shared/errors";
import { isAssociationRole, roleCan, type AssociationRole, type Capability } from "../../shared/team-rules";
import type { Db } from "../db/client";
import { campaigns, memberships, userRoles } from "../db/schema";

// Every access check of the API (docs/product.md#roles), one function per kind, called by the routes before their
// service: members of an association, members of the association that owns a campaign, holders of a role.

export type Role = "admin";

/** The user's role in the association, or null when they don't belong to it. */
export async function membershipRole(db: Db, userId: string, associationId: string): Promise<string | null> {
  const rows = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.user_id, userId), eq(memberships.association_id, associationId)))
    .limit(1);
  return rows[0]?.role ?? null;
}

/** Every association-scoped call any member may make (reads of the association's own summary). Returns the
 * member's role; a role the code doesn't know grants nothing. */
export async function requireMembership(db: Db, userId: string, associationId: string): Promise<AssociationRole> {
  const role = await membershipRole(db, userId, associationId);
  if (role === null || !isAssociationRole(role)) throw new AppError("FORBIDDEN");
  return role;
}

/** Every campaign-scoped call: loads the campaign (404 when there is none), checks membership, returns the campaign. */
export async function requireCampaignMember(db: Db, userId: string, campaignId: string) {
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId)).limit(1);
  if (!campaign) throw new AppError("CAMPAIGN_NOT_FOUND");
  await requireMembership(db, userId, campaign.association_id);
  return campaign;
}

/** A capability, or a list of which any one will do (the sales list: seeMoney or distribute). */
export type NeededCapability = Capability | readonly Capability[];

/** An association-scoped call that needs a capability (shared/team-rules.ts): a member whose role has it.
 * Returns the member's role. A role the code doesn't know grants nothing. */
export async function requireCapability(
  db: Db,
  userId: string,
  associationId: string,
  capability: NeededCapability,
): Promise<AssociationRole> {
  const role = await membershipRole(db, userId, associationId);
  const needed: readonly Capability[] = typeof capability === "string" ? [capability] : capability;
  if (role === null || !isAssociationRole(role) || !needed.some((c) => roleCan(role, c))) throw new AppError("FORBIDDEN");
  return role;
}

/** A campaign-scoped call that needs a capability: loads the campaign (404 when there is none), then checks. */
export async function requireCampaignCapability(db: Db, userId: string, campaignId: string, capability: NeededCapability) {
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId)).limit(1);
  if (!campaign) throw new AppError("CAMPAIGN_NOT_FOUND");
  const role = await requireCapability(db, userId, campaign.association_id, capability);
  return { campaign, role };
}

export async function hasRole(db: Db, userId: string, role: Role): Promise<boolean> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.user_id, userId), eq(userRoles.role, role)))
    .limit(1);
  return rows.length > 0;
}

export const isAdmin = (db: Db, userId: string) => hasRole(db, userId, "admin");

/** Every call reserved to a role, whatever the client shows. */
export async function requireRole(db: Db, userId: string, role: Role) {
  if (!(await hasRole(db, userId, role))) throw new AppError("FORBIDDEN");
}

export const requireAdmin = (db: Db, userId: string) => requireRole(db, userId, "admin");

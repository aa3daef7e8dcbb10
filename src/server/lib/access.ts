import { and, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../shared/errors";
import { isAssociationRole, roleCan, type AssociationRole, type Capability } from "../../shared/team-rules";
import type { Auth } from "../auth/auth";
import { requireUser } from "../auth/session";
import type { Db } from "../db/client";
import { campaigns, memberships, userRoles } from "../db/schema";

// Every access check of the API (docs/product.md#roles), one function per kind, called by the routes before their
// service: members of an association, members of the association that owns a campaign, holders of a role.
// How a route calls them: a plugin whose every route has the same rule (the admin plugins: adminOnly, below)
// checks in one preHandler hook calling these functions; routes with differing rules call them
// inline, first thing in the handler. Services never check: they receive what the check loaded or decided.

export type Role = "admin";

/** What the checks of a route plugin need: the auth instance (who is calling) and the database. */
export type AccessContext = { auth: Auth; db: Db };

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

/**
 * A campaign not online (a draft, a page waiting for the team, closed or taken down) is read, as a preview, only by the
 * members of its association and admins. Everyone else gets the same 404 as for an unknown address.
 */
export async function mayPreviewCampaign(db: Db, userId: string | undefined, associationId: string): Promise<boolean> {
  if (!userId) return false;
  return (await isAdmin(db, userId)) || (await membershipRole(db, userId, associationId)) !== null;
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

/** An association-scoped route's caller: signed in (401), holding the capability (403). Returns the user and their role. */
export async function requireAssociationCaller(ctx: AccessContext, request: FastifyRequest, associationId: string, need: NeededCapability) {
  const current = await requireUser(ctx.auth, request);
  return { current, role: await requireCapability(ctx.db, current.id, associationId, need) };
}

/**
 * A campaign-scoped route's caller: signed in (401), the campaign loaded (404 when there is none), holding the
 * capability in its association (403). Returns the user, the campaign and the user's role.
 */
export async function requireCampaignCaller(ctx: AccessContext, request: FastifyRequest, campaignId: string, need: NeededCapability) {
  const current = await requireUser(ctx.auth, request);
  return { current, ...(await requireCampaignCapability(ctx.db, current.id, campaignId, need)) };
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

/**
 * A campaign-scoped call that an admin may make as well as the members with the capability (confirming a paper
 * order: docs/product.md#paper-orders). Loads the campaign (404 when there is none); the role is null for an admin
 * who isn't a member.
 */
export async function requireCampaignCapabilityOrAdmin(db: Db, userId: string, campaignId: string, capability: Capability) {
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId)).limit(1);
  if (!campaign) throw new AppError("CAMPAIGN_NOT_FOUND");
  const role = await membershipRole(db, userId, campaign.association_id);
  if (role !== null && isAssociationRole(role) && roleCan(role, capability)) return { campaign, role };
  if (await isAdmin(db, userId)) return { campaign, role: null };
  throw new AppError("FORBIDDEN");
}

/** Every call reserved to a role, whatever the client shows. */
export async function requireRole(db: Db, userId: string, role: Role) {
  if (!(await hasRole(db, userId, role))) throw new AppError("FORBIDDEN");
}

export const requireAdmin = (db: Db, userId: string) => requireRole(db, userId, "admin");

/** The admin plugins' check, on each of their calls: a session (401), then the admin role (403). */
export function adminOnly(app: Pick<FastifyInstance, "addHook">, { auth, db }: AccessContext) {
  app.addHook("preHandler", async (request) => {
    const current = await requireUser(auth, request);
    await requireAdmin(db, current.id);
  });
}

import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaigns, teamEvents } from "../db/schema";
import { appWithAdminForFile, latestMailTo, send } from "../../../tests/support/app";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { associationWithTeam, invite } from "../../../tests/support/team";

// docs/product.md#memberships: who sees the team, role changes, removing and leaving; an association always
// keeps a manager while it has members.

const { app, admin } = await appWithAdminForFile();

const teamOf = (associationId: string, cookie: string) => send(app, "GET", `/api/associations/${associationId}/members`, { cookie });
const setRole = (associationId: string, userId: string, role: string, cookie: string) =>
  send(app, "PATCH", `/api/associations/${associationId}/members/${userId}`, { cookie, body: { role } });
const remove = (associationId: string, userId: string, cookie: string) =>
  send(app, "DELETE", `/api/associations/${associationId}/members/${userId}`, { cookie });
const userIdOf = async (cookie: string): Promise<string> => (await send(app, "GET", "/api/me", { cookie })).json().user.id;
const eventKinds = async (associationId: string) =>
  (await app.database.db.select().from(teamEvents).where(eq(teamEvents.association_id, associationId))).map((e) => ({
    kind: e.kind,
    subject: e.subject_email,
    details: e.details,
  }));

/** An association with a manager (its founder), a treasurer and a volunteer. */
async function team(prefix: string) {
  const { manager, associationId, treasurer, volunteer, join } = await associationWithTeam(app, prefix);
  return { manager, managerId: await userIdOf(manager), associationId, treasurer, volunteer, join };
}

describe("the team list", () => {
  it("shows managers and treasurers the addresses and pending invitations, volunteers names and roles only", async () => {
    const t = await team("liste");
    await invite(app, { cookie: t.manager, associationId: t.associationId, email: "liste-attente@exemple.fr", role: "volunteer" });

    const forManager = (await teamOf(t.associationId, t.manager)).json();
    expect(forManager.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      ["liste-responsable@exemple.fr", "manager"],
      ["liste-tresorier@exemple.fr", "treasurer"],
      ["liste-benevole@exemple.fr", "volunteer"],
    ]);
    expect(forManager.members[0]).toMatchObject({ user_id: t.managerId, name: "Anne Le Bihan" });
    expect(forManager.invitations).toEqual([expect.objectContaining({ email: "liste-attente@exemple.fr", role: "volunteer" })]);
    expect((await teamOf(t.associationId, t.treasurer.cookie)).json()).toEqual(forManager);

    const forVolunteer = await teamOf(t.associationId, t.volunteer.cookie);
    expect(forVolunteer.statusCode).toBe(200);
    expect(forVolunteer.body).not.toContain("@exemple.fr");
    expect(forVolunteer.json().members.map((m: { name: string | null; role: string; email: null }) => [m.name, m.role, m.email])).toEqual([
      ["Anne Le Bihan", "manager", null],
      ["liste-tresorier", "treasurer", null],
      ["liste-benevole", "volunteer", null],
    ]);
    expect(forVolunteer.json().invitations).toEqual([]);
  });
});

describe("roles", () => {
  it("are changed by managers, with a history row", async () => {
    const t = await team("roles");
    const changed = await setRole(t.associationId, t.volunteer.userId, "treasurer", t.manager);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().member).toMatchObject({ user_id: t.volunteer.userId, role: "treasurer", email: "roles-benevole@exemple.fr" });
    const me = (await send(app, "GET", "/api/me", { cookie: t.volunteer.cookie })).json();
    expect(me.memberships.find((m: { association_id: string }) => m.association_id === t.associationId).role).toBe("treasurer");
    expect(await eventKinds(t.associationId)).toContainEqual({
      kind: "role_changed",
      subject: "roles-benevole@exemple.fr",
      details: { from: "volunteer", to: "treasurer" },
    });
    // Only managers change roles, and only of members.
    expect((await setRole(t.associationId, t.volunteer.userId, "manager", t.treasurer.cookie)).statusCode).toBe(403);
    expect((await setRole(t.associationId, t.volunteer.userId, "manager", t.volunteer.cookie)).statusCode).toBe(403);
    const stranger = await setRole(t.associationId, "pas-un-membre", "manager", t.manager);
    expect([stranger.statusCode, stranger.json().code]).toEqual([404, "MEMBER_NOT_FOUND"]);
    expect((await setRole(t.associationId, t.volunteer.userId, "owner", t.manager)).statusCode).toBe(400);
  });

  it("keep at least one manager: the last one can't be demoted, even by two managers at once", async () => {
    const t = await team("dernier");
    const refused = await setRole(t.associationId, t.managerId, "volunteer", t.manager);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: "LAST_MANAGER",
      message: "Il doit rester au moins un responsable : nommez-en un autre d'abord.",
    });

    const second = await t.join("manager", "vice");
    const [a, b] = await Promise.all([
      setRole(t.associationId, second.userId, "volunteer", t.manager),
      setRole(t.associationId, t.managerId, "volunteer", second.cookie),
    ]);
    // One wins; the other finds itself the last manager (409), or no manager any more (403).
    expect([a.statusCode, b.statusCode].filter((status) => status === 200)).toHaveLength(1);
    const roles = (await teamOf(t.associationId, t.treasurer.cookie)).json().members.map((m: { role: string }) => m.role);
    expect(roles.filter((r: string) => r === "manager")).toHaveLength(1);
  });
});

describe("leaving and removing", () => {
  it("lets a manager remove a member, and any member leave", async () => {
    const t = await team("depart");
    expect((await remove(t.associationId, t.volunteer.userId, t.treasurer.cookie)).statusCode).toBe(403);
    expect((await remove(t.associationId, t.volunteer.userId, t.manager)).json()).toEqual({ ok: true });
    expect((await teamOf(t.associationId, t.volunteer.cookie)).statusCode).toBe(403);
    expect((await remove(t.associationId, t.treasurer.userId, t.treasurer.cookie)).statusCode).toBe(200);
    expect((await teamOf(t.associationId, t.treasurer.cookie)).statusCode).toBe(403);
    const kinds = (await eventKinds(t.associationId)).filter((e) => e.kind === "removed" || e.kind === "left");
    expect(kinds).toEqual([
      { kind: "removed", subject: "depart-benevole@exemple.fr", details: { role: "volunteer", last_member: false } },
      { kind: "left", subject: "depart-tresorier@exemple.fr", details: { role: "treasurer", last_member: false } },
    ]);
    const gone = await remove(t.associationId, t.volunteer.userId, t.manager);
    expect([gone.statusCode, gone.json().code]).toEqual([404, "MEMBER_NOT_FOUND"]);
  });

  it("keeps the last manager while others remain; once another is named, they may leave", async () => {
    const t = await team("relais");
    const refused = await remove(t.associationId, t.managerId, t.manager);
    expect([refused.statusCode, refused.json().code]).toEqual([409, "LAST_MANAGER"]);
    await setRole(t.associationId, t.treasurer.userId, "manager", t.manager);
    expect((await remove(t.associationId, t.managerId, t.manager)).statusCode).toBe(200);
    const members = (await teamOf(t.associationId, t.treasurer.cookie)).json().members;
    expect(members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      ["relais-tresorier@exemple.fr", "manager"],
      ["relais-benevole@exemple.fr", "volunteer"],
    ]);
  });

  it("lets the very last member leave: the association's pages go offline and the admins are told, as for a deleted account", async () => {
    const { member, associationId, campaign } = await publishedCampaign(app, { memberEmail: "seul@exemple.fr", adminCookie: admin });
    expect((await remove(associationId, await userIdOf(member), member)).statusCode).toBe(200);
    const [row] = await app.database.db
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.id, campaign.id)));
    expect(row).toMatchObject({ is_published: false, takedown_reason: "Plus aucun membre : le dernier membre a quitté l'association." });
    await expect.poll(async () => (await send(app, "GET", `/api/campaigns/by-slug/${campaign.public_slug}`)).statusCode).toBe(404);
    const mail = await latestMailTo(app, "admin@exemple.fr");
    expect(mail.subject).toBe("Boutique dépubliée : plus aucun membre - Boutique Solidaire");
    expect(mail.text_body).toContain("Le dernier membre d'une association l'a quittée.");
    expect(await eventKinds(associationId)).toEqual([
      { kind: "left", subject: "seul@exemple.fr", details: { role: "manager", last_member: true } },
    ]);
  });
});

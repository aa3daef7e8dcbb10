import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invitations, memberships, teamEvents } from "../db/schema";
import { appForFile, PASSWORD, send, signUpAndSignIn } from "../../../tests/support/app";
import { memberWithAssociation } from "../../../tests/support/campaigns";
import { invitationTokenFor, invite, invitedMember } from "../../../tests/support/team";

// docs/product.md#memberships: an invitation brings someone in with its author's authority, which ends when the
// author is removed, leaves, is demoted below manager or deletes their account.

let people = 0;

const app = await appForFile();
const { cookie: owner, associationId } = await memberWithAssociation(app, "presidente@exemple.fr");

/** A second manager, and an invitation they sent that is still pending: its token and the invited address. */
async function managerWithPendingInvitation() {
  const n = ++people;
  const second = await invitedMember(app, {
    managerCookie: owner,
    associationId,
    email: `co-responsable-${n}@exemple.fr`,
    role: "manager",
  });
  const email = `recrue-${n}@exemple.fr`;
  expect((await invite(app, { cookie: second.cookie, associationId, email, role: "manager" })).statusCode).toBe(201);
  return { ...second, email, token: await invitationTokenFor(app, email) };
}

const accept = (token: string, cookie: string) => send(app, "POST", `/api/invitations/${token}/accept`, { cookie });
const describeLink = async (token: string) => (await send(app, "GET", `/api/invitations/${token}`)).json().status;
const revocationsOf = (email: string) =>
  app.database.db
    .select({ details: teamEvents.details })
    .from(teamEvents)
    .where(and(eq(teamEvents.kind, "invitation_revoked"), eq(teamEvents.subject_email, email)));

/** The invitation is revoked with its reason in the history, and its link refused with the revoked invitation's words. */
async function expectRevoked(pending: { email: string; token: string }, reason: string) {
  expect(await describeLink(pending.token)).toBe("revoked");
  expect((await revocationsOf(pending.email)).map((row) => row.details.reason)).toEqual([reason]);
  const newcomer = await signUpAndSignIn(app, pending.email);
  const refused = await accept(pending.token, newcomer);
  expect(refused.statusCode).toBe(410);
  expect(refused.json()).toEqual({ code: "INVITATION_REVOKED", message: "Cette invitation a été annulée par l'association." });
  expect(
    (await send(app, "GET", "/api/me", { cookie: newcomer })).json().memberships.map((m: { association_id: string }) => m.association_id),
  ).not.toContain(associationId);
}

describe("an invitation sent by a manager", () => {
  it("is revoked, with a history row, when its author is removed from the association", async () => {
    const pending = await managerWithPendingInvitation();
    expect((await send(app, "DELETE", `/api/associations/${associationId}/members/${pending.userId}`, { cookie: owner })).statusCode).toBe(
      200,
    );
    await expectRevoked(pending, "inviter_removed");
  });

  it("is revoked when its author leaves", async () => {
    const pending = await managerWithPendingInvitation();
    const left = await send(app, "DELETE", `/api/associations/${associationId}/members/${pending.userId}`, { cookie: pending.cookie });
    expect(left.statusCode).toBe(200);
    await expectRevoked(pending, "inviter_left");
  });

  it("is revoked when its author is demoted below manager", async () => {
    const pending = await managerWithPendingInvitation();
    const demoted = await send(app, "PATCH", `/api/associations/${associationId}/members/${pending.userId}`, {
      cookie: owner,
      body: { role: "treasurer" },
    });
    expect(demoted.statusCode).toBe(200);
    await expectRevoked(pending, "inviter_demoted");
  });

  it("is revoked when its author deletes their account", async () => {
    const pending = await managerWithPendingInvitation();
    expect((await send(app, "POST", "/api/auth/delete-user", { cookie: pending.cookie, body: { password: PASSWORD } })).statusCode).toBe(
      200,
    );
    await expectRevoked(pending, "inviter_account_deleted");
  });

  it("is refused at acceptance when its author is no longer a manager, even if nothing revoked it", async () => {
    const pending = await managerWithPendingInvitation();
    // A path that forgot the revocation: the role changed behind the team's service.
    await app.database.db
      .update(memberships)
      .set({ role: "volunteer" })
      .where(and(eq(memberships.association_id, associationId), eq(memberships.user_id, pending.userId)));
    expect(await describeLink(pending.token)).toBe("pending");
    const newcomer = await signUpAndSignIn(app, pending.email);
    const refused = await accept(pending.token, newcomer);
    expect([refused.statusCode, refused.json().code]).toEqual([410, "INVITATION_REVOKED"]);
    const [row] = await app.database.db.select().from(invitations).where(eq(invitations.email, pending.email));
    expect(row.accepted_at).toBeNull();
  });

  it("still works while its author is a manager, and a treasurer's change of role takes nothing from the owner's invitations", async () => {
    const email = "bienvenue@exemple.fr";
    await invite(app, { cookie: owner, associationId, email, role: "volunteer" });
    const token = await invitationTokenFor(app, email);
    const treasurer = await invitedMember(app, { managerCookie: owner, associationId, email: "tresoriere@exemple.fr", role: "treasurer" });
    await send(app, "PATCH", `/api/associations/${associationId}/members/${treasurer.userId}`, {
      cookie: owner,
      body: { role: "volunteer" },
    });
    const newcomer = await signUpAndSignIn(app, email);
    expect((await accept(token, newcomer)).statusCode).toBe(200);
  });
});

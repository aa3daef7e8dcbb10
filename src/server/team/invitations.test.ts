import { createHash, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { invitations, memberships, teamEvents, user } from "../db/schema";
import { appForFile, latestMailTo, send, signUpAndSignIn } from "../../../tests/support/app";
import { memberWithAssociation, nameAssociation } from "../../../tests/support/campaigns";
import { invitationTokenFor, invite, invitedMember } from "../../../tests/support/team";

// docs/product.md#memberships: a manager invites by e-mail with a role; the mailed link joins the association
// once, for the invited address only, within 7 days.

const describeLink = (token: string) => send(app, "GET", `/api/invitations/${token}`);
const accept = (token: string, cookie?: string) => send(app, "POST", `/api/invitations/${token}/accept`, { cookie });
const eventsOf = async (kind: string) =>
  app.database.db
    .select()
    .from(teamEvents)
    .where(and(eq(teamEvents.association_id, associationId), eq(teamEvents.kind, kind as "invited")));
const membershipsOf = async (email: string) =>
  app.database.db
    .select({ role: memberships.role })
    .from(memberships)
    .innerJoin(user, eq(user.id, memberships.user_id))
    .where(and(eq(memberships.association_id, associationId), eq(user.email, email)));

const app = await appForFile();
const { cookie: manager, associationId } = await memberWithAssociation(app, "presidente@exemple.fr");
beforeAll(async () => {
  await nameAssociation(app, { cookie: manager, associationId, name: "Chorale de Theix", fullName: "Anne Le Bihan" });
});

describe("an invitation", () => {
  it("is mailed with who invites, the association, the role and what it allows, and the link; never answered with its token", async () => {
    const response = await invite(app, { cookie: manager, associationId, email: "Tresorier@Exemple.fr", role: "treasurer" });
    expect(response.statusCode).toBe(201);
    const { invitation } = response.json();
    expect(invitation).toMatchObject({ email: "tresorier@exemple.fr", role: "treasurer" });
    expect(new Date(invitation.expires_at).getTime() - new Date(invitation.created_at).getTime()).toBe(7 * 24 * 3600_000);

    const mail = await latestMailTo(app, "tresorier@exemple.fr");
    expect(mail.subject).toBe("Invitation à rejoindre une association sur Boutique Solidaire");
    expect(mail.text_body).toContain(
      "Un membre de l'association ci-dessous vous invite à rejoindre son équipe sur Boutique Solidaire, avec le rôle Trésorier.",
    );
    expect(mail.text_body).toContain("Informations de l'association « Chorale de Theix » (écrites par ses membres)");
    expect(mail.text_body).toContain("Qui vous invite : « Anne Le Bihan (Chorale de Theix) »");
    expect(mail.text_body).toContain("L'argent : ventes, relevés, exports et coordonnées bancaires. Ne modifie pas la boutique.");
    expect(mail.text_body).toContain("Ce lien est valable 7 jours et ne sert qu'une fois.");
    const token = await invitationTokenFor(app, "tresorier@exemple.fr");
    expect(mail.text_body).toContain(`http://localhost:3000/invitation/${token}`);
    expect(response.body).not.toContain(token);
    // Only the token's hash is stored.
    const [row] = await app.database.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(row.token_hash).toBe(createHash("sha256").update(token).digest("hex"));

    expect((await describeLink(token)).json()).toEqual({
      association_name: "Chorale de Theix",
      role: "treasurer",
      inviter_name: "Anne Le Bihan",
      status: "pending",
      expires_at: invitation.expires_at,
    });
  });

  it("joins the association with the invited role, once, in the account of the invited address", async () => {
    await invite(app, { cookie: manager, associationId, email: "benevole@exemple.fr", role: "volunteer" });
    const token = await invitationTokenFor(app, "benevole@exemple.fr");
    expect((await accept(token)).statusCode).toBe(401);
    const volunteer = await signUpAndSignIn(app, "benevole@exemple.fr");

    const accepted = await accept(token, volunteer);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ association_id: associationId, association_name: "Chorale de Theix", role: "volunteer" });
    const me = (await send(app, "GET", "/api/me", { cookie: volunteer })).json();
    expect(me.memberships.map((m: { association_id: string; role: string }) => [m.association_id, m.role])).toContainEqual([
      associationId,
      "volunteer",
    ]);
    expect((await describeLink(token)).json().status).toBe("used");

    // A second click of the same account is the same success, not a second membership.
    expect((await accept(token, volunteer)).statusCode).toBe(200);
    expect(await membershipsOf("benevole@exemple.fr")).toEqual([{ role: "volunteer" }]);
    // Anyone else finds it used.
    const stranger = await signUpAndSignIn(app, "curieux@exemple.fr");
    expect((await accept(token, stranger)).json()).toEqual({ code: "INVITATION_USED", message: "Cette invitation a déjà été utilisée." });
    expect((await accept(token, stranger)).statusCode).toBe(410);

    const joined = await eventsOf("joined");
    expect(joined.filter((e) => e.subject_email === "benevole@exemple.fr")).toHaveLength(1);
    expect((await eventsOf("invited")).some((e) => e.subject_email === "benevole@exemple.fr")).toBe(true);
  });

  it("accepts a double click once: one membership, one history row", async () => {
    await invite(app, { cookie: manager, associationId, email: "double@exemple.fr", role: "volunteer" });
    const token = await invitationTokenFor(app, "double@exemple.fr");
    const cookie = await signUpAndSignIn(app, "double@exemple.fr");
    const [first, second] = await Promise.all([accept(token, cookie), accept(token, cookie)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(await membershipsOf("double@exemple.fr")).toHaveLength(1);
    expect((await eventsOf("joined")).filter((e) => e.subject_email === "double@exemple.fr")).toHaveLength(1);
  });

  it("is refused to an account of another address, without saying which address was invited", async () => {
    await invite(app, { cookie: manager, associationId, email: "invitee@exemple.fr", role: "treasurer" });
    const token = await invitationTokenFor(app, "invitee@exemple.fr");
    const other = await signUpAndSignIn(app, "pas-invite@exemple.fr");
    const refused = await accept(token, other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: "INVITATION_OTHER_EMAIL",
      message: "Cette invitation a été envoyée à une autre adresse e-mail.",
    });
    expect((await describeLink(token)).body).not.toContain("invitee@");
    expect((await describeLink(token)).json().status).toBe("pending");
  });

  it("expires after 7 days", async () => {
    await invite(app, { cookie: manager, associationId, email: "en-retard@exemple.fr", role: "volunteer" });
    const token = await invitationTokenFor(app, "en-retard@exemple.fr");
    const cookie = await signUpAndSignIn(app, "en-retard@exemple.fr");
    await app.database.db
      .update(invitations)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, "en-retard@exemple.fr"));
    expect((await describeLink(token)).json().status).toBe("expired");
    const refused = await accept(token, cookie);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().code).toBe("INVITATION_EXPIRED");
    expect(await membershipsOf("en-retard@exemple.fr")).toEqual([]);
    // An expired invitation is no longer listed as pending.
    const team = (await send(app, "GET", `/api/associations/${associationId}/members`, { cookie: manager })).json();
    expect(team.invitations.map((i: { email: string }) => i.email)).not.toContain("en-retard@exemple.fr");
  });

  it("can be revoked by a manager, after which its link says so", async () => {
    const sent = (await invite(app, { cookie: manager, associationId, email: "annule@exemple.fr", role: "manager" })).json().invitation;
    const token = await invitationTokenFor(app, "annule@exemple.fr");
    const revoke = () => send(app, "DELETE", `/api/associations/${associationId}/invitations/${sent.id}`, { cookie: manager });
    expect((await revoke()).json()).toEqual({ ok: true });
    expect((await revoke()).statusCode).toBe(200);
    expect((await eventsOf("invitation_revoked")).filter((e) => e.subject_email === "annule@exemple.fr")).toHaveLength(1);
    expect((await describeLink(token)).json().status).toBe("revoked");
    const cookie = await signUpAndSignIn(app, "annule@exemple.fr");
    const refused = await accept(token, cookie);
    expect([refused.statusCode, refused.json().code]).toEqual([410, "INVITATION_REVOKED"]);
    expect(await membershipsOf("annule@exemple.fr")).toEqual([]);
    // An unknown invitation, or another association's: 404.
    const elsewhere = await send(app, "DELETE", `/api/associations/${associationId}/invitations/${randomUUID()}`, { cookie: manager });
    expect(elsewhere.json().code).toBe("INVITATION_NOT_FOUND");
  });

  it("replaces the pending invitation to the same address: only the newest link works", async () => {
    await invite(app, { cookie: manager, associationId, email: "relance@exemple.fr", role: "volunteer" });
    const first = await invitationTokenFor(app, "relance@exemple.fr");
    await invite(app, { cookie: manager, associationId, email: "relance@exemple.fr", role: "treasurer" });
    const second = await invitationTokenFor(app, "relance@exemple.fr");
    expect(second).not.toBe(first);
    expect((await describeLink(first)).json().status).toBe("revoked");
    const team = (await send(app, "GET", `/api/associations/${associationId}/members`, { cookie: manager })).json();
    expect(team.invitations.filter((i: { email: string }) => i.email === "relance@exemple.fr")).toEqual([
      expect.objectContaining({ role: "treasurer" }),
    ]);
    const cookie = await signUpAndSignIn(app, "relance@exemple.fr");
    expect((await accept(second, cookie)).json().role).toBe("treasurer");
  });

  it("is refused for someone already in the association, when sending and when accepting", async () => {
    const sent = await invite(app, { cookie: manager, associationId, email: "BENEVOLE@exemple.fr", role: "treasurer" });
    expect(sent.statusCode).toBe(409);
    expect(sent.json()).toEqual({ code: "ALREADY_MEMBER", message: "Cette personne fait déjà partie de l'association." });

    // Joined some other way while the invitation was pending.
    await invite(app, { cookie: manager, associationId, email: "deja@exemple.fr", role: "volunteer" });
    const token = await invitationTokenFor(app, "deja@exemple.fr");
    const cookie = await signUpAndSignIn(app, "deja@exemple.fr");
    const [account] = await app.database.db.select({ id: user.id }).from(user).where(eq(user.email, "deja@exemple.fr"));
    await app.database.db.insert(memberships).values({ user_id: account.id, association_id: associationId, role: "volunteer" });
    const refused = await accept(token, cookie);
    expect([refused.statusCode, refused.json().code]).toEqual([409, "ALREADY_IN_ASSOCIATION"]);
    expect((await describeLink(token)).json().status).toBe("pending");
  });

  it("answers 404 for a link nobody was sent", async () => {
    const cookie = await signUpAndSignIn(app, "perdu@exemple.fr");
    expect((await describeLink("pas-un-vrai-jeton")).statusCode).toBe(404);
    expect((await accept("pas-un-vrai-jeton", cookie)).json().code).toBe("INVITATION_NOT_FOUND");
  });

  it("is sent by managers only", async () => {
    const { cookie: treasurer } = await invitedMember(app, {
      managerCookie: manager,
      associationId,
      email: "compta@exemple.fr",
      role: "treasurer",
    });
    expect((await invite(app, { cookie: treasurer, associationId, email: "ami@exemple.fr", role: "manager" })).statusCode).toBe(403);
  });
});

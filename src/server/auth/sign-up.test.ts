import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, latestMailTo, linkIn, pathOf, send, PASSWORD, type Json } from "../../../tests/support/app";
import type { App } from "../app";
import { eq } from "drizzle-orm";
import { user, userRoles } from "../db/schema";
import { grantAdmin, grantConfiguredAdmins } from "../account/provision";

let app: App;
beforeAll(async () => {
  app = await createTestApp({ adminEmails: ["chef@exemple.fr"] });
});
afterAll(async () => app?.close());

const signUp = (body: Json) => send(app, "POST", "/api/auth/sign-up/email", { body });
const valid = { email: "marie@exemple.fr", password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true };

describe("sign-up", () => {
  it.each([
    [{ ...valid, email: "pas-une-adresse" }, "Email invalide"],
    [{ ...valid, email: `${"a".repeat(250)}@exemple.fr` }, "Email invalide"],
    [{ ...valid, password: "court", confirmPassword: "court" }, "Le mot de passe doit contenir au moins 8 caractères"],
    [{ ...valid, confirmPassword: "autre-mot-de-passe" }, "Les mots de passe ne correspondent pas"],
    [{ ...valid, acceptTerms: false }, "Vous devez accepter les conditions"],
  ])("refuses %o with its French message", async (body, message) => {
    const response = await signUp(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION", message });
  });

  it("creates the account, its association (owner) and queues the confirmation mail", async () => {
    const response = await signUp({ ...valid, email: "  Marie@Exemple.fr " });
    expect(response.statusCode).toBe(200);
    const mail = await latestMailTo(app, "marie@exemple.fr");
    expect(mail.subject).toContain("Confirmez votre adresse email");
    expect(mail.text_body).toMatch(/\/api\/auth\/verify-email\?token=/);
  });

  it("tells that an account already exists with this e-mail", async () => {
    const response = await signUp(valid);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: "USER_ALREADY_EXISTS", message: "Un compte existe déjà avec cet email" });
  });

  it("refuses sign-in before confirmation ('Email non vérifié')", async () => {
    const response = await send(app, "POST", "/api/auth/sign-in/email", { body: { email: valid.email, password: PASSWORD } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: "EMAIL_NOT_VERIFIED",
      message: "Veuillez vérifier votre email avant de vous connecter",
    });
  });

  it("confirms the e-mail once, then the same link is refused", async () => {
    const mail = await latestMailTo(app, valid.email);
    const link = pathOf(linkIn(mail.text_body, /https?:\/\/\S+\/api\/auth\/verify-email\S+/));
    const first = await app.inject({ method: "GET", url: link });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe("/auth/callback?etat=confirme");
    const second = await app.inject({ method: "GET", url: link });
    expect(second.headers.location).toBe("/auth/callback?error=TOKEN_ALREADY_USED");

    const signIn = await send(app, "POST", "/api/auth/sign-in/email", { body: { email: valid.email, password: PASSWORD } });
    expect(signIn.statusCode).toBe(200);
  });

  it("refuses a forged confirmation token", async () => {
    const response = await app.inject({ method: "GET", url: "/api/auth/verify-email?token=faux.jeton.signe" });
    expect(response.headers.location).toBe("/auth/callback?error=INVALID_TOKEN");
  });

  it("makes the addresses of ADMIN_EMAILS administrators at sign-up", async () => {
    await signUp({ ...valid, email: "chef@exemple.fr" });
    const mail = await latestMailTo(app, "chef@exemple.fr");
    await app.inject({ method: "GET", url: pathOf(linkIn(mail.text_body, /https?:\/\/\S+\/api\/auth\/verify-email\S+/)) });
    const signIn = await send(app, "POST", "/api/auth/sign-in/email", { body: { email: "chef@exemple.fr", password: PASSWORD } });
    const cookie = String(signIn.headers["set-cookie"]).split(";")[0];
    const me = await send(app, "GET", "/api/me", { cookie });
    expect(me.json()).toMatchObject({ is_admin: true });
  });
});

describe("the administrators of ADMIN_EMAILS", () => {
  const address = "direction@exemple.fr";
  let target: App;
  beforeAll(async () => {
    target = await createTestApp({ adminEmails: [address] });
  });
  afterAll(async () => target?.close());

  const rolesOf = async (email: string) => {
    const rows = await target.database.db
      .select({ role: userRoles.role })
      .from(userRoles)
      .innerJoin(user, eq(user.id, userRoles.user_id))
      .where(eq(user.email, email));
    return rows.map((r) => r.role);
  };

  it("get the role when the address is confirmed, never at sign-up nor at a restart before that", async () => {
    // Anyone can type the administrator's address into the sign-up form.
    const signUp = await send(target, "POST", "/api/auth/sign-up/email", { body: { ...valid, email: address } });
    expect(signUp.statusCode).toBe(200);
    expect(await rolesOf(address)).toEqual([]);
    // A restart applies ADMIN_EMAILS to existing accounts: not to an unconfirmed one.
    await grantConfiguredAdmins(target.database.db, [address]);
    expect(await rolesOf(address)).toEqual([]);
    expect(await grantAdmin(target.database.db, address)).toBe(false);

    // Whoever reads that mailbox confirms it: the role comes with the proof.
    const mail = await latestMailTo(target, address);
    await target.inject({ method: "GET", url: pathOf(linkIn(mail.text_body, /https?:\/\/\S+\/api\/auth\/verify-email\S+/)) });
    expect(await rolesOf(address)).toEqual(["admin"]);
  });
});

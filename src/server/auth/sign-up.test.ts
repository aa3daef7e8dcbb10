import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, latestMailTo, linkIn, pathOf, send, signUpAndSignIn, PASSWORD, type Json } from "../../../tests/support/app";
import type { App } from "../app";
import { eq } from "drizzle-orm";
import { account, mailOutbox, user, userRoles } from "../db/schema";
import { verifyPassword } from "better-auth/crypto";
import { grantAdmin, grantConfiguredAdmins } from "../account/provision";

let app: App;
beforeAll(async () => {
  app = await createTestApp({ adminEmails: ["chef@exemple.fr"] }, { productPasswordHashing: true });
});
afterAll(async () => app?.close());

const signUp = (body: Json) => send(app, "POST", "/api/auth/sign-up/email", { body });
const valid = { name: "Marie Le Goff", email: "marie@exemple.fr", password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true };

describe("sign-up", () => {
  it.each([
    [{ ...valid, email: "pas-une-adresse" }, "Email invalide"],
    [{ ...valid, email: `${"a".repeat(250)}@exemple.fr` }, "Email invalide"],
    [{ ...valid, password: "court", confirmPassword: "court" }, "Le mot de passe doit contenir au moins 8 caractères"],
    [{ ...valid, confirmPassword: "autre-mot-de-passe" }, "Les mots de passe ne correspondent pas"],
    [{ ...valid, acceptTerms: false }, "Vous devez accepter les conditions"],
    [{ ...valid, name: "   " }, "Indiquez votre nom"],
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

  it("stores the password hashed with Better Auth's own scrypt, never as typed", async () => {
    const [stored] = await app.database.db
      .select({ hash: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(eq(user.email, "marie@exemple.fr"));
    expect(stored?.hash).not.toContain(PASSWORD);
    // The product's parameters (N=16384, r=16, a 64-byte key), not the test apps' cheaper ones.
    expect(stored?.hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: stored!.hash!, password: PASSWORD })).toBe(true);
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

  // A link cut short by a mail client: the page must say so, not the browser show a JSON error.
  it.each(["/api/auth/verify-email", "/api/auth/verify-email?token=", "/api/auth/verify-email?callbackURL=%2Fauth%2Fcallback"])(
    "sends a link without its token (%s) to the page, like an invalid one",
    async (url) => {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe("/auth/callback?error=INVALID_TOKEN");
    },
  );

  it("says a link older than 24 hours has expired, and leaves the address unconfirmed", async () => {
    const email = "tardive@exemple.fr";
    await signUp({ ...valid, email });
    const link = pathOf(linkIn((await latestMailTo(app, email)).text_body, /https?:\/\/\S+\/api\/auth\/verify-email\S+/));
    // Better Auth's emailVerification.expiresIn (auth.ts) is the token's own expiry: only the clock has to move.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 24 * 60 * 60 * 1000 + 60_000 });
    try {
      const response = await app.inject({ method: "GET", url: link });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe("/auth/callback?error=TOKEN_EXPIRED");
    } finally {
      vi.useRealTimers();
    }
    const signIn = await send(app, "POST", "/api/auth/sign-in/email", { body: { email, password: PASSWORD } });
    expect(signIn.json().code).toBe("EMAIL_NOT_VERIFIED");
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

describe("a new confirmation mail", () => {
  const resend = (email: string, cookie?: string) => send(app, "POST", "/api/auth/send-verification-email", { body: { email }, cookie });
  const answer = (response: Awaited<ReturnType<typeof resend>>) => ({ status: response.statusCode, body: response.json() });
  const mailsTo = async (email: string) => (await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, email))).length;

  it("answers the same whether the address waits for confirmation, is unknown or is confirmed already", async () => {
    await signUp({ ...valid, email: "en-attente@exemple.fr" });
    await signUpAndSignIn(app, "confirmee@exemple.fr");
    const before = await Promise.all(["en-attente@exemple.fr", "confirmee@exemple.fr"].map(mailsTo));

    const waiting = answer(await resend("en-attente@exemple.fr"));
    const unknown = answer(await resend("personne@exemple.fr"));
    const confirmed = answer(await resend("Confirmee@Exemple.fr"));
    expect(waiting).toEqual({ status: 200, body: { ok: true } });
    expect(unknown).toEqual(waiting);
    expect(confirmed).toEqual(waiting);
    // Only the address that waits gets a mail: the answer above is all the others learn.
    expect(await Promise.all(["en-attente@exemple.fr", "confirmee@exemple.fr"].map(mailsTo))).toEqual([before[0] + 1, before[1]]);
    expect(await mailsTo("personne@exemple.fr")).toBe(0);
  });

  // The page fills in the signed-in person's address; signed in means confirmed (sign-in refuses an unconfirmed one).
  it("answers a signed-in member who asks for their own address the same, without a mail", async () => {
    const cookie = await signUpAndSignIn(app, "connectee@exemple.fr");
    const before = await mailsTo("connectee@exemple.fr");
    expect(answer(await resend("connectee@exemple.fr", cookie))).toEqual({ status: 200, body: { ok: true } });
    expect(await mailsTo("connectee@exemple.fr")).toBe(before);
  });
});

describe("the administrators of ADMIN_EMAILS", () => {
  const address = "direction@exemple.fr";
  let target: App;
  beforeAll(async () => {
    target = await createTestApp({ adminEmails: [address] }, { productPasswordHashing: true });
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

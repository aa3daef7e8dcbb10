import { describe, expect, it } from "vitest";
import { cookieFrom, latestMailTo, linkIn, pathOf, send, signUpAndSignIn, PASSWORD, appForFile } from "../../../tests/support/app";

const app = await appForFile({}, { productPasswordHashing: true });

const signIn = (email: string, password: string) => send(app, "POST", "/api/auth/sign-in/email", { body: { email, password } });

describe("forgotten password", () => {
  it("validates the e-mail", async () => {
    const response = await send(app, "POST", "/api/auth/request-password-reset", { body: { email: "nimporte" } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "Email invalide" });
  });

  it("answers the same for an unknown address, and sends nothing", async () => {
    const response = await send(app, "POST", "/api/auth/request-password-reset", { body: { email: "personne@exemple.fr" } });
    expect(response.statusCode).toBe(200);
    expect(await latestMailTo(app, "personne@exemple.fr")).toBeUndefined();
  });

  it("resets the password through the mailed link, which works once only", async () => {
    const email = "lea@exemple.fr";
    await signUpAndSignIn(app, email);
    expect((await send(app, "POST", "/api/auth/request-password-reset", { body: { email } })).statusCode).toBe(200);
    const mail = await latestMailTo(app, email);
    expect(mail.subject).toContain("Réinitialisation de votre mot de passe");

    const landing = await app.inject({
      method: "GET",
      url: pathOf(linkIn(mail.text_body, /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/)),
    });
    expect(landing.statusCode).toBe(302);
    const target = new URL(landing.headers.location as string, "http://x");
    expect(target.pathname).toBe("/auth/reset");
    const token = target.searchParams.get("token")!;
    expect(token).toBeTruthy();

    const tooShort = await send(app, "POST", "/api/auth/reset-password", { body: { newPassword: "court", token } });
    expect(tooShort.json()).toMatchObject({ message: "Le mot de passe doit contenir au moins 8 caractères" });

    const reset = await send(app, "POST", "/api/auth/reset-password", { body: { newPassword: "nouveau-secret-42", token } });
    expect(reset.statusCode).toBe(200);
    const again = await send(app, "POST", "/api/auth/reset-password", { body: { newPassword: "encore-autre-43", token } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: "INVALID_TOKEN", message: "Ce lien est invalide ou a expiré" });
    const relanding = await app.inject({
      method: "GET",
      url: pathOf(linkIn(mail.text_body, /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/)),
    });
    expect(relanding.headers.location).toBe("/auth/reset?error=INVALID_TOKEN");

    expect((await signIn(email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(email, "nouveau-secret-42")).statusCode).toBe(200);
  });
});

describe("change password (signed in)", () => {
  it("checks the current password and the new one's rules", async () => {
    const cookie = await signUpAndSignIn(app, "hugo@exemple.fr");
    const wrong = await send(app, "POST", "/api/auth/change-password", {
      cookie,
      body: { currentPassword: "pas-le-bon-1", newPassword: "nouveau-secret-42", confirmPassword: "nouveau-secret-42" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: "INVALID_CURRENT_PASSWORD", message: "Le mot de passe actuel est incorrect" });

    const mismatch = await send(app, "POST", "/api/auth/change-password", {
      cookie,
      body: { currentPassword: PASSWORD, newPassword: "nouveau-secret-42", confirmPassword: "autre" },
    });
    expect(mismatch.json()).toMatchObject({ message: "Les mots de passe ne correspondent pas" });

    const changed = await send(app, "POST", "/api/auth/change-password", {
      cookie,
      body: { currentPassword: PASSWORD, newPassword: "nouveau-secret-42", confirmPassword: "nouveau-secret-42" },
    });
    expect(changed.statusCode).toBe(200);
    expect((await signIn("hugo@exemple.fr", PASSWORD)).statusCode).toBe(401);
    expect((await signIn("hugo@exemple.fr", "nouveau-secret-42")).statusCode).toBe(200);
  });

  it("needs a session", async () => {
    const response = await send(app, "POST", "/api/auth/change-password", {
      body: { currentPassword: PASSWORD, newPassword: "nouveau-secret-42", confirmPassword: "nouveau-secret-42" },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("delete account", () => {
  it("removes the user and every session after checking the password", async () => {
    const email = "zoe@exemple.fr";
    const cookie = await signUpAndSignIn(app, email);
    const other = cookieFrom(await signIn(email, PASSWORD));

    const wrong = await send(app, "POST", "/api/auth/delete-user", { cookie, body: { password: "pas-le-bon-1" } });
    expect(wrong.statusCode).toBe(400);
    expect((await send(app, "GET", "/api/me", { cookie })).statusCode).toBe(200);

    const deleted = await send(app, "POST", "/api/auth/delete-user", { cookie, body: { password: PASSWORD } });
    expect(deleted.statusCode).toBe(200);
    expect((await send(app, "GET", "/api/me", { cookie })).statusCode).toBe(401);
    expect((await send(app, "GET", "/api/me", { cookie: other })).statusCode).toBe(401);
    expect((await signIn(email, PASSWORD)).statusCode).toBe(401);
  });
});

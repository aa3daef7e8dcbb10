import { describe, expect, it } from "vitest";
import { send, signUpAndSignIn, PASSWORD, appForFile } from "../../../tests/support/app";

const email = "paul@exemple.fr";
const app = await appForFile({}, { productPasswordHashing: true });
await signUpAndSignIn(app, email);

const signIn = (body: unknown) => send(app, "POST", "/api/auth/sign-in/email", { body });

describe("sign-in", () => {
  it.each([
    [{ email: "paul", password: PASSWORD }, "Email invalide"],
    [{ email, password: "" }, "Mot de passe requis"],
    [{ email }, "Mot de passe requis"],
  ])("refuses %o with its French message", async (body, message) => {
    const response = await signIn(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION", message });
  });

  it("refuses a wrong password and an unknown account alike", async () => {
    for (const body of [
      { email, password: "mauvais-mot-de-passe" },
      { email: "inconnu@exemple.fr", password: PASSWORD },
    ]) {
      const response = await signIn(body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: "INVALID_CREDENTIALS", message: "Email ou mot de passe incorrect" });
    }
  });

  it("sets an HttpOnly SameSite session cookie, and sign-out ends the session", async () => {
    const response = await signIn({ email, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const cookies = ([] as string[]).concat(response.headers["set-cookie"] as string[]);
    const sessionCookie = cookies.find((c) => c.startsWith("bs.session_token="));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    const cookie = sessionCookie!.split(";")[0];

    expect((await send(app, "GET", "/api/me", { cookie })).statusCode).toBe(200);
    await send(app, "POST", "/api/auth/sign-out", { cookie, body: {} });
    expect((await send(app, "GET", "/api/me", { cookie })).statusCode).toBe(401);
  });

  it("keeps the session token out of what scripts can read: get-session answers the user and the session's dates, not its token", async () => {
    const response = await signIn({ email, password: PASSWORD });
    const cookie = ([] as string[]).concat(response.headers["set-cookie"] as string[]).find((c) => c.startsWith("bs.session_token="))!;
    const token = decodeURIComponent(cookie.split(";")[0].slice("bs.session_token=".length)).split(".")[0];
    const session = await send(app, "GET", "/api/auth/get-session", { cookie: cookie.split(";")[0] });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ user: { email }, session: { expiresAt: expect.any(String) } });
    expect(session.body).not.toContain(token);
  });

  it("answers /api/me without a session with 401", async () => {
    const response = await send(app, "GET", "/api/me");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: "UNAUTHENTICATED", message: "Vous devez être connecté" });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, send, PASSWORD } from "../../../tests/support/app";
import type { App } from "../app";
import { defaultAccountLimits } from "../config";

let app: App;
beforeAll(async () => {
  app = await createTestApp({ rateLimits: { authMax: 3, checkoutMax: 3, windowMs: 60_000, accounts: defaultAccountLimits } });
});
afterAll(async () => app?.close());

describe("security baseline", () => {
  it("sends a content security policy and the usual hardening headers", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("refuses a state-changing call from another origin", async () => {
    const response = await send(app, "POST", "/api/auth/sign-in/email", {
      body: { email: "x@exemple.fr", password: PASSWORD },
      headers: { origin: "https://pirate.example" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: "ORIGIN_REJECTED" });
  });

  it("limits sign-in attempts with a French message", async () => {
    const attempt = () => send(app, "POST", "/api/auth/sign-in/email", { body: { email: "x@exemple.fr", password: "faux-mdp-123" } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt()).statusCode);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: "RATE_LIMITED",
      message: "Trop de tentatives. Veuillez réessayer dans quelques minutes.",
    });
  });

  it("limits sign-up, reset and checkout requests too", async () => {
    for (const url of ["/api/auth/sign-up/email", "/api/auth/request-password-reset", "/api/checkout", "/api/newsletter"]) {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await send(app, "POST", url, { body: { email: "bad" } })).statusCode);
      expect(statuses).toContain(429);
    }
  });
});

describe("health and pages", () => {
  it("reports the database reachable", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("answers unknown API routes with a French 404 and unknown pages with 404", async () => {
    const api = await app.inject({ method: "GET", url: "/api/nope" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: "NOT_FOUND" });
    expect((await app.inject({ method: "GET", url: "/page-qui-n-existe-pas" })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/auth/login" })).statusCode).toBe(200);
  });
});

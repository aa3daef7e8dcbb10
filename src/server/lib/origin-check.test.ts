import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import { createTestApp, PASSWORD, send } from "../../../tests/support/app";

// Engine-independent: it checks the Origin header rule; the database only holds the app.

const pirate = "https://pirate.example";
const uuid = "00000000-0000-4000-8000-000000000000";
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, (param) => (param === ":slug" ? "ecole" : uuid));

describe("origin check on the route that was found", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app?.close());

  it("refuses a cross-site write on every state-changing route, pages' forms included", async () => {
    const writes = app.routeTable.filter((r) => ["POST", "PUT", "PATCH", "DELETE"].includes(r.method));
    expect(writes.map((r) => r.url)).toContain("/pay/simulated/:saleId/confirm");
    for (const route of writes) {
      const response = await send(app, route.method as "POST", concrete(route.url), { body: {}, headers: { origin: pirate } });
      if (route.url === "/api/payments/stripe/webhook") continue;
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json()).toMatchObject({ code: "ORIGIN_REJECTED", message: "Origine de la requête non autorisée" });
    }
  });

  it("refuses it whatever the path's spelling", async () => {
    for (const url of [
      `/%61pi/campaigns/${uuid}/publish`,
      `/api/c%61mpaigns/${uuid}/publish`,
      `/%61%70%69/auth/sign-out`,
      `/api/auth/sign-in/emai%6C`,
    ]) {
      const response = await send(app, "POST", url, { body: {}, headers: { origin: pirate } });
      // Either no route answers (404) or the check refuses: the route's handler never runs.
      expect([403, 404], url).toContain(response.statusCode);
      if (response.statusCode === 403) expect(response.json().code).toBe("ORIGIN_REJECTED");
    }
    // The audit's path does reach the publish route: the check must be what stops it.
    const encoded = await send(app, "POST", `/%61pi/campaigns/${uuid}/publish`, { body: {}, headers: { origin: pirate } });
    expect(encoded.statusCode).toBe(403);
  });

  it("refuses a write that a browser marks as cross-site even without Origin", async () => {
    const response = await app.inject({ method: "POST", url: "/api/auth/sign-out", headers: { "sec-fetch-site": "cross-site" } });
    expect(response.statusCode).toBe(403);
  });

  it("accepts a same-origin request to the address it was sent to in development (127.0.0.1, a phone on the network)", async () => {
    for (const host of ["127.0.0.1:3000", "192.168.1.20:3000", "[::1]:3000"]) {
      const response = await app.inject({
        method: "POST",
        url: "/api/auth/sign-up/email",
        headers: { host, origin: `http://${host}`, "content-type": "application/json" },
        payload: JSON.stringify({
          name: "Parent",
          email: `parent-${host.length}@exemple.fr`,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          acceptTerms: true,
        }),
      });
      expect(response.statusCode, host).toBe(200);
    }
  });

  it("accepts a same-origin form whose browser hid the origin, and nothing else that says null", async () => {
    const post = (headers: Record<string, string>) => app.inject({ method: "POST", url: "/api/auth/sign-out", headers });
    expect((await post({ origin: "null", "sec-fetch-site": "same-origin" })).statusCode).toBe(200);
    // A sandboxed frame or a page from elsewhere also says null, but the browser marks it cross-site.
    expect((await post({ origin: "null", "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    expect((await post({ origin: "null" })).statusCode).toBe(403);
  });

  it("keeps a real Origin on the site's own forms: the referrer stays on the site", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["referrer-policy"]).toBe("same-origin");
  });

  it("does not take a host name's word for it (DNS rebinding)", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { host: "evil.example:3000", origin: "http://evil.example:3000" },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("origin check in production", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({
      env: "production",
      publicUrl: "https://boutique.example",
      allowedOrigins: ["https://www.boutique.example"],
    });
  });
  afterAll(async () => app?.close());

  it("accepts PUBLIC_URL and ALLOWED_ORIGINS, and nothing else", async () => {
    const signOut = (headers: Record<string, string>) => app.inject({ method: "POST", url: "/api/auth/sign-out", headers });
    expect((await signOut({ origin: "https://boutique.example" })).statusCode).toBe(200);
    expect((await signOut({ origin: "https://www.boutique.example" })).statusCode).toBe(200);
    expect((await signOut({ host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000" })).statusCode).toBe(403);
    expect((await signOut({ origin: "https://boutique.example.pirate.example" })).statusCode).toBe(403);
  });
});

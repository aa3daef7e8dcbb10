import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../app";
import { testConfig } from "../../../tests/support/config";
import { openTestDatabase } from "../../../tests/support/database";
import { ORIGIN } from "../../../tests/support/app";
import { REDACTED, redactUrl } from "./log-redaction";

// docs/security.md, "Live keys in the request log": what the server logs of a request whose address carries a key
// (reset, invitation, e-mail confirmation, newsletter, receipt and credit-note links) shows no key.

let app: App;
const lines: string[] = [];

beforeAll(async () => {
  const database = await openTestDatabase();
  app = await buildApp(testConfig(), { database, logStream: { write: (line) => void lines.push(line) } });
  app.addHook("onClose", async () => database.close());
  await app.ready();
});
afterAll(async () => app?.close());

const key = () => randomBytes(24).toString("base64url");

describe("the request log", () => {
  it("shows no key of a link, in the address's path or query, whatever the route answers", async () => {
    const keys = Array.from({ length: 10 }, key);
    const requests = [
      `/api/auth/verify-email?token=${keys[0]}&callbackURL=%2Fauth%2Fcallback`,
      `/api/auth/reset-password/${keys[1]}?callbackURL=%2Fauth%2Freset`,
      `/api/invitations/${keys[2]}`,
      `/api/newsletter/confirm?token=${keys[3]}`,
      `/api/newsletter/unsubscribe?TOKEN=${keys[4]}`,
      `/api/orders/${randomUUID()}/receipt.pdf?token=${keys[5]}`,
      `/api/orders/${randomUUID()}/refunds/${randomUUID()}/credit-note.pdf?token=${keys[6]}`,
      `/api/checkout/status?ref=BS-ABCDEFGH&token=${keys[7]}`,
      `/invitation/${keys[8]}`,
    ];
    for (const url of requests) await app.inject({ method: "GET", url });
    await app.inject({ method: "POST", url: `/api/invitations/${keys[9]}/accept`, headers: { origin: ORIGIN } });
    // A request's cookie and authorisation header are not logged either.
    await app.inject({
      method: "GET",
      url: "/api/me",
      headers: { cookie: `bs.session_token=${keys[0]}`, authorization: `Bearer ${keys[1]}` },
    });

    const log = lines.join("");
    for (const secret of keys) expect(log).not.toContain(secret);
    // The requests are still there, with the rest of their address.
    expect(log).toContain(`"url":"/api/invitations/${REDACTED}/accept"`);
    expect(log).toContain(`"url":"/api/auth/verify-email?token=${REDACTED}&callbackURL=%2Fauth%2Fcallback"`);
    expect(log).toContain(`"url":"/api/checkout/status?ref=BS-ABCDEFGH&token=${REDACTED}"`);
  });

  it("covers every route that takes a key in its path", () => {
    const withKeyInPath = app.routeTable.filter((route) => /:token\b/.test(route.url));
    expect(withKeyInPath.length).toBeGreaterThan(0);
    for (const route of withKeyInPath) {
      const secret = key();
      expect(redactUrl(route.url.replace(":token", secret)), route.url).not.toContain(secret);
    }
  });

  it("leaves addresses without a key as they are", () => {
    for (const url of ["/", "/c/chorale?utm_source=mail", "/api/campaigns/by-slug/chorale/sellers", "/api/invitations"]) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});

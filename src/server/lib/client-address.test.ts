import { afterEach, describe, expect, it } from "vitest";
import type { App } from "../app";
import { defaultAccountLimits, type Config } from "../config";
import { createTestApp, send } from "../../../tests/support/app";

// Engine-independent: it checks which address a request is counted under; the counts live in memory.

const limits = { authMax: 3, checkoutMax: 3, windowMs: 60_000, accounts: defaultAccountLimits };
let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/**
 * Sign-in attempts, each claiming another client address. The body is refused (400) without hashing anything:
 * the per-address limit counts the request before reading it, which keeps these tests fast.
 */
async function wrongSignIns(target: App, count: number, forwardedFor: (i: number) => string) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await send(target, "POST", "/api/auth/sign-in/email", {
      body: { email: "pas-un-email" },
      headers: { "x-forwarded-for": forwardedFor(i) },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

async function start(overrides: Partial<Config>) {
  app = await createTestApp({ rateLimits: limits, ...overrides });
  return app;
}

describe("the client's address", () => {
  it("is the socket's address when no proxy is trusted, even in production (X-Forwarded-For is the client's own words)", async () => {
    const target = await start({ env: "production", publicUrl: "http://localhost:3000" });
    const statuses = await wrongSignIns(target, 5, (i) => `198.51.100.${i}`);
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
  });

  it("with TRUST_PROXY=1 is what the proxy appended, not what the client wrote before it", async () => {
    const target = await start({ trustProxy: 1 });
    const statuses = await wrongSignIns(target, 5, (i) => `198.51.100.${i}, 203.0.113.7`);
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
    // Another real client behind the same proxy is not blocked.
    const other = await wrongSignIns(target, 1, () => "203.0.113.8");
    expect(other).toEqual([400]);
  });

  it("with a list of proxy addresses skips only those addresses", async () => {
    const target = await start({ trustProxy: ["127.0.0.1", "10.0.0.0/8"] });
    const statuses = await wrongSignIns(target, 5, (i) => `198.51.100.${i}, 203.0.113.7, 10.1.2.3`);
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
  });
});

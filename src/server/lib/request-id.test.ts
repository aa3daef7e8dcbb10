// Engine-independent: the request's id is made before any route reads the database.
import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { appForFile, outboxMailsTo, PASSWORD, send } from "../../../tests/support/app";
import { requestIdGenerator } from "./request-id";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const request = (id: string | undefined, remoteAddress: string) =>
  ({ headers: id === undefined ? {} : { "x-request-id": id }, socket: { remoteAddress } }) as unknown as IncomingMessage;

describe("a request's id", () => {
  it("is the trusted proxy's X-Request-Id when it has the shape of one, else a new UUID", () => {
    const proxyId = "5f2b8c0e9a7d4e6f8b1c2d3e4f5a6b7c";
    const behindLoopback = requestIdGenerator(["loopback", "10.0.0.0/8"]);
    expect(behindLoopback(request(proxyId, "127.0.0.1"))).toBe(proxyId);
    expect(behindLoopback(request(proxyId, "::ffff:10.1.2.3"))).toBe(proxyId);
    expect(behindLoopback(request(proxyId, "::1"))).toBe(proxyId);
    // Not from a proxy: a client can't choose the id its requests are logged under.
    expect(behindLoopback(request(proxyId, "203.0.113.9"))).toMatch(UUID);
    expect(requestIdGenerator(false)(request(proxyId, "127.0.0.1"))).toMatch(UUID);
    // Not the shape of an id: a line break, a script, an address, too short, too long.
    for (const bad of ["abc\ndef-ghijk", "<script>alert(1)</script>", "anne@exemple.fr", "court", "x".repeat(129), ""]) {
      expect(behindLoopback(request(bad, "127.0.0.1"))).toMatch(UUID);
    }
    // A hop count trusts whatever connects: nothing reaches the server but through the proxies.
    expect(requestIdGenerator(1)(request(proxyId, "198.51.100.7"))).toBe(proxyId);
    expect(behindLoopback(request(undefined, "127.0.0.1"))).toMatch(UUID);
  });
});

const lines: string[] = [];
const app = await appForFile({ trustProxy: ["loopback"] }, { logStream: { write: (line) => void lines.push(line) } });

describe("X-Request-Id", () => {
  it("is echoed in the answer and on every log line of its request", async () => {
    const proxyId = "req-2026-11-27-0001";
    const response = await app.inject({ method: "GET", url: "/api/health/live", headers: { "x-request-id": proxyId } });
    expect(response.headers["x-request-id"]).toBe(proxyId);
    const own = await app.inject({ method: "GET", url: "/api/health/ready" });
    expect(own.headers["x-request-id"]).toMatch(UUID);
    const ofRequest = (id: string) => lines.map((line) => JSON.parse(line) as { reqId?: string }).filter((line) => line.reqId === id);
    // Fastify's two lines (received, answered), both under the proxy's id.
    expect(ofRequest(proxyId).length).toBe(2);
    expect(ofRequest(String(own.headers["x-request-id"])).length).toBe(2);
  });

  it("names the mail a request queued, which the mail worker's lines name in turn", async () => {
    const proxyId = "req-2026-11-27-0002";
    const signUp = await send(app, "POST", "/api/auth/sign-up/email", {
      headers: { "x-request-id": proxyId },
      body: { name: "Anne", email: "anne.journal@exemple.fr", password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true },
    });
    expect(signUp.statusCode).toBe(200);
    const [mail] = await outboxMailsTo(app, "anne.journal@exemple.fr");
    const queued = lines
      .map((line) => JSON.parse(line) as { reqId?: string; mailId?: string; msg: string })
      .filter((line) => line.msg === "mail queued");
    expect(queued).toContainEqual(expect.objectContaining({ reqId: proxyId, mailId: mail.id }));
  });
});

import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import { createTestApp, signUpAndSignIn } from "../../../tests/support/app";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { openEventStream } from "../../../tests/support/sse-client";
import { REQUEST_TIMEOUT_MS, serverTimeouts } from "./server-timeouts";

// Engine-independent: it checks the HTTP server's timeouts; the database only holds the app.

// The same options as production, with the request timeout cut from a minute to a second.
const TIMEOUT_MS = 1_000;

let app: App;
let port: number;
let base: string;
let campaignId: string;

beforeAll(async () => {
  app = await createTestApp({ adminEmails: ["admin@exemple.fr"] }, { requestTimeoutMs: TIMEOUT_MS });
  const admin = await signUpAndSignIn(app, "admin@exemple.fr");
  campaignId = (await publishedCampaign(app, { memberEmail: "membre@exemple.fr", adminCookie: admin })).campaign.id;
  base = await app.listen({ port: 0, host: "127.0.0.1" });
  port = Number(new URL(base).port);
});
afterAll(async () => app?.close());

type Outcome = { response: string; closedAfterMs: number };

/** A raw client that sends `head`, then one byte of `drip` every 100 ms until the server closes the socket. */
function trickle(head: string, drip: string): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket: Socket = connect(port, "127.0.0.1");
    let response = "";
    let sent = 0;
    const timer = setInterval(() => {
      if (!socket.destroyed && socket.writable) socket.write(drip[sent++ % drip.length]);
    }, 100);
    socket.on("connect", () => socket.write(head));
    socket.on("data", (chunk) => (response += chunk.toString()));
    socket.on("error", () => {}); // a reset after the answer is the point
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ response, closedAfterMs: performance.now() - started });
    });
    setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error(`still open after 10 s, received: ${response}`));
    }, 10_000).unref();
  });
}

describe("slow clients (real HTTP)", () => {
  it("answers 408 in French and closes a request whose body trickles in past the request timeout", async () => {
    const head = "POST /api/checkout HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: 100000\r\n\r\n{";
    const { response, closedAfterMs } = await trickle(head, '"a":1,');
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    expect(response).toContain(
      '{"code":"REQUEST_TIMEOUT","message":"L\'envoi a pris trop de temps. Vérifiez votre connexion et réessayez."}',
    );
    expect(closedAfterMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    // Closed by the timeout, not by the test's own 10 s guard (a loaded machine may be seconds late).
    expect(closedAfterMs).toBeLessThan(TIMEOUT_MS * 8);
  });

  it("closes a connection whose headers never end (slowloris)", async () => {
    const { response, closedAfterMs } = await trickle("GET /api/health HTTP/1.1\r\nhost: 127.0.0.1\r\n", "x-pad: 1\r\n");
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(TIMEOUT_MS * 8);
  });

  it("still serves a request that arrives in time, and leaves a live SSE stream open past the timeout", async () => {
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const stream = await openEventStream(`${base}/api/campaigns/${campaignId}/raised/stream`);
    try {
      await stream.next("raised");
      await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS * 2.5));
      // Still the same stream: a payment made now reaches it.
      const paid = await fetch(`${base}/api/checkout`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          campaign_id: campaignId,
          cart: [{ id: "noir", quantity: 1 }],
          buyer_info: { buyer_name: "Lent", buyer_email: "lent@exemple.fr", delivery_mode: "pickup" },
        }),
      });
      const { sale_id } = (await paid.json()) as { sale_id: string };
      await fetch(`${base}/pay/simulated/${sale_id}/confirm`, { method: "POST", redirect: "manual" });
      expect((await stream.next("raised", 10_000)).data).toEqual({ amount_raised_eur: 1.6 });
    } finally {
      stream.close();
    }
  });
});

describe("production values", () => {
  it("gives a whole request a minute, headers ten seconds, and checks deadlines every 2.5 s", () => {
    const options = serverTimeouts();
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
    expect(options).toMatchObject({
      requestTimeout: 60_000,
      keepAliveTimeout: 65_000,
      connectionTimeout: 120_000,
      http: { headersTimeout: 10_000, requestTimeout: 60_000, connectionsCheckingInterval: 2_500 },
    });
  });
});

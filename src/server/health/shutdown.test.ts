// Engine-independent: the order of a shutdown is the server's, whatever database it reads.
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { testConfig } from "../../../tests/support/config";
import { openTestDatabase } from "../../../tests/support/database";
import { signUpAndSignIn } from "../../../tests/support/app";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { openEventStream } from "../../../tests/support/sse-client";
import { shutDown } from "./shutdown";

// docs/operations.md#when-the-database-goes-away: on SIGTERM the process first answers 'not ready', so that the proxy
// stops sending it requests, keeps answering during the grace, then closes: its live streams end (the browser reconnects
// to another process), the request under way finishes.

const GRACE_MS = 600;
const database = await openTestDatabase();
const app = await buildApp(testConfig({ adminEmails: ["admin@exemple.fr"] }), { database });
// A request that takes its time, under way when the shutdown begins.
app.get("/test/slow", async () => {
  await new Promise((resolve) => setTimeout(resolve, GRACE_MS + 400));
  return { done: true };
});
const base = await app.listen({ port: 0, host: "127.0.0.1" });
afterAll(async () => {
  if (!app.server.listening) return database.close();
  await app.close();
  await database.close();
});
const admin = await signUpAndSignIn(app, "admin@exemple.fr");
const { campaign } = await publishedCampaign(app, { memberEmail: "arret@asso.fr", adminCookie: admin });

describe("shutting down", () => {
  it("answers 'not ready' first, serves through the grace, then ends the streams and lets the request under way finish", async () => {
    const timeline: [string, number][] = [];
    const mark = (what: string) => timeline.push([what, performance.now()]);
    const stream = await openEventStream(`${base}/api/campaigns/${campaign.id}/raised/stream`);
    await stream.next("raised");
    void stream.endsWithin(10_000).then((ended) => ended && mark("stream ended"));
    const slow = fetch(`${base}/test/slow`).then(async (response) => ({ status: response.status, body: await response.json() }));
    await new Promise((r) => setTimeout(r, 50));

    mark("SIGTERM");
    const closed = shutDown({ readiness: app.readiness, close: () => app.close(), graceMs: GRACE_MS, log: app.log }).then(() =>
      mark("closed"),
    );

    const ready = await fetch(`${base}/api/health/ready`);
    mark("ready answered");
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      status: "error",
      shutting_down: true,
      message: "Ce serveur redémarre. Veuillez réessayer dans un instant.",
    });
    // Still alive, and still serving what the proxy sends before it notices.
    expect((await fetch(`${base}/api/health/live`)).status).toBe(200);
    expect((await fetch(`${base}/api/campaigns/by-slug/${campaign.public_slug}`)).status).toBe(200);
    expect(await stream.endsWithin(GRACE_MS / 3)).toBe(false);

    await closed;
    expect(await slow).toEqual({ status: 200, body: { done: true } });
    expect(await stream.endsWithin(1_000)).toBe(true);
    const at = Object.fromEntries(timeline);
    expect(at["ready answered"]).toBeLessThan(at["SIGTERM"] + GRACE_MS);
    // The streams end only once the grace is over; the request under way was answered in full, not cut.
    expect(at["stream ended"]).toBeGreaterThanOrEqual(at["SIGTERM"] + GRACE_MS);
    expect(at["closed"]).toBeGreaterThanOrEqual(at["SIGTERM"] + GRACE_MS);
    expect(app.server.listening).toBe(false);
  });
});

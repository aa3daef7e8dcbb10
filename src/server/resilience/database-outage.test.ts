import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../app";
import { testConfig } from "../../../tests/support/config";
import { openDatabase, type Database } from "../db/client";
import { openTestDatabase } from "../../../tests/support/database";
import { signUpAndSignIn } from "../../../tests/support/app";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { placeOrder } from "../../../tests/support/orders";
import { openEventStream } from "../../../tests/support/sse-client";
import type { Campaign } from "../../shared/campaign";
import { startTcpProxy } from "../../../tests/support/tcp-proxy";
import { isDatabaseUnavailable, isQueryTimeout } from "../lib/database-errors";

// PostgreSQL goes away (every connection dropped, new ones refused) and comes back: the server answers 503
// with a French message meanwhile, fast (published campaign pages excepted: they come from memory), /api/health/ready
// says so while /api/health/live stays up, the process survives its connections' errors, and it recovers by itself,
// without a restart: the API, the readiness, and the LISTEN connection that carries live updates.
// PGlite lives inside the process and can't become unreachable, so this runs against PostgreSQL only.
describe.runIf(Boolean(process.env.DATABASE_URL))("database outage (PostgreSQL)", () => {
  let owner: Database;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let app: App;
  let base: string;
  let campaign: Campaign;
  let admin: string;
  const lines: string[] = [];

  beforeAll(async () => {
    owner = await openTestDatabase();
    const direct = new URL(owner.pool!.options.connectionString!);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(direct);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    app = await buildApp(testConfig({ adminEmails: ["admin@exemple.fr"] }), {
      database: await openDatabase({ databaseUrl: viaProxy.toString() }),
      logStream: { write: (line) => void lines.push(line) },
    });
    app.addHook("onClose", async () => app.database.close());
    base = await app.listen({ port: 0, host: "127.0.0.1" });
    admin = await signUpAndSignIn(app, "admin@exemple.fr");
    ({ campaign } = await publishedCampaign(app, { memberEmail: "panne@asso.fr", adminCookie: admin }));
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await owner?.close();
  });

  /** A request's answer and how long it took. */
  const timed = async (request: InjectOptions) => {
    const started = performance.now();
    const response = await app.inject(request);
    return { response, ms: performance.now() - started };
  };

  it("answers 503 in French within 5 s while the database is unreachable, then recovers all by itself", async () => {
    expect((await app.inject({ method: "GET", url: "/api/health/ready" })).json()).toEqual({
      status: "ok",
      database: "ok",
      migrations: "done",
    });
    // The set-up's writes are announced over LISTEN/NOTIFY, and an announcement drops the copy it concerns: let a late
    // one (a loaded machine) arrive before the page is cached, or it would evict the copy the outage needs.
    await new Promise((r) => setTimeout(r, 2000));
    expect((await app.inject({ method: "GET", url: `/c/${campaign.public_slug}` })).statusCode).toBe(200);
    const stream = await openEventStream(`${base}/api/campaigns/${campaign.id}/raised/stream`);
    const before = (await stream.next("raised")).data as { amount_raised_eur: number };
    let relistened = false;
    app.bus.onMissedChanges(() => (relistened = true));

    // A pooled connection in the middle of a query when the database goes: the query fails, the process lives on.
    const midQuery = app.database.pool!.query("select pg_sleep(3)");
    await new Promise((r) => setTimeout(r, 200));
    proxy.cut();
    await expect(midQuery).rejects.toSatisfy(isDatabaseUnavailable);

    const checkout = await timed({
      method: "POST",
      url: "/api/checkout",
      headers: { origin: "http://localhost:3000", "content-type": "application/json" },
      payload: JSON.stringify({
        campaign_id: campaign.id,
        cart: [{ id: "noir", quantity: 1 }],
        buyer_info: { buyer_name: "Panne", buyer_email: "panne@exemple.fr", delivery_mode: "pickup" },
      }),
    });
    expect(checkout.response.statusCode).toBe(503);
    expect(checkout.response.json().message).toBe("Le service est momentanément indisponible. Veuillez réessayer.");
    expect(checkout.ms).toBeLessThan(5_000);
    for (const url of ["/api/campaigns/by-slug/quelconque", "/api/me", "/api/health/ready", "/api/health"]) {
      const { response, ms } = await timed({ method: "GET", url, headers: { cookie: admin } });
      expect(response.statusCode, url).toBe(503);
      expect(ms, url).toBeLessThan(5_000);
    }
    const read = await app.inject({ method: "GET", url: "/api/campaigns/by-slug/quelconque" });
    expect(read.json()).toEqual({
      code: "DATABASE_UNAVAILABLE",
      message: "Le service est momentanément indisponible. Veuillez réessayer.",
    });
    expect((await app.inject({ method: "GET", url: "/api/health/ready" })).json()).toEqual({
      status: "error",
      database: "unreachable",
      shutting_down: false,
      message: "Le service est momentanément indisponible. Veuillez réessayer.",
    });
    // Alive all the same: restarting the process would not bring the database back.
    expect((await app.inject({ method: "GET", url: "/api/health/live" })).statusCode).toBe(200);
    // The campaign page is served from memory (decision 007): donors still read it; buying needs the database.
    expect((await app.inject({ method: "GET", url: `/c/${campaign.public_slug}` })).statusCode).toBe(200);
    // Stay away long enough for the LISTEN connection's retries to fail too.
    await new Promise((r) => setTimeout(r, 2_500));

    proxy.restore();
    const deadline = Date.now() + 15_000;
    let status = 0;
    while (Date.now() < deadline && (status !== 200 || !relistened)) {
      status = (await app.inject({ method: "GET", url: "/api/health/ready" })).statusCode;
      if (status !== 200 || !relistened) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
    expect(relistened).toBe(true);
    expect((await app.inject({ method: "GET", url: "/api/campaigns/by-slug/quelconque" })).statusCode).toBe(404);
    // A payment after the recovery reaches the live page through the database's announcement, heard again.
    await placeOrder(app, campaign.id, [{ id: "noir", quantity: 2 }]);
    const expected = before.amount_raised_eur + 3.2; // 20 % of 16,00 € (decision 040)
    let update = (await stream.next("raised", 10_000)).data as { amount_raised_eur: number };
    while (Math.abs(update.amount_raised_eur - expected) > 0.001) update = (await stream.next("raised", 10_000)).data as typeof update;
    stream.close();

    // The errors were logged (without the buyer's details) and counted.
    const log = lines.join("");
    expect(log).toContain("database unreachable");
    expect(log).not.toContain("panne@exemple.fr");
  });

  it("stops a statement that runs past its timeout, and the connection serves the next one", async () => {
    const strict = await openDatabase({ databaseUrl: owner.pool!.options.connectionString!, statementTimeoutMs: 300 });
    try {
      const started = performance.now();
      await expect(strict.pool!.query("select pg_sleep(2)")).rejects.toSatisfy(isQueryTimeout);
      expect(performance.now() - started).toBeLessThan(1_500);
      expect((await strict.pool!.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
    } finally {
      await strict.close();
    }
  });
});

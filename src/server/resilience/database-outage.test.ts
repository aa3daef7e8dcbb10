import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../app";
import { testConfig } from "../../../tests/support/config";
import { openDatabase, type Database } from "../db/client";
import { openTestDatabase } from "../../../tests/support/database";
import { signUpAndSignIn } from "../../../tests/support/app";
import { publishedCampaign } from "../../../tests/support/campaigns";
import type { Campaign } from "../../shared/campaign";
import { startTcpProxy } from "../../../tests/support/tcp-proxy";

// PostgreSQL goes away (every connection dropped, new ones refused) and comes back: the server answers 503
// with a French message meanwhile (published campaign pages excepted: they come from memory), /api/health
// says so, and it recovers by itself, without a restart.
// PGlite lives inside the process and can't become unreachable, so this runs against PostgreSQL only.
describe.runIf(Boolean(process.env.DATABASE_URL))("database outage (PostgreSQL)", () => {
  let owner: Database;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let app: App;
  let campaign: Campaign;

  beforeAll(async () => {
    owner = await openTestDatabase();
    const direct = new URL(owner.pool!.options.connectionString!);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(direct);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    app = await buildApp(testConfig({ adminEmails: ["admin@exemple.fr"] }), {
      database: await openDatabase({ databaseUrl: viaProxy.toString() }),
    });
    app.addHook("onClose", async () => app.database.close());
    await app.ready();
    const admin = await signUpAndSignIn(app, "admin@exemple.fr");
    ({ campaign } = await publishedCampaign(app, { memberEmail: "panne@asso.fr", adminCookie: admin }));
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await owner?.close();
  });

  it("answers 503 in French while the database is unreachable, then recovers", async () => {
    expect((await app.inject({ method: "GET", url: "/api/health" })).json()).toEqual({ status: "ok", database: "ok" });
    // The set-up's writes are announced over LISTEN/NOTIFY, and an announcement drops the copy it concerns: let a late
    // one (a loaded machine) arrive before the page is cached, or it would evict the copy the outage needs.
    await new Promise((r) => setTimeout(r, 2000));

    expect((await app.inject({ method: "GET", url: `/c/${campaign.public_slug}` })).statusCode).toBe(200);

    proxy.cut();
    const checkout = await app.inject({
      method: "POST",
      url: "/api/checkout",
      headers: { origin: "http://localhost:3000", "content-type": "application/json" },
      payload: JSON.stringify({
        campaign_id: campaign.id,
        cart: [{ id: "noir", quantity: 1 }],
        buyer_info: { buyer_name: "Panne", buyer_email: "panne@exemple.fr", delivery_mode: "pickup" },
      }),
    });
    expect(checkout.statusCode).toBe(503);
    expect(checkout.json().message).toBe("Le service est momentanément indisponible. Veuillez réessayer.");
    const health = await app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: "error", database: "unreachable" });
    // The campaign page is served from memory (decision 007): donors still read it; buying needs the database.
    expect((await app.inject({ method: "GET", url: `/c/${campaign.public_slug}` })).statusCode).toBe(200);
    const read = await app.inject({ method: "GET", url: "/api/campaigns/by-slug/quelconque" });
    expect(read.statusCode).toBe(503);
    expect(read.json()).toEqual({
      code: "DATABASE_UNAVAILABLE",
      message: "Le service est momentanément indisponible. Veuillez réessayer.",
    });

    proxy.restore();
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = (await app.inject({ method: "GET", url: "/api/health" })).statusCode;
      if (status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
    expect((await app.inject({ method: "GET", url: "/api/campaigns/by-slug/quelconque" })).statusCode).toBe(404);
  });
});

import { afterAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import { appWithAdminForFile, createTestApp, send } from "../../../tests/support/app";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { placeOrder } from "../../../tests/support/orders";
import { openEventStream } from "../../../tests/support/sse-client";
import { queueMail } from "../mail/outbox";
import { startMailWorker, MAIL_WORKER_JOB } from "../mail/worker";
import { expireStaleOrders } from "../payments/expire-stale";
import { createOrderDocuments } from "../receipts/order-documents";
import { countDatabaseError } from "../lib/metrics";
import { startMetricsServer } from "./metrics-server";
import { deliverStripeEvent, stripeEvent, stripePayments, stripeStandInForFile } from "../../../tests/support/stripe-app";

// decision 048: what Prometheus reads, each series seen moving with what it counts, on PGlite and on PostgreSQL.

const TOKEN = "metrics-token-metrics-token-0123456789";
const standIn = await stripeStandInForFile();
const { app, admin } = await appWithAdminForFile({ metrics: { host: "127.0.0.1", token: TOKEN } });
const { member, campaign } = await publishedCampaign(app, { memberEmail: "compteur@asso.fr", adminCookie: admin });

const authorised = { authorization: `Bearer ${TOKEN}` };
const scrape = async (target: App = app) => {
  const response = await target.inject({ method: "GET", url: "/metrics", headers: authorised });
  expect(response.statusCode).toBe(200);
  return response.body;
};

/** The value of one series in the Prometheus text format (labels in any order), or undefined when absent. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([label, value]) => `${label}="${value}"`);
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = match[2] ? match[2].split(/,(?=[a-z_]+=")/) : [];
    if (wanted.length === present.length && wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return undefined;
}

/** How much a series moved while `act` ran (absent counts as 0). */
async function moved(name: string, labels: Record<string, string>, act: () => Promise<unknown>): Promise<number> {
  const before = valueOf(await scrape(), name, labels) ?? 0;
  await act();
  return (valueOf(await scrape(), name, labels) ?? 0) - before;
}

describe("GET /metrics on the shop's port", () => {
  it("answers the shop's own 404 without the token, so that nobody learns it exists", async () => {
    const unknown = await app.inject({ method: "GET", url: "/nulle-part" });
    for (const headers of [
      {},
      { authorization: "Bearer nope" },
      { authorization: `Basic ${TOKEN}` },
      { authorization: `Bearer ${TOKEN}x` },
    ]) {
      const response = await app.inject({ method: "GET", url: "/metrics", headers });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(unknown.body);
    }
    const text = await scrape();
    // Node's own series, event loop delay among them, with the shop's prefix.
    expect(valueOf(text, "boutique_nodejs_eventloop_lag_p99_seconds")).toBeGreaterThanOrEqual(0);
  });

  it("times requests under their route's pattern, never their address", async () => {
    const labels = { method: "GET", route: "/api/campaigns/by-slug/:slug", status_class: "2xx" };
    const count = "boutique_http_request_duration_seconds_count";
    expect(await moved(count, labels, () => send(app, "GET", `/api/campaigns/by-slug/${campaign.public_slug}`))).toBe(1);
    const missing = { ...labels, status_class: "4xx" };
    expect(await moved(count, missing, () => send(app, "GET", "/api/campaigns/by-slug/personne-ici"))).toBe(1);
    const text = await scrape();
    expect(text).not.toContain(campaign.public_slug);
    expect(text).not.toContain("personne-ici");
    expect(text).not.toContain(campaign.id);
  });

  it("counts checkouts created, refused by reason and failed", async () => {
    const name = "boutique_checkouts_total";
    expect(
      await moved(name, { outcome: "created" }, () => placeOrder(app, campaign.id, [{ id: "noir", quantity: 1 }], { pay: false })),
    ).toBe(1);
    const unknownCampaign = () =>
      send(app, "POST", "/api/checkout", {
        body: {
          campaign_id: "00000000-0000-4000-8000-000000000000",
          cart: [{ id: "noir", quantity: 1 }],
          buyer_info: { buyer_name: "Anne", buyer_email: "anne@exemple.fr", delivery_mode: "pickup" },
        },
      });
    expect(await moved(name, { outcome: "refused", reason: "CAMPAIGN_NOT_FOUND" }, unknownCampaign)).toBe(1);
    const invalid = () => send(app, "POST", "/api/checkout", { body: { campaign_id: campaign.id, cart: [] } });
    expect(await moved(name, { outcome: "refused", reason: "VALIDATION" }, invalid)).toBe(1);
  });

  it("counts payments paid, failed, expired and refunded, once each", async () => {
    const name = "boutique_payments_total";
    let saleId = "";
    expect(
      await moved(name, { outcome: "paid" }, async () => {
        ({ saleId } = await placeOrder(app, campaign.id, [{ id: "noir", quantity: 2 }]));
        // The same confirmation again changes nothing, and counts nothing.
        await app.inject({ method: "POST", url: `/pay/simulated/${saleId}/confirm` });
      }),
    ).toBe(1);
    expect(
      await moved(name, { outcome: "failed" }, async () => {
        const unpaid = await placeOrder(app, campaign.id, [{ id: "noir", quantity: 1 }], { pay: false });
        await app.inject({ method: "POST", url: `/pay/simulated/${unpaid.saleId}/refuse` });
      }),
    ).toBe(1);
    expect(
      await moved(name, { outcome: "expired" }, async () => {
        await placeOrder(app, campaign.id, [{ id: "noir", quantity: 1 }], { pay: false });
        const ctx = {
          db: app.database.db,
          publicUrl: app.config.publicUrl,
          documents: createOrderDocuments(app.config),
          onMailQueued: () => {},
        };
        await expireStaleOrders(ctx, new Date(Date.now() + 3 * 60 * 60 * 1000));
      }),
    ).toBeGreaterThanOrEqual(1);
    const refund = () =>
      send(app, "POST", `/api/admin/orders/${saleId}/refunds`, {
        cookie: admin,
        body: { idempotency_key: "cle-metrique", kind: "full", reason: "Test" },
      });
    expect(await moved(name, { outcome: "refunded" }, refund)).toBe(1);
    expect(await moved(name, { outcome: "refunded" }, refund)).toBe(0);
  });

  it("measures how late the payment provider's events arrive", async () => {
    const stripeApp = await createTestApp({ ...stripePayments }, { stripeClient: standIn.client });
    afterAll(async () => stripeApp.close());
    const sum = async () => valueOf(await scrape(), "boutique_payment_webhook_delay_seconds_sum") ?? 0;
    const before = await sum();
    const count = "boutique_payment_webhook_delay_seconds_count";
    // An event Stripe made 90 s ago (a retry after an outage), of a kind the shop acknowledges and ignores.
    const late = { ...stripeEvent("customer.created", { id: "cus_test" }), created: Math.floor(Date.now() / 1000) - 90 };
    expect(await moved(count, {}, async () => expect((await deliverStripeEvent(stripeApp, late)).statusCode).toBe(200))).toBe(1);
    expect((await sum()) - before).toBeGreaterThanOrEqual(90);
    // A forged event is refused before it is measured.
    expect(await moved(count, {}, () => deliverStripeEvent(stripeApp, late, { secret: "whsec_autre" }))).toBe(0);
  });

  it("reads the outbox's depth and its oldest mail's age when scraped", async () => {
    const before = await scrape();
    await queueMail(app.database.db, { to: "file@exemple.fr", subject: "Test", text: "Bonjour" });
    const after = await scrape();
    expect(valueOf(after, "boutique_mail_outbox_pending")! - valueOf(before, "boutique_mail_outbox_pending")!).toBe(1);
    // The embedded mode sends nothing: the sign-ups' confirmations have waited since the file began.
    expect(valueOf(after, "boutique_mail_outbox_oldest_pending_age_seconds")).toBeGreaterThan(0);
  });

  it("counts the live streams open now", async () => {
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    const current = async () => valueOf(await scrape(), "boutique_live_streams") ?? 0;
    const before = await current();
    const stream = await openEventStream(`${base}/api/campaigns/${campaign.id}/raised/stream`);
    const sales = await openEventStream(`${base}/api/campaigns/${campaign.id}/sales/stream`, { cookie: member });
    expect(await current()).toBe(before + 2);
    stream.close();
    sales.close();
    const deadline = Date.now() + 5_000;
    while ((await current()) !== before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await current()).toBe(before);
  });

  it("shows the pool's connections on PostgreSQL only", async () => {
    const text = await scrape();
    const onPostgres = app.database.kind === "postgres";
    expect(valueOf(text, "boutique_database_pool_connections", { state: "total" }) !== undefined).toBe(onPostgres);
    expect(valueOf(text, "boutique_database_pool_waiting") !== undefined).toBe(onPostgres);
    if (onPostgres) expect(valueOf(text, "boutique_database_pool_connections", { state: "total" })).toBeGreaterThan(0);
  });

  it("dates each background job's last success, the mail worker's too", async () => {
    await app.backgroundJobsStarted();
    const name = "boutique_background_job_last_success_timestamp_seconds";
    const text = await scrape();
    for (const job of ["stale-order-sweep", "privacy-retention"]) {
      expect(valueOf(text, name, { job })).toBeGreaterThan(Date.now() / 1000 - 60);
    }
    const sent: unknown[] = [];
    const worker = startMailWorker({
      db: app.database.db,
      config: { ...app.config, mail: { transport: "smtp", url: "smtp://localhost:1", from: "test@exemple.fr" } },
      log: { info() {}, warn() {}, error() {} },
      transport: { sendMail: async (message) => void sent.push(message), close() {} },
    });
    const startedAt = Date.now() / 1000;
    await worker.drain();
    await worker.stop();
    expect(sent.length).toBeGreaterThan(0);
    expect(valueOf(await scrape(), name, { job: MAIL_WORKER_JOB })).toBeGreaterThanOrEqual(Math.floor(startedAt));
  });

  it("counts query timeouts and unreachable databases", async () => {
    const timeouts = "boutique_database_query_timeouts_total";
    const timeout = Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" });
    expect(await moved(timeouts, {}, async () => countDatabaseError(new Error("Failed query", { cause: timeout })))).toBe(1);
    const unreachable = Object.assign(new Error("connect"), { code: "ECONNREFUSED" });
    expect(await moved("boutique_database_errors_total", { kind: "query" }, async () => countDatabaseError(unreachable))).toBe(1);
  });
});

describe("METRICS_PORT", () => {
  it("serves the same series on a port of its own, without the token", async () => {
    const server = await startMetricsServer(app.metrics!, { host: "127.0.0.1", port: 0 });
    afterAll(async () => server.close());
    const response = await fetch(`http://127.0.0.1:${server.port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toContain("boutique_http_request_duration_seconds_count");
    expect(text).toContain("boutique_mail_outbox_pending");
    expect((await fetch(`http://127.0.0.1:${server.port}/autre`)).status).toBe(404);
  });

  it("is off, with no route, when neither the port nor the token is set", async () => {
    const plain = await createTestApp();
    afterAll(async () => plain.close());
    expect(plain.metrics).toBeNull();
    expect(plain.routeTable.some((route) => route.url === "/metrics")).toBe(false);
  });
});

import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { testConfig } from "../../../tests/support/config";
import { processedPaymentEvents, sales } from "../db/schema";
import { appForFile, send } from "../../../tests/support/app";
import { creationForm, memberWithAssociation } from "../../../tests/support/campaigns";
import { expireStaleOrders, PENDING_ORDER_LIFETIME_MS } from "./expire-stale";
import { createOrderDocuments } from "../receipts/order-documents";
import { CHECKOUT_SESSION_LIFETIME_SECONDS } from "./stripe-provider";
import { stripePayments, stripeStandInForFile } from "../../../tests/support/stripe-app";

// The sales are written straight to the database: a crash between storing a sale and opening its Checkout
// Session can't be staged through the API, and the rows are what the sweep reads.

const HOURS = 60 * 60 * 1000;

const standIn = await stripeStandInForFile();
const app = await appForFile(stripePayments, { stripeClient: standIn.client });
let campaign: { id: string; association_id: string };

beforeAll(async () => {
  const { cookie: member, associationId } = await memberWithAssociation(app, "tresoriere@exemple.fr");
  const created = await send(app, "POST", `/api/associations/${associationId}/campaigns`, { cookie: member, body: creationForm });
  expect(created.statusCode).toBe(201);
  campaign = { id: created.json().campaign.id, association_id: associationId };
});

// "test": the simulated provider's former name, still in databases written before migration 0005.
type Seed = { provider: "stripe" | "simulated" | "test"; session?: string; ageMs: number; status?: string };

async function insertSale({ provider, session, ageMs, status = "pending" }: Seed): Promise<string> {
  const id = randomUUID();
  await app.database.db.insert(sales).values({
    id,
    order_reference: `BS-${id.slice(0, 8).toUpperCase()}`,
    campaign_id: campaign.id,
    association_id: campaign.association_id,
    amount_total: "8.00",
    status,
    customer_name: "Marie",
    customer_email: "marie@exemple.fr",
    items: [{ product_id: "noir", name: "Chocolat Noir", unit_price_eur: "8.00", quantity: 1 }],
    bars_count: 1,
    payment_provider: provider,
    payment_session_id: session ?? null,
    created_at: new Date(Date.now() - ageMs),
  });
  return id;
}

async function statusOf(ids: Record<string, string>): Promise<Record<string, string>> {
  const rows = await app.database.db
    .select({ id: sales.id, status: sales.status })
    .from(sales)
    .where(inArray(sales.id, Object.values(ids)));
  const byId = new Map(rows.map((r) => [r.id, r.status]));
  return Object.fromEntries(Object.entries(ids).map(([name, id]) => [name, byId.get(id)!]));
}

const ctx = () => ({
  db: app.database.db,
  publicUrl: "http://localhost:3000",
  documents: createOrderDocuments(app.config),
  onMailQueued: () => {},
});

describe("stale order sweep", () => {
  it("outlives a Stripe Checkout Session, so an unrecorded session can't be paid after its sale expired", () => {
    expect(PENDING_ORDER_LIFETIME_MS).toBeGreaterThan(CHECKOUT_SESSION_LIFETIME_SECONDS * 1000);
  });

  it("expires a Stripe sale a crash left without a session, once, and leaves Stripe's own sessions to its webhook", async () => {
    const ids = {
      orphan: await insertSale({ provider: "stripe", ageMs: 3 * HOURS }),
      recentOrphan: await insertSale({ provider: "stripe", ageMs: 10 * 60 * 1000 }),
      withSession: await insertSale({ provider: "stripe", session: `cs_test_${randomUUID()}`, ageMs: 30 * HOURS }),
      paidOrphan: await insertSale({ provider: "stripe", ageMs: 3 * HOURS, status: "paid" }),
      simulatedOrder: await insertSale({ provider: "simulated", session: `simulated_${randomUUID()}`, ageMs: 3 * HOURS }),
    };
    expect(await expireStaleOrders(ctx())).toBe(2);
    expect(await statusOf(ids)).toEqual({
      orphan: "expired",
      recentOrphan: "pending",
      withSession: "pending",
      paidOrphan: "paid",
      simulatedOrder: "expired",
    });
    // One-way and idempotent: a second sweep finds nothing, and a late payment can't revive the sale.
    expect(await expireStaleOrders(ctx())).toBe(0);
    // Same lifetime rule for every provider: the recent orphan goes once it is two hours old.
    expect(await expireStaleOrders(ctx(), new Date(Date.now() + 2 * HOURS))).toBe(1);
    expect((await statusOf(ids)).recentOrphan).toBe("expired");
    expect((await statusOf(ids)).withSession).toBe("pending");
  });

  it("runs in an app using Stripe, from its start", async () => {
    const orphan = await insertSale({ provider: "stripe", ageMs: 3 * HOURS });
    const withSession = await insertSale({ provider: "stripe", session: `cs_test_${randomUUID()}`, ageMs: 3 * HOURS });
    // A second server on the same database, like the one restarted after the crash.
    const restarted = await buildApp(testConfig(stripePayments), { database: app.database, stripeClient: standIn.client });
    try {
      await restarted.ready();
      await expect.poll(async () => (await statusOf({ orphan })).orphan, { timeout: 10_000 }).toBe("expired");
    } finally {
      await restarted.close();
    }
    const [row] = await app.database.db.select({ status: sales.status }).from(sales).where(eq(sales.id, withSession));
    expect(row.status).toBe("pending");
  });

  it("still expires the orders stored under the simulated provider's former name, once migration 0005 renamed them", async () => {
    const pending = await insertSale({ provider: "test", session: `test_${randomUUID()}`, ageMs: 3 * HOURS });
    const paid = await insertSale({ provider: "test", ageMs: 3 * HOURS, status: "paid" });
    await app.database.db
      .insert(processedPaymentEvents)
      .values({ event_id: `test_confirm_${paid}`, provider: "test", type: "confirm", sale_id: paid });
    // The test database is already migrated: this replays the migration over the rows a former server wrote.
    const migration = readFileSync(path.join(import.meta.dirname, "../db/migrations/0005_simulated-payment-provider.sql"), "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) await app.database.db.execute(sql.raw(statement));

    const rows = await app.database.db
      .select({ id: sales.id, provider: sales.payment_provider, session: sales.payment_session_id })
      .from(sales)
      .where(inArray(sales.id, [pending, paid]));
    expect(rows.find((r) => r.id === pending)).toMatchObject({
      provider: "simulated",
      session: expect.stringMatching(/^simulated_[0-9a-f-]{36}$/),
    });
    expect(rows.find((r) => r.id === paid)).toMatchObject({ provider: "simulated", session: null });
    const events = await app.database.db.select().from(processedPaymentEvents).where(eq(processedPaymentEvents.sale_id, paid));
    expect(events).toMatchObject([{ event_id: `simulated_confirm_${paid}`, provider: "simulated" }]);
    expect(await expireStaleOrders(ctx())).toBe(1);
    expect(await statusOf({ pending, paid })).toEqual({ pending: "expired", paid: "paid" });
  });
});

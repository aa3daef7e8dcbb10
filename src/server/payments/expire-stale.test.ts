import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../app";
import { testConfig } from "../config";
import { sales } from "../db/schema";
import { createTestApp, send, signUpAndSignIn } from "../../../tests/support/app";
import { creationForm } from "../../../tests/support/campaigns";
import { expireStaleOrders, PENDING_ORDER_LIFETIME_MS } from "./expire-stale";
import { CHECKOUT_SESSION_LIFETIME_SECONDS } from "./stripe-provider";
import { startStripeStandIn, type StripeStandIn } from "../../../tests/support/stripe-stand-in";

// The sales are written straight to the database: a crash between storing a sale and opening its Checkout
// Session can't be staged through the API, and the rows are what the sweep reads.

const stripeConfig = { payments: { provider: "stripe" as const, secretKey: "sk_test_x", webhookSecret: "whsec_test" } };
const HOURS = 60 * 60 * 1000;

let standIn: StripeStandIn;
let app: App;
let campaign: { id: string; association_id: string };

beforeAll(async () => {
  standIn = await startStripeStandIn();
  app = await createTestApp(stripeConfig, { stripeClient: standIn.client });
  const member = await signUpAndSignIn(app, "tresoriere@exemple.fr");
  const associationId = (await send(app, "GET", "/api/me", { cookie: member })).json().memberships[0].association_id;
  const created = await send(app, "POST", `/api/associations/${associationId}/campaigns`, { cookie: member, body: creationForm });
  expect(created.statusCode).toBe(201);
  campaign = { id: created.json().campaign.id, association_id: associationId };
});
afterAll(async () => {
  await app?.close();
  await standIn?.close();
});

type Seed = { provider: "stripe" | "test"; session?: string; ageMs: number; status?: string };

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

const ctx = () => ({ db: app.database.db, publicUrl: "http://localhost:3000", onMailQueued: () => {} });

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
      testOrder: await insertSale({ provider: "test", session: `test_${randomUUID()}`, ageMs: 3 * HOURS }),
    };
    expect(await expireStaleOrders(ctx())).toBe(2);
    expect(await statusOf(ids)).toEqual({
      orphan: "expired",
      recentOrphan: "pending",
      withSession: "pending",
      paidOrphan: "paid",
      testOrder: "expired",
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
    const restarted = await buildApp(testConfig(stripeConfig), { database: app.database, stripeClient: standIn.client });
    try {
      await restarted.ready();
      await expect.poll(async () => (await statusOf({ orphan })).orphan, { timeout: 10_000 }).toBe("expired");
    } finally {
      await restarted.close();
    }
    const [row] = await app.database.db.select({ status: sales.status }).from(sales).where(eq(sales.id, withSession));
    expect(row.status).toBe("pending");
  });
});

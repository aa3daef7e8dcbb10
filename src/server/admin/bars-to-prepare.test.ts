import { readFileSync, readdirSync } from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appWithAdminForFile, send } from "../../../tests/support/app";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { placeOrder } from "../../../tests/support/orders";
import { settledSaleStatuses } from "../../shared/order-status";
import { selectRows } from "../db/raw-rows";

// The bars to make are kept by the database (migration 0017, decision 021). Whatever changes an order, the kept sums
// must equal the sums computed from scratch over the orders and their refunds.

const { app, admin } = await appWithAdminForFile();
const campaignId = (await publishedCampaign(app, { memberEmail: "ecole@exemple.fr", adminCookie: admin })).campaign.id;

type Row = { product_id: string; delivery_mode: string; bars: number };
const sorted = (rows: Row[]) =>
  rows
    .map((r) => ({ ...r, bars: Number(r.bars) }))
    .sort((a, b) => `${a.product_id}${a.delivery_mode}`.localeCompare(`${b.product_id}${b.delivery_mode}`));

const kept = async () =>
  sorted(
    await selectRows<Row>(
      app.database.db,
      sql`select product_id, delivery_mode, bars from bars_to_prepare where campaign_id = ${campaignId} and bars <> 0`,
    ),
  );

const fromScratch = async () =>
  sorted(
    await selectRows<Row>(
      app.database.db,
      sql`
      select product_id, delivery_mode, sum(bars)::int as bars from (
        select l.product_id, s.delivery_mode,
               l.quantity - coalesce((select sum(rl.quantity) from refunds rf
                                       cross join lateral jsonb_to_recordset(rf.lines) rl(product_id text, quantity int)
                                      where rf.sale_id = s.id and rf.status = 'succeeded' and rl.product_id = l.product_id), 0) as bars
          from sales s cross join lateral jsonb_to_recordset(s.items) l(product_id text, quantity int)
         where s.campaign_id = ${campaignId} and s.fulfilment_status = 'to_prepare'
           and s.status in ('paid', 'complete', 'partially_refunded') and l.product_id <> 'don') t
       group by product_id, delivery_mode having sum(bars) <> 0`,
    ),
  );

const expectKeptSums = async (expected: Row[]) => {
  expect(await kept()).toEqual(sorted(expected));
  expect(await fromScratch()).toEqual(sorted(expected));
};

describe("the bars to make, kept by the database", () => {
  it("follows payments, refunds of lines, whole refunds, shipping and delivery to the association", async () => {
    const anne = await placeOrder(app, campaignId, [
      { id: "noir", quantity: 2 },
      { id: "blanc", quantity: 1 },
    ]);
    await placeOrder(app, campaignId, [{ id: "noir", quantity: 5 }], { pay: false });
    const home = await placeOrder(app, campaignId, [{ id: "praline", quantity: 4 }], { home: true, donationEur: 5 });
    await expectKeptSums([
      { product_id: "blanc", delivery_mode: "pickup", bars: 1 },
      { product_id: "noir", delivery_mode: "pickup", bars: 2 },
      { product_id: "praline", delivery_mode: "home_delivery", bars: 4 },
    ]);

    const refund = (saleId: string, body: object) => send(app, "POST", `/api/admin/orders/${saleId}/refunds`, { cookie: admin, body });
    expect(
      (await refund(home.saleId, { kind: "lines", lines: [{ product_id: "praline", quantity: 1 }], idempotency_key: "bars-to-make-1" }))
        .statusCode,
    ).toBe(201);
    expect((await refund(anne.saleId, { kind: "full", idempotency_key: "bars-to-make-2" })).statusCode).toBe(201);
    await expectKeptSums([{ product_id: "praline", delivery_mode: "home_delivery", bars: 3 }]);

    const later = await placeOrder(app, campaignId, [{ id: "blanc", quantity: 3 }]);
    const shipped = await send(app, "POST", "/api/admin/orders/ship", {
      cookie: admin,
      body: { parcels: [{ sale_id: home.saleId, carrier: "La Poste Colissimo", tracking_number: "6A000000001" }] },
    });
    expect(shipped.json().changed).toBe(1);
    await expectKeptSums([{ product_id: "blanc", delivery_mode: "pickup", bars: 3 }]);

    const delivered = await send(app, "POST", `/api/admin/campaigns/${campaignId}/deliver-pickups`, { cookie: admin, body: {} });
    expect(delivered.json().changed).toBe(1);
    await expectKeptSums([]);
    expect(later.saleId).toBeTruthy();
  });

  it("comes out the same whichever a transaction writes first, the refund or the order's status", async () => {
    const first = await placeOrder(app, campaignId, [{ id: "noir", quantity: 3 }]);
    const second = await placeOrder(app, campaignId, [{ id: "noir", quantity: 3 }]);
    const db = app.database.db;
    const refundOf = (saleId: string, key: string) => sql`
      insert into refunds (sale_id, amount_cents, bars, lines, status, provider, idempotency_key)
      values (${saleId}, 800, 1, '[{"product_id": "noir", "quantity": 1}]'::jsonb, 'succeeded', 'simulated', ${key})`;
    const partlyRefunded = (saleId: string) =>
      sql`update sales set status = 'partially_refunded', refunded_cents = 800 where id = ${saleId}`;

    await db.transaction(async (tx) => {
      await tx.execute(refundOf(first.saleId, "order-a"));
      await tx.execute(partlyRefunded(first.saleId));
    });
    await db.transaction(async (tx) => {
      await tx.execute(partlyRefunded(second.saleId));
      await tx.execute(refundOf(second.saleId, "order-b"));
    });
    await expectKeptSums([{ product_id: "noir", delivery_mode: "pickup", bars: 4 }]);

    // A whole refund: the order leaves the sums, its earlier refund with it, in both orders of writes.
    const wholly = (saleId: string) => sql`update sales set status = 'refunded', refunded_cents = 2400 where id = ${saleId}`;
    const rest = (saleId: string, key: string) => sql`
      insert into refunds (sale_id, amount_cents, bars, lines, status, provider, idempotency_key)
      values (${saleId}, 1600, 2, '[{"product_id": "noir", "quantity": 2}]'::jsonb, 'succeeded', 'simulated', ${key})`;
    await db.transaction(async (tx) => {
      await tx.execute(rest(first.saleId, "order-a-rest"));
      await tx.execute(wholly(first.saleId));
    });
    await expectKeptSums([{ product_id: "noir", delivery_mode: "pickup", bars: 2 }]);
    await db.transaction(async (tx) => {
      await tx.execute(wholly(second.saleId));
      await tx.execute(rest(second.saleId, "order-b-rest"));
    });
    await expectKeptSums([]);
  });

  it("follows a change of lines and a deleted order", async () => {
    const order = await placeOrder(app, campaignId, [{ id: "praline", quantity: 2 }]);
    const db = app.database.db;
    await db.execute(sql`update sales set items = '[{"product_id": "praline", "name": "Chocolat Amandes", "quantity": 5, "unit_price": 9}]'::jsonb
                          where id = ${order.saleId}`);
    await expectKeptSums([{ product_id: "praline", delivery_mode: "pickup", bars: 5 }]);
    await db.execute(sql`delete from order_events where sale_id = ${order.saleId}`);
    await db.execute(sql`delete from sales where id = ${order.saleId}`);
    await expectKeptSums([]);
  });

  it("counts the statuses the application counts as paid", () => {
    const migration = readdirSync(new URL("../db/migrations/", import.meta.url)).find((name) => name.startsWith("0017_"));
    const text = readFileSync(new URL(`../db/migrations/${migration}`, import.meta.url), "utf8");
    const literal = `IN (${settledSaleStatuses.map((status) => `'${status}'`).join(", ")})`;
    const lists = (text.match(/IN \('[^)]*\)/g) ?? []).filter((list) => list.includes("'paid'"));
    expect(lists.length).toBeGreaterThan(4);
    expect(new Set(lists)).toEqual(new Set([literal]));
  });
});

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { appWithAdminForFile, send, signUpAndSignIn } from "../../../tests/support/app";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { placeOrder } from "../../../tests/support/orders";
import type { AdminOrderRow } from "../../shared/admin-order-responses";
import { sales } from "../db/schema";

// docs/product.md#orders: every order across campaigns for the workshop, filtered, searched, paged and exported.

const orders: Record<string, { saleId: string; reference: string; email: string }> = {};

const list = async (query: string) => {
  const answer = await send(app, "GET", `/api/admin/orders?${query}`, { cookie: admin });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { orders: AdminOrderRow[]; next_cursor: string | null };
};
const ids = (page: { orders: AdminOrderRow[] }) => page.orders.map((o) => o.id);

const { app, admin } = await appWithAdminForFile();
const judo = (await publishedCampaign(app, { memberEmail: "judo@exemple.fr", adminCookie: admin, form: { association_name: "Judo Club" } }))
  .campaign;
const chorale = (
  await publishedCampaign(app, { memberEmail: "chorale@exemple.fr", adminCookie: admin, form: { association_name: "Chorale" } })
).campaign;
beforeAll(async () => {
  orders.anne = await placeOrder(app, judo.id, [{ id: "noir", quantity: 2 }], { name: "Anne Le Roux" });
  orders.bruno = await placeOrder(app, judo.id, [{ id: "blanc", quantity: 1 }], { name: "Bruno Caradec", home: true });
  orders.carla = await placeOrder(app, chorale.id, [{ id: "noir", quantity: 1 }], { name: "Carla 100%_Vrai", pay: false });
  // Paris days: 23:30 on 1 December in Paris is 22:30 UTC; 00:30 on 2 December is 23:30 UTC on the 1st.
  await app.database.db
    .update(sales)
    .set({ created_at: new Date("2026-12-01T22:30:00Z") })
    .where(eq(sales.id, orders.anne.saleId));
  await app.database.db
    .update(sales)
    .set({ created_at: new Date("2026-12-01T23:30:00Z") })
    .where(eq(sales.id, orders.bruno.saleId));
  await app.database.db
    .update(sales)
    .set({ created_at: new Date("2026-12-03T09:00:00Z") })
    .where(eq(sales.id, orders.carla.saleId));
});

describe("GET /api/admin/orders", () => {
  it("lists every campaign's orders newest first, with their campaign and both statuses", async () => {
    const page = await list("");
    expect(ids(page)).toEqual([orders.carla.saleId, orders.bruno.saleId, orders.anne.saleId]);
    expect(page.orders[1]).toMatchObject({
      campaign_name: "Judo Club",
      customer_name: "Bruno Caradec",
      amount_total_cents: 700 + 390,
      status: "paid",
      fulfilment_status: "to_prepare",
      delivery_mode: "home_delivery",
      delivery_city: "Vannes",
    });
  });

  it("filters by campaign, payment, fulfilment, delivery mode and Paris days", async () => {
    expect(ids(await list(`campaign_id=${chorale.id}`))).toEqual([orders.carla.saleId]);
    expect(ids(await list("payment_status=pending"))).toEqual([orders.carla.saleId]);
    expect(ids(await list("payment_status=paid&delivery_mode=pickup"))).toEqual([orders.anne.saleId]);
    expect(ids(await list("fulfilment_status=shipped"))).toEqual([]);
    expect(ids(await list("from=2026-12-01&to=2026-12-01"))).toEqual([orders.anne.saleId]);
    expect(ids(await list("from=2026-12-02&to=2026-12-02"))).toEqual([orders.bruno.saleId]);
    expect(ids(await list("from=2026-12-02"))).toEqual([orders.carla.saleId, orders.bruno.saleId]);
    const bad = await send(app, "GET", "/api/admin/orders?payment_status=perdu", { cookie: admin });
    expect([bad.statusCode, bad.json().message]).toEqual([400, "Statut de paiement inconnu"]);
  });

  it("finds an order by the start of its reference, or a part of the buyer's name or e-mail, case aside", async () => {
    expect(ids(await list(`q=${orders.anne.reference.slice(0, 7).toLowerCase()}`))).toContain(orders.anne.saleId);
    expect(ids(await list(`q=${orders.anne.reference}`))).toEqual([orders.anne.saleId]);
    expect(ids(await list("q=caradec"))).toEqual([orders.bruno.saleId]);
    expect(ids(await list(`q=${encodeURIComponent(orders.anne.email.toUpperCase())}`))).toEqual([orders.anne.saleId]);
    // '%' and '_' are letters there, not patterns.
    expect(ids(await list(`q=${encodeURIComponent("100%_")}`))).toEqual([orders.carla.saleId]);
    expect(ids(await list(`q=${encodeURIComponent("%")}`))).toEqual([orders.carla.saleId]);
  });

  it("pages by keyset without a gap or a repeat", async () => {
    const first = await list("limit=2");
    expect(first.orders).toHaveLength(2);
    const second = await list(`limit=2&cursor=${first.next_cursor}`);
    expect(second.next_cursor).toBeNull();
    expect([...ids(first), ...ids(second)]).toEqual(ids(await list("")));
  });
});

describe("GET /api/admin/orders.csv", () => {
  it("exports the filtered list for Excel in French", async () => {
    const csv = await send(app, "GET", "/api/admin/orders.csv?campaign_id=" + judo.id, { cookie: admin });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toMatch(/^attachment; filename="commandes-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...records] = csv.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(header.split(";")[0]).toBe('"Date"');
    expect(records).toHaveLength(2);
    expect(records[0]).toContain('"Bruno Caradec"');
    expect(records[0]).toContain('"10,90"');
    expect(records[0]).toContain('"Payé";"En ligne";"Carte";"";"À préparer";"Livraison à domicile"');
  });
});

describe("GET /api/admin/orders/:id", () => {
  it("gives the order's lines, buyer, payment and its history with who made each change", async () => {
    await send(app, "POST", "/api/admin/orders/ship", {
      cookie: admin,
      body: { parcels: [{ sale_id: orders.bruno.saleId, carrier: "Chronopost", tracking_number: "XR123" }] },
    });
    const detail = (await send(app, "GET", `/api/admin/orders/${orders.bruno.saleId}`, { cookie: admin })).json();
    expect(detail.order).toMatchObject({
      order_reference: orders.bruno.reference,
      delivery_address: "1 rue Haute",
      delivery_fee_cents: 390,
      carrier: "Chronopost",
      tracking_number: "XR123",
      refundable_cents: 1090,
      payment_provider: "simulated",
    });
    expect(detail.order.items).toEqual([expect.objectContaining({ product_id: "blanc", quantity: 1 })]);
    expect(
      detail.history.map((e: { axis: string; to_state: string; actor_email: string | null }) => [e.axis, e.to_state, e.actor_email]),
    ).toEqual([
      ["payment", "paid", null],
      ["fulfilment", "shipped", "admin@exemple.fr"],
    ]);
    expect(detail.history[0].payment_event_id).toBe(`simulated_confirm_${orders.bruno.saleId}`);
    expect(detail.refunds).toEqual([]);
    expect((await send(app, "GET", "/api/admin/orders/00000000-0000-4000-8000-000000000000", { cookie: admin })).statusCode).toBe(404);
  });

  it("is the administrators' alone", async () => {
    const member = await signUpAndSignIn(app, "curieuse@exemple.fr");
    for (const url of ["/api/admin/orders", "/api/admin/orders.csv", `/api/admin/orders/${orders.anne.saleId}`]) {
      expect((await send(app, "GET", url, { cookie: member })).statusCode).toBe(403);
    }
  });
});

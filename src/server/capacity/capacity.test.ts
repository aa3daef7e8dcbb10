import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appWithAdminForFile, outboxMailsTo, send } from "../../../tests/support/app";
import { campaignDates } from "../../../tests/support/campaign-dates";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { saleRow } from "../../../tests/support/orders";
import { capacityCounters, sales } from "../db/schema";
import { expireStaleOrders } from "../payments/expire-stale";
import { createOrderDocuments } from "../receipts/order-documents";
import { HOLD_LIFETIME_MS } from "./hold";

// docs/product.md#capacity-and-holds: the workshop's weeks, the bars a checkout holds while its buyer pays, paper
// orders, late payments (decision 051), through the API as buyers, members and administrators use it.

const { app, admin } = await appWithAdminForFile();
// Distribution on Thursday 17 December 2026: its bars are made the week of Monday 7 December.
const { campaign, member } = await publishedCampaign(app, { memberEmail: "capacite@exemple.fr", adminCookie: admin, form: campaignDates });
const WEEK = "2026-12-07";

const buyer = { buyer_name: "Jeanne Le Goff", buyer_email: "jeanne@exemple.fr", delivery_mode: "pickup" as const };
const checkout = (noir: number, email = "jeanne@exemple.fr") =>
  send(app, "POST", "/api/checkout", {
    body: { campaign_id: campaign.id, cart: [{ id: "noir", quantity: noir }], buyer_info: { ...buyer, buyer_email: email } },
  });
const pay = (saleId: string) => app.inject({ method: "POST", url: `/pay/simulated/${saleId}/confirm` });
const setWeek = (week: string, capacities: { product_id: string; capacity: number | null }[]) =>
  send(app, "PUT", `/api/admin/capacity/weeks/${week}`, { cookie: admin, body: { capacities } });
const paperOrder = (noir: number) =>
  send(app, "POST", `/api/campaigns/${campaign.id}/paper-orders`, {
    cookie: member,
    body: { buyer_name: "Mamie Le Goff", lines: [{ id: "noir", quantity: noir }], payment_method: "cash", idempotency_key: randomUUID() },
  });
const noir = async () => {
  const [row] = await app.database.db.select().from(capacityCounters).where(eq(capacityCounters.week, WEEK));
  return row ? { capacity: row.capacity, held: row.held, sold: row.sold } : null;
};
const settlement = {
  db: app.database.db,
  publicUrl: "http://localhost:3000",
  documents: createOrderDocuments(app.config),
  onMailQueued: () => {},
};
const sweep = (afterMs: number) => expireStaleOrders(settlement, new Date(Date.now() + afterMs));

describe("the workshop's weekly capacity", () => {
  it("lets an administrator set a week, shows it with what is held, sold and left, and refuses a day that is no Monday", async () => {
    expect((await setWeek(WEEK, [{ product_id: "noir", capacity: 10 }])).json().products[0]).toMatchObject({
      product_id: "noir",
      capacity: 10,
      held: 0,
      sold: 0,
      left: 10,
    });
    const notMonday = await setWeek("2026-12-08", [{ product_id: "noir", capacity: 10 }]);
    expect(notMonday.statusCode).toBe(400);
    expect(notMonday.json().message).toContain("lundi");
    const overview = (await send(app, "GET", `/api/admin/capacity?from=2026-12-09`, { cookie: admin })).json();
    expect(overview.from).toBe(WEEK);
    expect(overview.weeks.map((w: { week: string }) => w.week).slice(0, 2)).toEqual([WEEK, "2026-12-14"]);
    expect(overview.weeks[0].products.find((p: { product_id: string }) => p.product_id === "noir")).toMatchObject({ left: 10 });
    expect(overview.weeks[1].products[0]).toMatchObject({ capacity: null, left: null });
  });

  it("holds a checkout's bars, refuses what goes beyond with the product and what is left, and sells them once paid", async () => {
    const first = await checkout(7);
    expect(first.statusCode).toBe(200);
    expect(await noir()).toEqual({ capacity: 10, held: 7, sold: 0 });

    const refused = await checkout(4, "trop@exemple.fr");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "CAPACITY_FULL",
      message: "Il ne reste que 3 tablettes « Chocolat Noir » pour la distribution du 17 décembre. Réduisez la quantité pour commander.",
    });
    expect(await app.database.db.select().from(sales).where(eq(sales.customer_email, "trop@exemple.fr"))).toEqual([]);

    expect((await pay(first.json().sale_id)).statusCode).toBeLessThan(400);
    await pay(first.json().sale_id); // a second confirmation moves nothing
    expect(await noir()).toEqual({ capacity: 10, held: 0, sold: 7 });
  });

  it("gives an expired hold's bars back, and honours a late payment within the margin", async () => {
    const held = (await checkout(3, "tard@exemple.fr")).json();
    expect(await noir()).toMatchObject({ held: 3, sold: 7 });
    expect(await sweep(HOLD_LIFETIME_MS - 60_000)).toBe(0);
    expect(await sweep(HOLD_LIFETIME_MS + 60_000)).toBe(1);
    expect((await saleRow(app, held.sale_id)).status).toBe("expired");
    expect(await noir()).toMatchObject({ held: 0, sold: 7 });

    // Meanwhile another buyer takes the 3 bars; the late payment still counts, 3 bars over (the margin is 5).
    const other = (await checkout(3, "autre@exemple.fr")).json();
    await pay(other.sale_id);
    await pay(held.sale_id);
    expect((await saleRow(app, held.sale_id)).status).toBe("paid");
    expect(await noir()).toEqual({ capacity: 10, held: 0, sold: 13 });
    expect(await outboxMailsTo(app, "tard@exemple.fr")).toHaveLength(1);
  });

  it("refunds a late payment past the margin, its bars never counted", async () => {
    await setWeek(WEEK, [{ product_id: "noir", capacity: 40 }]);
    const late = (await checkout(10, "hors-marge@exemple.fr")).json();
    await sweep(HOLD_LIFETIME_MS + 60_000);
    await pay((await checkout(27, "avant@exemple.fr")).json().sale_id);
    expect(await noir()).toEqual({ capacity: 40, held: 0, sold: 40 });

    await pay(late.sale_id);
    const sale = await saleRow(app, late.sale_id);
    expect(sale).toMatchObject({ status: "refunded", capacity_hold: "released", refunded_cents: 8000 });
    expect(await noir()).toEqual({ capacity: 40, held: 0, sold: 40 });
    const subjects = (await outboxMailsTo(app, "hors-marge@exemple.fr")).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining(["Votre commande n'a pas pu être retenue - Boutique Solidaire", "Votre remboursement - Boutique Solidaire"]),
    );
    await pay(late.sale_id); // confirmed again: nothing more moves
    expect((await saleRow(app, late.sale_id)).refunded_cents).toBe(8000);
  });

  it("counts paper orders at once, refuses them the same way, and gives a cancelled one's bars back", async () => {
    await setWeek(WEEK, [{ product_id: "noir", capacity: 45 }]);
    const recorded = await paperOrder(3);
    expect(recorded.statusCode).toBe(201);
    expect(await noir()).toMatchObject({ sold: 43 });
    const refused = await paperOrder(3);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Il ne reste que 2 tablettes « Chocolat Noir » pour la distribution du 17 décembre. Réduisez la quantité pour commander.",
    );
    const saleId = recorded.json().order.id;
    const cancelled = await send(app, "POST", `/api/campaigns/${campaign.id}/paper-orders/${saleId}/cancel`, {
      cookie: member,
      body: { reason: "Erreur de saisie" },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await noir()).toMatchObject({ sold: 40 });
  });

  it("refuses to set a week below what its orders took, naming the product", async () => {
    const lowered = await setWeek(WEEK, [{ product_id: "noir", capacity: 39 }]);
    expect(lowered.statusCode).toBe(409);
    expect(lowered.json()).toMatchObject({ code: "CAPACITY_BELOW_USED", field: "noir" });
    expect(lowered.json().message).toContain("40 tablettes « Chocolat Noir »");
    expect(await noir()).toMatchObject({ capacity: 45 });
  });

  it("tells the campaign page what is left per product, with a ready note, apart from the cached campaign", async () => {
    await setWeek(WEEK, [
      { product_id: "noir", capacity: 40 },
      { product_id: "blanc", capacity: 50 },
    ]);
    await setWeek("2026-11-23", [{ product_id: "praline", capacity: 0 }]);
    await setWeek("2026-11-30", [{ product_id: "praline", capacity: 0 }]);
    const response = await send(app, "GET", `/api/campaigns/by-slug/${campaign.public_slug}/availability`);
    expect(response.headers["cache-control"]).toBe("public, max-age=5");
    const { pickup, home_delivery } = response.json();
    expect(pickup.find((p: { product_id: string }) => p.product_id === "noir")).toEqual({
      product_id: "noir",
      week: WEEK,
      left: 0,
      note: "Épuisé pour la distribution du 17 décembre",
    });
    expect(pickup.find((p: { product_id: string }) => p.product_id === "blanc")).toMatchObject({ left: 50, note: null });
    expect(home_delivery.find((p: { product_id: string }) => p.product_id === "praline")).toEqual({
      product_id: "praline",
      week: WEEK,
      left: null,
      note: "Prochaine livraison possible : semaine du 14 décembre",
    });

    const christmas = await send(app, "PUT", "/api/admin/capacity/christmas", { cookie: admin, body: { last_order_date: "2026-11-20" } });
    expect(christmas.json()).toEqual({ christmas_last_order_date: "2026-11-20" });
    const after = (await send(app, "GET", `/api/campaigns/by-slug/${campaign.public_slug}/availability`)).json();
    expect(after.home_delivery.find((p: { product_id: string }) => p.product_id === "blanc").note).toBe(
      "Livraison après Noël : semaine du 28 décembre",
    );
  });
});

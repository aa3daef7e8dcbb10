import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appWithAdminForFile, outboxMailsTo, send } from "../../../tests/support/app";
import { refundRowsOf, saleRow } from "../../../tests/support/orders";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { orderEvents } from "../db/schema";

// Refunds with the embedded simulated provider (docs/product.md#refunds): what the route answers, what it refuses,
// and that every total (amount raised, drawer, CSV) follows.

let buyers = 0;

const { app, admin } = await appWithAdminForFile();
const { member, associationId, campaign } = await publishedCampaign(app, { memberEmail: "responsable@exemple.fr", adminCookie: admin });

/** A paid order: noir at 8,00 €, blanc at 7,00 €, home delivery 3,90 €. */
async function paidOrder(cart: { id: string; quantity: number }[], options: { home?: boolean; pay?: boolean } = {}) {
  const email = `acheteur${++buyers}@exemple.fr`;
  const buyer_info = options.home
    ? {
        buyer_name: "Marie",
        buyer_email: email,
        delivery_mode: "home_delivery",
        delivery_address: "1 rue Haute",
        delivery_postal_code: "56000",
        delivery_city: "Vannes",
      }
    : { buyer_name: "Marie", buyer_email: email, delivery_mode: "pickup" };
  const response = await send(app, "POST", "/api/checkout", { body: { campaign_id: campaign.id, cart, buyer_info } });
  expect(response.statusCode).toBe(200);
  const saleId: string = response.json().sale_id;
  if (options.pay !== false) await app.inject({ method: "POST", url: `/pay/simulated/${saleId}/confirm` });
  return { saleId, email, reference: response.json().order_reference as string };
}

let keys = 0;
const refund = (saleId: string, body: Record<string, unknown>, cookie = admin) =>
  send(app, "POST", `/api/admin/orders/${saleId}/refunds`, { cookie, body: { idempotency_key: `cle-test-${++keys}`, ...body } });

const raised = async () => (await send(app, "GET", `/api/campaigns/by-slug/${campaign.public_slug}`)).json().campaign.amount_raised_eur;
const saleOf = (id: string) => saleRow(app, id);
const refundRows = (saleId: string) => refundRowsOf(app, saleId);
const refundMails = (to: string) => outboxMailsTo(app, to, "Votre remboursement - Boutique Solidaire");

describe("POST /api/admin/orders/:id/refunds", () => {
  it("refunds a whole order, delivery fee included: history, mail, amount raised", async () => {
    const before = await raised();
    const { saleId, email, reference } = await paidOrder(
      [
        { id: "noir", quantity: 2 },
        { id: "blanc", quantity: 1 },
      ],
      { home: true },
    );
    // The association's 20 % of 23,00 € of bars; the delivery is never its own (decision 040).
    await expect.poll(raised).toBeCloseTo(before + 4.6, 2);

    const response = await refund(saleId, { kind: "full", reason: "Colis perdu" });
    expect(response.statusCode).toBe(201);
    const { refund: made, order } = response.json();
    expect(made).toMatchObject({
      amount_cents: 2690,
      bars: 3,
      status: "succeeded",
      provider: "simulated",
      reason: "Colis perdu",
      created_by_email: "admin@exemple.fr",
    });
    expect(made.provider_refund_id).toMatch(/^simulated_refund_cle-test-/);
    expect(made.lines).toEqual([
      { product_id: "noir", quantity: 2 },
      { product_id: "blanc", quantity: 1 },
    ]);
    expect(order).toMatchObject({ id: saleId, status: "refunded", refunded_cents: 2690, refunded_bars: 3, refundable_cents: 0 });
    await expect.poll(raised).toBeCloseTo(before, 2);

    const [history] = await app.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.sale_id, saleId), eq(orderEvents.axis, "refund")));
    expect(history).toMatchObject({
      from_state: "paid",
      to_state: "refunded",
      reason: "Colis perdu",
      details: { refund_id: made.id, amount_cents: 2690 },
    });
    expect(history.actor_user_id).not.toBeNull();
    const mails = await refundMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text_body).toContain("26,90 €");
    expect(mails[0].text_body).toContain(reference);

    const again = await refund(saleId, { kind: "amount", amount_eur: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: "ORDER_ALREADY_REFUNDED", message: "Cette commande est déjà entièrement remboursée." });
  });

  it("refunds lines at their unit price, never more than bought; drawer and CSV follow", async () => {
    const { saleId } = await paidOrder([{ id: "noir", quantity: 3 }]);
    const drawer = async () => (await send(app, "GET", `/api/campaigns/${campaign.id}/sales`, { cookie: member })).json().summary;
    const before = await drawer();

    const response = await refund(saleId, { kind: "lines", lines: [{ product_id: "noir", quantity: 1 }] });
    expect(response.statusCode).toBe(201);
    expect(response.json().refund).toMatchObject({ amount_cents: 800, bars: 1, lines: [{ product_id: "noir", quantity: 1 }] });
    expect(response.json().order).toMatchObject({
      status: "partially_refunded",
      refunded_cents: 800,
      refunded_bars: 1,
      refundable_cents: 1600,
    });
    expect(await drawer()).toEqual({
      ...before,
      total_eur: before.total_eur - 8,
      association_eur: expect.closeTo(before.association_eur - 1.6, 2),
      bars_sold: before.bars_sold - 1,
    });

    const tooMany = await refund(saleId, { kind: "lines", lines: [{ product_id: "noir", quantity: 3 }] });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({
      code: "REFUND_TOO_LARGE",
      message: "Le remboursement dépasse ce qui reste à rembourser sur cette commande.",
      field: "lines",
    });
    const unknown = await refund(saleId, { kind: "lines", lines: [{ product_id: "blanc", quantity: 1 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe("REFUND_LINE_UNKNOWN");

    const csv = await send(app, "GET", `/api/associations/${associationId}/sales.csv`, { cookie: member });
    const { order_reference } = await saleOf(saleId);
    const record = csv.body.split("\r\n").find((line) => line.includes(order_reference))!;
    expect(record).toContain('"Remboursée partiellement"');

    // The remaining two bars: the order is then refunded in full.
    const rest = await refund(saleId, { kind: "lines", lines: [{ product_id: "noir", quantity: 2 }] });
    expect(rest.json().order).toMatchObject({ status: "refunded", refunded_cents: 2400, refunded_bars: 3 });
  });

  it("refunds amounts under different keys up to the total, then refuses", async () => {
    const before = await raised();
    const { saleId } = await paidOrder([{ id: "noir", quantity: 2 }]);
    await expect.poll(raised).toBeCloseTo(before + 3.2, 2);

    const first = await refund(saleId, { kind: "amount", amount_eur: 5.5 });
    expect(first.statusCode).toBe(201);
    expect(first.json().refund).toMatchObject({ amount_cents: 550, bars: 0, lines: [] });
    expect(first.json().order).toMatchObject({ status: "partially_refunded", refundable_cents: 1050 });
    // 10,50 € of bars left: 2,10 € for the association.
    await expect.poll(raised).toBeCloseTo(before + 2.1, 2);

    const tooLarge = await refund(saleId, { kind: "amount", amount_eur: 10.51 });
    expect(tooLarge.statusCode).toBe(409);
    expect(tooLarge.json().code).toBe("REFUND_TOO_LARGE");

    const second = await refund(saleId, { kind: "amount", amount_eur: 10.5 });
    expect(second.json().order).toMatchObject({ status: "refunded", refunded_cents: 1600, refundable_cents: 0 });
    const third = await refund(saleId, { kind: "amount", amount_eur: 0.01 });
    expect(third.statusCode).toBe(409);
    expect(await refundRows(saleId)).toHaveLength(2);
    await expect.poll(raised).toBeCloseTo(before, 2);
  });

  it("refuses an unpaid order", async () => {
    const { saleId } = await paidOrder([{ id: "noir", quantity: 1 }], { pay: false });
    const response = await refund(saleId, { kind: "full" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: "ORDER_NOT_REFUNDABLE",
      message: "Cette commande n'est pas payée : il n'y a rien à rembourser.",
    });
    expect(await refundRows(saleId)).toHaveLength(0);
  });

  it("refunds once on a double click: two concurrent calls with one key get the same refund", async () => {
    const { saleId, email } = await paidOrder([{ id: "noir", quantity: 2 }]);
    const body = { kind: "amount", amount_eur: 3, idempotency_key: "double-clic-1" };
    const [a, b] = await Promise.all([refund(saleId, body), refund(saleId, body)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().refund.id).toBe(b.json().refund.id);
    expect(await refundRows(saleId)).toHaveLength(1);
    expect(await saleOf(saleId)).toMatchObject({ refunded_cents: 300, status: "partially_refunded" });
    expect(
      await app.database.db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.sale_id, saleId), eq(orderEvents.axis, "refund"))),
    ).toHaveLength(1);
    expect(await refundMails(email)).toHaveLength(1);

    // A later retry with the same key answers the same refund, even with another body.
    const retry = await refund(saleId, { kind: "amount", amount_eur: 9, idempotency_key: "double-clic-1" });
    expect(retry.json().refund.id).toBe(a.json().refund.id);
    const elsewhere = await paidOrder([{ id: "noir", quantity: 1 }]);
    expect((await refund(elsewhere.saleId, body)).json().code).toBe("REFUND_KEY_REUSED");
  });

  it("is for admins only", async () => {
    const { saleId } = await paidOrder([{ id: "noir", quantity: 1 }]);
    expect((await refund(saleId, { kind: "full" }, member)).statusCode).toBe(403);
    expect(await refundRows(saleId)).toHaveLength(0);
  });
});

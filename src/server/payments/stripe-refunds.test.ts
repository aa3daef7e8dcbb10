import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderEvents, sales } from "../db/schema";
import { appWithAdminForFile, outboxMailsTo, send } from "../../../tests/support/app";
import { refundRowsOf, saleRow } from "../../../tests/support/orders";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { deliverStripeEvent, stripeEvent, stripePayments, stripeStandInForFile } from "../../../tests/support/stripe-app";
import type { StandInCharge } from "../../../tests/support/stripe-stand-in";
import { DASHBOARD_REFUND_REASON } from "./stripe-webhook";

// Refunds with Stripe (docs/product.md#refunds). Stripe's servers can't be reached from here, so they are faked: the
// app's real `stripe` SDK talks to a local stand-in of Stripe's API (tests/support/stripe-stand-in.ts), and webhook
// events are signed with stripe.webhooks.generateTestHeaderString, exactly as Stripe signs them.

const standIn = await stripeStandInForFile();
const { app, admin } = await appWithAdminForFile(stripePayments, { stripeClient: standIn.client });
const campaignId = (await publishedCampaign(app, { memberEmail: "responsable@exemple.fr", adminCookie: admin })).campaign.id;
let buyers = 0;

const deliver = (type: string, object: object) => deliverStripeEvent(app, stripeEvent(type, object));

/** A paid Stripe order of 3 dark bars (24,00 €), with its charge. */
async function paidOrder(): Promise<{ saleId: string; email: string; charge: StandInCharge }> {
  const email = `acheteur${++buyers}@exemple.fr`;
  const response = await send(app, "POST", "/api/checkout", {
    body: {
      campaign_id: campaignId,
      cart: [{ id: "noir", quantity: 3 }],
      buyer_info: { buyer_name: "Marie", buyer_email: email, delivery_mode: "pickup" },
    },
  });
  expect(response.statusCode).toBe(200);
  const saleId: string = response.json().sale_id;
  const [sale] = await app.database.db.select().from(sales).where(eq(sales.id, saleId));
  const { session, charge } = await standIn.pay(sale.payment_session_id!);
  expect((await deliver("checkout.session.completed", session)).statusCode).toBe(200);
  return { saleId, email, charge };
}

const refund = (saleId: string, body: Record<string, unknown>) =>
  send(app, "POST", `/api/admin/orders/${saleId}/refunds`, { cookie: admin, body });
const saleOf = (id: string) => saleRow(app, id);
const refundRows = (saleId: string) => refundRowsOf(app, saleId);
const historyOf = (saleId: string) =>
  app.database.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.sale_id, saleId), eq(orderEvents.axis, "refund")));
const refundMails = (to: string) => outboxMailsTo(app, to, "Votre remboursement - Boutique Solidaire");
const chargeRefunded = (charge: StandInCharge) => deliver("charge.refunded", structuredClone(charge));

describe("refunds with Stripe", () => {
  it("refunds through the SDK under the idempotency key; the webhook for our own refund changes nothing", async () => {
    const { saleId, email, charge } = await paidOrder();
    const response = await refund(saleId, { kind: "amount", amount_eur: 5, idempotency_key: "stripe-cle-1" });
    expect(response.statusCode).toBe(201);
    const sent = standIn.refundCreates.at(-1)!;
    expect(sent.idempotencyKey).toBe("refund_stripe-cle-1");
    expect(sent.form).toMatchObject({
      payment_intent: charge.payment_intent,
      amount: "500",
      "metadata[sale_id]": saleId,
      "metadata[idempotency_key]": "stripe-cle-1",
    });
    expect(response.json().refund).toMatchObject({
      provider: "stripe",
      provider_refund_id: charge.refunds.data[0].id,
      status: "succeeded",
    });
    expect(response.json().refund.provider_refund_id).toMatch(/^re_/);

    expect((await chargeRefunded(charge)).statusCode).toBe(200);
    expect((await chargeRefunded(charge)).statusCode).toBe(200);
    expect(await saleOf(saleId)).toMatchObject({ refunded_cents: 500, status: "partially_refunded" });
    expect(await refundRows(saleId)).toHaveLength(1);
    expect(await historyOf(saleId)).toHaveLength(1);
    expect(await refundMails(email)).toHaveLength(1);
  });

  it("asks Stripe once on a double click", async () => {
    const { saleId } = await paidOrder();
    const before = standIn.refundCreates.length;
    const body = { kind: "full", idempotency_key: "stripe-double-clic" };
    const [a, b] = await Promise.all([refund(saleId, body), refund(saleId, body)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().refund.id).toBe(b.json().refund.id);
    expect(standIn.refundCreates.length - before).toBe(1);
    expect(await saleOf(saleId)).toMatchObject({ refunded_cents: 2400, refunded_bars: 3, status: "refunded" });
  });

  it("applies a refund made in Stripe's dashboard once, replays included", async () => {
    const { saleId, email, charge } = await paidOrder();
    const made = standIn.dashboardRefund(charge.id, 700);
    expect((await chargeRefunded(charge)).statusCode).toBe(200);
    expect((await chargeRefunded(charge)).statusCode).toBe(200);

    const rows = await refundRows(saleId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amount_cents: 700,
      provider: "stripe",
      provider_refund_id: made.id,
      status: "succeeded",
      created_by: null,
      reason: DASHBOARD_REFUND_REASON,
    });
    expect(await saleOf(saleId)).toMatchObject({ refunded_cents: 700, status: "partially_refunded" });
    const history = await historyOf(saleId);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ actor_user_id: null, reason: "Remboursement fait dans Stripe", to_state: "partially_refunded" });
    expect(await refundMails(email)).toHaveLength(1);

    // What is left to refund in the shop takes it into account.
    const tooLarge = await refund(saleId, { kind: "amount", amount_eur: 17.01, idempotency_key: "stripe-apres-tableau" });
    expect(tooLarge.json().code).toBe("REFUND_TOO_LARGE");
  });

  it("counts our refund once when its webhook arrives before Stripe's answer", async () => {
    const { saleId, email } = await paidOrder();
    standIn.beforeRefundAnswer = async (_refund, charge) => {
      expect((await chargeRefunded(charge)).statusCode).toBe(200);
    };
    try {
      const response = await refund(saleId, {
        kind: "lines",
        lines: [{ product_id: "noir", quantity: 1 }],
        idempotency_key: "stripe-en-avance",
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().order).toMatchObject({ refunded_cents: 800, refunded_bars: 1 });
    } finally {
      standIn.beforeRefundAnswer = null;
    }
    const rows = await refundRows(saleId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ idempotency_key: "stripe-en-avance", status: "succeeded", bars: 1 });
    expect(rows[0].created_by).not.toBeNull();
    expect(await saleOf(saleId)).toMatchObject({ refunded_cents: 800, refunded_bars: 1, status: "partially_refunded" });
    expect(await historyOf(saleId)).toHaveLength(1);
    expect(await refundMails(email)).toHaveLength(1);
  });
});

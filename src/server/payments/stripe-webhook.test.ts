import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import Stripe from "stripe";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { STATUS_OUTCOME_TTL_MS } from "../checkout/routes";
import type { PaymentsContext } from "../checkout/service";
import { mailOutbox, processedPaymentEvents, sales } from "../db/schema";
import { registerErrorHandler } from "../lib/error-handler";
import { createOrderDocuments } from "../receipts/order-documents";
import type { SaleChange } from "../realtime/bus";
import { appForFile, send, signUpAndSignIn } from "../../../tests/support/app";
import { creationForm } from "../../../tests/support/campaigns";
import { deliverStripeEvent, stripeEvent, stripePayments, stripeStandInForFile, WEBHOOK_SECRET } from "../../../tests/support/stripe-app";
import type { StandInSession } from "../../../tests/support/stripe-stand-in";
import { STRIPE_WEBHOOK_PATH, stripeWebhookRoutes } from "./stripe-webhook";

// Stripe's servers can't be reached from here. The real `stripe` SDK is used throughout: the app's client is
// pointed at a local stand-in of the Stripe API (stripe-stand-in.ts), and webhook events are signed with
// stripe.webhooks.generateTestHeaderString, exactly as Stripe signs them.

const ADMIN = "admin@exemple.fr";

const standIn = await stripeStandInForFile();
const app = await appForFile({ adminEmails: [ADMIN], ...stripePayments }, { stripeClient: standIn.client });
const receiptToken = (saleId: string) =>
  new URLSearchParams(createOrderDocuments(app.config).links.receiptPath(saleId).split("?")[1]).get("token");
let campaignId: string;
let slug: string;

// The goal as the form sends it: a string.
const creation = { ...creationForm, project_goal_eur: "1500" };

beforeAll(async () => {
  const member = await signUpAndSignIn(app, "tresorier@exemple.fr");
  const admin = await signUpAndSignIn(app, ADMIN);
  const associationId = (await send(app, "GET", "/api/me", { cookie: member })).json().memberships[0].association_id;
  const created = await send(app, "POST", `/api/associations/${associationId}/campaigns`, { cookie: member, body: creation });
  expect(created.statusCode).toBe(201);
  campaignId = created.json().campaign.id;
  slug = created.json().campaign.public_slug;
  const published = await send(app, "POST", `/api/admin/campaigns/${campaignId}/publish`, { cookie: admin, body: {} });
  expect(published.statusCode).toBe(200);
});

async function checkout(buyerEmail = "marie@exemple.fr") {
  const response = await send(app, "POST", "/api/checkout", {
    body: {
      campaign_id: campaignId,
      // The browser's name and price are ignored: the server prices from the catalogue.
      cart: [
        { id: "noir", name: "x", price: 0.01, quantity: 2 },
        { id: "blanc", quantity: 1 },
      ],
      buyer_info: {
        buyer_name: "Marie Le Goff",
        buyer_email: buyerEmail,
        delivery_mode: "home_delivery",
        delivery_address: "12 rue des Halles",
        delivery_postal_code: "56000",
        delivery_city: "Vannes",
      },
    },
  });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { url: string; order_reference: string; sale_id: string };
  return { ...body, session: standIn.sessions.get((await saleOf(body.sale_id)).payment_session_id!)! };
}

/** What the public page shows as raised for the campaign. */
async function raised(): Promise<number> {
  return (await send(app, "GET", `/api/campaigns/by-slug/${slug}`)).json().campaign.amount_raised_eur;
}

async function saleOf(id: string) {
  const [sale] = await app.database.db.select().from(sales).where(eq(sales.id, id));
  return sale;
}

async function buyerMails(to: string) {
  return app.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to_address, to), like(mailOutbox.subject, "Merci pour votre commande%")));
}

async function eventsFor(saleId: string) {
  return app.database.db.select().from(processedPaymentEvents).where(eq(processedPaymentEvents.sale_id, saleId));
}

const deliver = (event: object, options?: Parameters<typeof deliverStripeEvent>[2]) => deliverStripeEvent(app, event, options);

const completed = (session: StandInSession, payment_status = "paid") =>
  stripeEvent("checkout.session.completed", { ...session, status: "complete", payment_status });

describe("checkout with Stripe", () => {
  it("opens a Checkout Session priced by the server and keeps the sale pending", async () => {
    const before = Math.floor(Date.now() / 1000);
    const { url, sale_id, order_reference, session } = await checkout();
    const sent = standIn.creates.at(-1)!;

    expect(url).toBe(session.url);
    expect(url).toBe(`http://127.0.0.1:${standIn.port}/pay/${session.id}`);
    expect(sent.idempotencyKey).toBe(`checkout_${sale_id}_${sent.form.expires_at}`);
    expect(sent.form).toMatchObject({
      mode: "payment",
      "line_items[0][price_data][unit_amount]": "800",
      "line_items[0][price_data][product_data][name]": "Chocolat Noir",
      "line_items[0][quantity]": "2",
      "line_items[1][price_data][unit_amount]": "700",
      "line_items[1][price_data][product_data][name]": "Chocolat Blanc",
      "line_items[1][quantity]": "1",
      "line_items[2][price_data][unit_amount]": "390",
      "line_items[2][price_data][product_data][name]": "Livraison à domicile",
      "line_items[2][quantity]": "1",
      client_reference_id: sale_id,
      "metadata[sale_id]": sale_id,
      "metadata[order_reference]": order_reference,
      customer_email: "marie@exemple.fr",
      locale: "fr",
      // The thank-you page, with the receipt's token for the buyer (receipts/document-links.ts).
      success_url: `http://localhost:3000/paiement/merci?ref=${order_reference}&token=${receiptToken(sale_id)}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `http://localhost:3000/c/${slug}?paiement=annule`,
    });
    expect(Number(sent.form.expires_at) - before).toBeGreaterThanOrEqual(30 * 60);
    expect(Number(sent.form.expires_at) - before).toBeLessThan(37 * 60);
    expect(session.amount_total).toBe(2690);

    expect(await saleOf(sale_id)).toMatchObject({
      status: "pending",
      amount_total: "26.90",
      delivery_fee: "3.90",
      payment_provider: "stripe",
      payment_session_id: session.id,
    });
  });

  it("answers PAYMENT_UNAVAILABLE when Stripe fails, and the sale is marked failed", async () => {
    standIn.failNext(500, { type: "api_error", message: "Something went wrong" });
    const response = await send(app, "POST", "/api/checkout", {
      body: {
        campaign_id: campaignId,
        cart: [{ id: "noir", quantity: 1 }],
        buyer_info: { buyer_name: "Paul", buyer_email: "paul@exemple.fr", delivery_mode: "pickup" },
      },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().code).toBe("PAYMENT_UNAVAILABLE");
    const [sale] = await app.database.db.select().from(sales).where(eq(sales.customer_email, "paul@exemple.fr"));
    expect(sale.status).toBe("failed");
  });
});

describe("webhook", () => {
  it("refuses a missing, wrong, stale or tampered signature and changes nothing", async () => {
    const { sale_id, session } = await checkout("signature@exemple.fr");
    const event = completed(session);
    const refusals = [
      await deliver(event, { signature: null }),
      await deliver(event, { signature: "t=1,v1=deadbeef" }),
      await deliver(event, { secret: "whsec_other" }),
      await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 600 }),
      await deliver(event, { payload: JSON.stringify({ ...event, id: "evt_forged" }) }),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: "INVALID_SIGNATURE", message: "Signature invalide" });
    }
    expect((await saleOf(sale_id)).status).toBe("pending");
    expect(await eventsFor(sale_id)).toEqual([]);
    expect(await buyerMails("signature@exemple.fr")).toEqual([]);
  });

  it("counts a paid session once when Stripe delivers the same event three times at once", async () => {
    const raisedBefore = await raised();
    const { sale_id, order_reference, session } = await checkout("trois@exemple.fr");
    const changes: SaleChange[] = [];
    const unsubscribe = app.bus.subscribe((change) => changes.push(change));
    const event = completed(session);

    const responses = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true });
    }

    const sale = await saleOf(sale_id);
    expect(sale.status).toBe("paid");
    expect(sale.paid_at).toBeInstanceOf(Date);
    expect(await eventsFor(sale_id)).toHaveLength(1);
    const mails = await buyerMails("trois@exemple.fr");
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(new RegExp(`^Merci pour votre commande ${order_reference}`));
    // The database announces changes in commit order (on PostgreSQL through NOTIFY, later): a sale created after
    // the three deliveries answered is announced after any 'paid' they caused, so once it is heard, every
    // announcement of theirs has been heard too.
    const later = await checkout("apres@exemple.fr");
    await vi.waitFor(() => expect(changes.some((c) => c.sale_id === later.sale_id)).toBe(true));
    unsubscribe();
    expect(changes.filter((c) => c.sale_id === sale_id && c.status === "paid")).toHaveLength(1);

    expect(await raised()).toBeCloseTo(raisedBefore + 4.6, 2); // 20 % of 23,00 € of bars (decision 040)
  });

  it("keeps a paid sale paid when an expiry arrives late, and never counts it twice", async () => {
    const raisedBefore = await raised();
    const { sale_id, session } = await checkout("tard@exemple.fr");
    expect((await deliver(completed(session))).statusCode).toBe(200);
    const late = await deliver(stripeEvent("checkout.session.expired", { ...session, status: "expired" }));
    expect(late.statusCode).toBe(200);
    expect((await saleOf(sale_id)).status).toBe("paid");
    expect(await buyerMails("tard@exemple.fr")).toHaveLength(1);
    expect(await raised()).toBeCloseTo(raisedBefore + 4.6, 2); // 20 % of 23,00 € of bars (decision 040)
  });

  it("waits for a delayed method: completed unpaid changes nothing, then async success or failure settles it", async () => {
    const failing = await checkout("sepa-ko@exemple.fr");
    expect((await deliver(completed(failing.session, "unpaid"))).statusCode).toBe(200);
    expect((await saleOf(failing.sale_id)).status).toBe("pending");
    const failed = await deliver(stripeEvent("checkout.session.async_payment_failed", { ...failing.session, status: "complete" }));
    expect(failed.statusCode).toBe(200);
    expect((await saleOf(failing.sale_id)).status).toBe("failed");
    expect(await buyerMails("sepa-ko@exemple.fr")).toEqual([]);

    const succeeding = await checkout("sepa-ok@exemple.fr");
    await deliver(completed(succeeding.session, "unpaid"));
    const succeeded = await deliver(
      stripeEvent("checkout.session.async_payment_succeeded", { ...succeeding.session, status: "complete", payment_status: "paid" }),
    );
    expect(succeeded.statusCode).toBe(200);
    expect((await saleOf(succeeding.sale_id)).status).toBe("paid");
    expect(await buyerMails("sepa-ok@exemple.fr")).toHaveLength(1);
  });

  it("expires an abandoned session", async () => {
    const { sale_id, session } = await checkout("abandon@exemple.fr");
    expect((await deliver(stripeEvent("checkout.session.expired", { ...session, status: "expired" }))).statusCode).toBe(200);
    expect((await saleOf(sale_id)).status).toBe("expired");
  });

  it("ignores, with a 200, an event whose session is not the sale's, or that names no sale of ours", async () => {
    const { sale_id, session } = await checkout("autre@exemple.fr");
    const otherSession = { ...session, id: "cs_test_someone_else" };
    const ignored = [
      await deliver(completed(otherSession)),
      await deliver(completed({ ...session, client_reference_id: randomUUID(), metadata: {} })),
      await deliver(completed({ ...session, client_reference_id: "not-a-sale", metadata: {} })),
      await deliver(completed({ ...session, client_reference_id: null, metadata: {} })),
    ];
    for (const response of ignored) expect(response.json()).toEqual({ received: true });
    expect((await saleOf(sale_id)).status).toBe("pending");
    expect(await eventsFor(sale_id)).toEqual([]);

    // The metadata is enough when client_reference_id is missing.
    expect((await deliver(completed({ ...session, client_reference_id: null }))).statusCode).toBe(200);
    expect((await saleOf(sale_id)).status).toBe("paid");
  });

  it("settles a sale a crash left without its session id when the buyer paid on that session, and only for its exact total", async () => {
    // The session was opened for the sale, then the process died before storing its id.
    const { sale_id, session } = await checkout("coupure@exemple.fr");
    await app.database.db.update(sales).set({ payment_session_id: null }).where(eq(sales.id, sale_id));
    // A session for another amount naming this sale is not its session.
    expect((await deliver(completed({ ...session, id: "cs_test_other_amount", amount_total: 1 }))).statusCode).toBe(200);
    expect(await saleOf(sale_id)).toMatchObject({ status: "pending", payment_session_id: null });

    expect((await deliver(completed(session))).statusCode).toBe(200);
    expect(await saleOf(sale_id)).toMatchObject({ status: "paid", payment_session_id: session.id });
    // Once adopted, no other session can take its place.
    expect((await deliver(completed({ ...session, id: "cs_test_second" }))).statusCode).toBe(200);
    expect((await saleOf(sale_id)).payment_session_id).toBe(session.id);
  });

  it("acknowledges event types it doesn't handle", async () => {
    const { sale_id, session } = await checkout("inconnu@exemple.fr");
    const response = await deliver(
      stripeEvent("payment_intent.succeeded", { id: "pi_test_1", object: "payment_intent", metadata: { sale_id } }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect((await saleOf(sale_id)).status).toBe("pending");
    expect(session.status).toBe("open");
  });

  it("refuses a body over 1 MB", async () => {
    const response = await deliver({}, { signature: "t=1,v1=x", payload: JSON.stringify({ padding: "x".repeat(1_100_000) }) });
    expect(response.statusCode).toBe(413);
  });
});

describe("return page when the webhook is late", () => {
  it("asks Stripe for the session and settles the sale", async () => {
    const { sale_id, order_reference, session } = await checkout("retour@exemple.fr");
    const open = await send(app, "GET", `/api/checkout/status?ref=${order_reference}`);
    expect(open.json().status).toBe("pending");

    Object.assign(standIn.sessions.get(session.id)!, { status: "complete", payment_status: "paid" });
    // Stripe's previous answer is reused for a few seconds (order-status.test.ts): ask once it has aged.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + STATUS_OUTCOME_TTL_MS + 1_000 });
    const paid = await send(app, "GET", `/api/checkout/status?ref=${order_reference}`).finally(() => vi.useRealTimers());
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ order_reference, status: "paid", amount_total: 26.9 });
    expect((await saleOf(sale_id)).status).toBe("paid");
    expect(await buyerMails("retour@exemple.fr")).toHaveLength(1);

    // The webhook arriving afterwards changes nothing.
    expect((await deliver(completed(session))).statusCode).toBe(200);
    expect(await buyerMails("retour@exemple.fr")).toHaveLength(1);
  });
});

describe("webhook with a failing database", () => {
  it("answers 500 so that Stripe delivers the event again", async () => {
    const server = Fastify({ logger: false });
    server.setValidatorCompiler(validatorCompiler);
    server.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(server);
    const broken = () => {
      throw new Error("connection terminated unexpectedly");
    };
    const ctx = { db: { select: broken, transaction: broken }, provider: { name: "stripe" }, publicUrl: "", onMailQueued() {} };
    await server.register(stripeWebhookRoutes, { ctx: ctx as unknown as PaymentsContext, webhookSecret: WEBHOOK_SECRET });
    const event = stripeEvent("checkout.session.completed", {
      id: "cs_test_1",
      object: "checkout.session",
      status: "complete",
      payment_status: "paid",
      client_reference_id: randomUUID(),
      metadata: {},
    });
    const payload = JSON.stringify(event);
    const response = await server.inject({
      method: "POST",
      url: STRIPE_WEBHOOK_PATH,
      headers: {
        "content-type": "application/json",
        "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload,
    });
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe("INTERNAL");
    await server.close();
  });
});

// Engine-independent: what is checked is the Stripe SDK and webhooks over HTTP between the shop and the stand-in; the settlement they lead to is proven on both engines by src/server/payments/stripe-*.test.ts.
import { createServer as createHttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, describe, expect, it } from "vitest";
import { parseStripeApiUrl } from "../src/server/config";
import { createStripeClient, createStripeProvider } from "../src/server/payments/stripe-provider";
import { STRIPE_WEBHOOK_PATH } from "../src/server/payments/stripe-webhook";
import { appWithAdminForFile, outboxMailsTo, send } from "../tests/support/app";
import { publishedCampaign } from "../tests/support/campaigns";
import { refundRowsOf, saleRow } from "../tests/support/orders";
import { freePort } from "../tests/support/server-process";
import { startStripeStandIn, type StripeStandIn } from "./stripe-stand-in.mjs";

// The shop as the rehearsal runs it against Stripe: its real SDK sent to the stand-in by STRIPE_API_URL (no client
// handed in), and the stand-in's events delivered over HTTP to the shop's real webhook endpoint, signed as Stripe signs.

const SECRET_KEY = "sk_test_rehearsal";
const WEBHOOK_SECRET = "whsec_rehearsal";

const standInPort = await freePort();
const api = parseStripeApiUrl(`http://127.0.0.1:${standInPort}`)!;
const { app, admin } = await appWithAdminForFile({
  payments: { provider: "stripe", secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, api },
});
const shopUrl = await app.listen({ port: 0, host: "127.0.0.1" });
const standIn: StripeStandIn = await startStripeStandIn({
  port: standInPort,
  webhookUrl: `${shopUrl}${STRIPE_WEBHOOK_PATH}`,
  webhookSecret: WEBHOOK_SECRET,
  secretKey: SECRET_KEY,
  webhookRetryDelaysMs: [100, 200],
});
// Registered after the app's: Vitest runs the last registered first, so the stand-in stops before the app closes.
afterAll(async () => standIn.stop());

const { campaign } = await publishedCampaign(app, { memberEmail: "tresoriere@exemple.fr", adminCookie: admin });
let buyers = 0;

/** A buyer's checkout of 3 dark bars (24,00 €), through the shop's API: the sale and its payment page. */
async function checkout() {
  const email = `acheteur${++buyers}@exemple.fr`;
  const response = await send(app, "POST", "/api/checkout", {
    body: {
      campaign_id: campaign.id,
      cart: [{ id: "noir", quantity: 3 }],
      buyer_info: { buyer_name: "Marie", buyer_email: email, delivery_mode: "pickup" },
    },
  });
  expect(response.statusCode).toBe(200);
  const body: { url: string; sale_id: string; order_reference: string } = response.json();
  const sessionId = (await saleRow(app, body.sale_id)).payment_session_id!;
  return { ...body, email, sessionId };
}

const eventsOf = (type: string, objectId: string) =>
  standIn.events().filter((record) => record.event.type === type && record.event.data.object.id === objectId);

describe("the shop's real Stripe SDK against the stand-in (STRIPE_API_URL)", () => {
  it("pays on the stand-in's page: the signed webhook marks the order paid, and the buyer lands on the thank-you page", async () => {
    const { url, sale_id, order_reference, email, sessionId } = await checkout();
    expect(url).toBe(`http://127.0.0.1:${standInPort}/pay/${sessionId}`);

    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Paiement de 24,00");
    expect(html).toContain("aucun argent n’est prélevé");
    expect(html).toMatch(/<button type="submit">Payer<\/button>/);

    const paid = await fetch(url, { method: "POST", redirect: "manual" });
    expect(paid.status).toBe(303);
    const thankYou = new URL(paid.headers.get("location")!);
    expect(thankYou.origin).toBe(app.config.publicUrl);
    expect(thankYou.searchParams.get("session_id")).toBe(sessionId);
    expect(thankYou.searchParams.get("ref")).toBe(order_reference);

    const [completed] = eventsOf("checkout.session.completed", sessionId);
    expect(completed.attempts.map((attempt) => attempt.status)).toEqual([200]);
    expect(await saleRow(app, sale_id)).toMatchObject({ status: "paid" });
    const status = await send(app, "GET", `/api/checkout/status?ref=${order_reference}`);
    expect(status.json()).toMatchObject({ status: "paid" });
    expect(await outboxMailsTo(app, email)).toHaveLength(1);
    // Paid once: the page now says so and offers no second payment.
    expect(await (await fetch(url)).text()).toContain("Ce paiement est déjà effectué");
  });

  it("gives a retried creation the first session back, and refuses its key with other parameters, as Stripe does", async () => {
    const provider = createStripeProvider({ secretKey: SECRET_KEY, api });
    const request = {
      saleId: "0b5c5bde-8f55-4c1e-9d7c-3f0c6f5e1a01",
      orderReference: "BS-ABCD2345",
      currency: "eur",
      lines: [{ name: "Chocolat noir", quantity: 2, unitAmountCents: 450 }],
      deliveryFeeCents: 0,
      totalCents: 900,
      customerEmail: "paul@exemple.fr",
      description: "Commande BS-ABCD2345",
      successUrl: "http://127.0.0.1:3000/merci",
      cancelUrl: "http://127.0.0.1:3000/c/x",
      replacesSessionId: null,
    } satisfies Parameters<typeof provider.createSession>[0];
    const first = await provider.createSession(request);
    expect(await provider.createSession(request)).toEqual(first);
    expect(standIn.sessions().filter((session) => session.client_reference_id === request.saleId)).toHaveLength(1);

    const stripe = createStripeClient(SECRET_KEY, api);
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: "payment",
      line_items: [{ quantity: 1, price_data: { currency: "eur", unit_amount: 450, product_data: { name: "Noir" } } }],
      success_url: "http://127.0.0.1:3000/merci",
    };
    const replayed = await stripe.checkout.sessions.create(params, { idempotencyKey: "cle-rejouee" });
    expect(
      (await stripe.checkout.sessions.create(params, { idempotencyKey: "cle-rejouee" })).lastResponse.headers["idempotent-replayed"],
    ).toBe("true");
    const other = stripe.checkout.sessions.create({ ...params, customer_email: "autre@exemple.fr" }, { idempotencyKey: "cle-rejouee" });
    await expect(other).rejects.toMatchObject({ type: "StripeIdempotencyError", statusCode: 400 });
    expect(replayed.id).toMatch(/^cs_test_/);
    // A live key never belongs to a stand-in.
    await expect(
      new Stripe("sk_live_x", { host: api.host, port: api.port, protocol: "http", maxNetworkRetries: 0 }).checkout.sessions.retrieve(
        replayed.id,
      ),
    ).rejects.toMatchObject({ type: "StripeAuthenticationError", statusCode: 401 });
  });

  it("refunds through the SDK; the charge.refunded event Stripe then sends for it changes nothing more", async () => {
    const { sale_id, sessionId } = await checkout();
    const { charge, event } = await standIn.pay(sessionId);
    expect(event.delivered).toBe(true);
    const refund = await send(app, "POST", `/api/admin/orders/${sale_id}/refunds`, {
      cookie: admin,
      body: { kind: "amount", amount_eur: 5, idempotency_key: "remboursement-1" },
    });
    expect(refund.statusCode).toBe(201);
    expect(refund.json().refund).toMatchObject({ provider: "stripe", provider_refund_id: charge.refunds.data[0].id });
    await standIn.deliveriesSettled();
    const [refunded] = eventsOf("charge.refunded", charge.id);
    expect(refunded.attempts.map((attempt) => attempt.status)).toEqual([200]);
    expect(await saleRow(app, sale_id)).toMatchObject({ refunded_cents: 500, status: "partially_refunded" });
    expect(await refundRowsOf(app, sale_id)).toHaveLength(1);
  });

  it("expires an abandoned session by webhook: the order is closed and its page says so", async () => {
    const { sale_id, sessionId, url } = await checkout();
    const { event } = await standIn.expire(sessionId);
    expect(event.attempts.map((attempt) => attempt.status)).toEqual([200]);
    expect(await saleRow(app, sale_id)).toMatchObject({ status: "expired" });
    expect(await (await fetch(url)).text()).toContain("Cette page de paiement a expiré");
  });
});

describe("the stand-in's webhook deliveries", () => {
  it("are tried again after a failed answer, signed anew, until the endpoint takes them", async () => {
    const answers = [503, 500, 200];
    const received: Stripe.Event[] = [];
    const endpoint = createHttpServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        received.push(Stripe.webhooks.constructEvent(Buffer.concat(chunks), String(request.headers["stripe-signature"]), WEBHOOK_SECRET));
        response.writeHead(answers.shift()!).end();
      });
    });
    await new Promise<void>((resolve) => endpoint.listen(0, "127.0.0.1", resolve));
    const own = await startStripeStandIn({
      webhookUrl: `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/`,
      webhookSecret: WEBHOOK_SECRET,
      webhookRetryDelaysMs: [20, 20, 20],
    });
    try {
      const stripe = new Stripe(SECRET_KEY, { host: "127.0.0.1", port: own.port, protocol: "http", maxNetworkRetries: 0 });
      const session = await stripe.checkout.sessions.create({
        mode: "payment",
        line_items: [{ quantity: 1, price_data: { currency: "eur", unit_amount: 300, product_data: { name: "Lait" } } }],
        success_url: "http://127.0.0.1:3000/merci",
      });
      const { event } = await own.pay(session.id);
      expect(event.attempts.map((attempt) => attempt.status)).toEqual([503, 500, 200]);
      expect(event.delivered).toBe(true);
      expect(received.map((delivered) => delivered.id)).toEqual([event.event.id, event.event.id, event.event.id]);
      expect(received[0]).toMatchObject({
        type: "checkout.session.completed",
        data: { object: { id: session.id, payment_status: "paid" } },
      });
    } finally {
      await own.stop();
      await new Promise((resolve) => endpoint.close(resolve));
    }
  });
});

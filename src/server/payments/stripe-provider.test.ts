import { describe, expect, it } from "vitest";
import type { PaymentRequest } from "./provider";
import { startStripeStandIn } from "../../../tests/support/stripe-stand-in";
import { stripeStandInForFile } from "../../../tests/support/stripe-app";
import {
  CHECKOUT_SESSION_LIFETIME_SECONDS,
  createStripeProvider,
  sessionOutcome,
  StripeProviderError,
  withSessionIdParam,
} from "./stripe-provider";

// Stripe's servers can't be reached from here: the real SDK talks to a local stand-in of its API (stripe-stand-in.ts).

const standIn = await stripeStandInForFile();

const request = (overrides: Partial<PaymentRequest> = {}): PaymentRequest => ({
  saleId: "0b7c5c7e-3b0b-4a57-9d8e-6a1f8f1d2c3b",
  orderReference: "BS-ABCD2345",
  lines: [
    { name: "Chocolat Noir", unitAmountCents: 800, quantity: 2 },
    { name: "Chocolat Blanc", unitAmountCents: 700, quantity: 1 },
  ],
  deliveryFeeCents: 390,
  totalCents: 2690,
  currency: "eur",
  customerEmail: "marie@exemple.fr",
  description: "Commande BS-ABCD2345 - Club de Judo",
  successUrl: "http://localhost:3000/paiement/merci?ref=BS-ABCD2345",
  cancelUrl: "http://localhost:3000/c/judo?paiement=annule",
  ...overrides,
});

describe("createSession", () => {
  it("sends the server-priced lines, the delivery line and the sale's identifiers, once per sale", async () => {
    const provider = createStripeProvider({ secretKey: "sk_test_x", client: standIn.client });
    const before = Math.floor(Date.now() / 1000);
    const session = await provider.createSession(request());
    const sent = standIn.creates.at(-1)!;

    expect(session.sessionId).toMatch(/^cs_test_/);
    expect(session.url).toBe(`http://127.0.0.1:${standIn.port}/pay/${session.sessionId}`);
    expect(sent.idempotencyKey).toBe(`checkout_0b7c5c7e-3b0b-4a57-9d8e-6a1f8f1d2c3b_${sent.form.expires_at}`);
    expect(sent.authorization).toBe("Bearer sk_test_x");
    expect(sent.form).toMatchObject({
      mode: "payment",
      "line_items[0][price_data][currency]": "eur",
      "line_items[0][price_data][unit_amount]": "800",
      "line_items[0][price_data][product_data][name]": "Chocolat Noir",
      "line_items[0][quantity]": "2",
      "line_items[1][price_data][unit_amount]": "700",
      "line_items[1][quantity]": "1",
      "line_items[2][price_data][unit_amount]": "390",
      "line_items[2][price_data][product_data][name]": "Livraison à domicile",
      "line_items[2][quantity]": "1",
      customer_email: "marie@exemple.fr",
      client_reference_id: "0b7c5c7e-3b0b-4a57-9d8e-6a1f8f1d2c3b",
      "metadata[sale_id]": "0b7c5c7e-3b0b-4a57-9d8e-6a1f8f1d2c3b",
      "metadata[order_reference]": "BS-ABCD2345",
      "payment_intent_data[metadata][sale_id]": "0b7c5c7e-3b0b-4a57-9d8e-6a1f8f1d2c3b",
      "payment_intent_data[metadata][order_reference]": "BS-ABCD2345",
      locale: "fr",
      success_url: "http://localhost:3000/paiement/merci?ref=BS-ABCD2345&session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:3000/c/judo?paiement=annule",
    });
    expect(sent.form["line_items[3][quantity]"]).toBeUndefined();
    const expiresAt = Number(sent.form.expires_at);
    expect(expiresAt - before).toBeGreaterThanOrEqual(30 * 60);
    // Rounded up to a five-minute step, so that calls moments apart send the same parameters under one key.
    expect(expiresAt % 300).toBe(0);
    expect(expiresAt - before).toBeLessThanOrEqual(CHECKOUT_SESSION_LIFETIME_SECONDS + 300 + 5);

    // The same sale asked twice gets the same session (idempotency key), never a second payment page.
    expect(await provider.createSession(request())).toEqual(session);
  });

  it("adds no delivery line for a pickup", async () => {
    const provider = createStripeProvider({ secretKey: "sk_test_x", client: standIn.client });
    await provider.createSession(request({ saleId: "1b7c5c7e-3b0b-4a57-9d8e-6a1f8f1d2c3b", deliveryFeeCents: 0, totalCents: 2300 }));
    const sent = standIn.creates.at(-1)!;
    expect(sent.form["line_items[1][price_data][unit_amount]"]).toBe("700");
    expect(sent.form["line_items[2][quantity]"]).toBeUndefined();
  });

  it("refuses lines that don't add up to the sale's total, without calling Stripe", async () => {
    const provider = createStripeProvider({ secretKey: "sk_test_x", client: standIn.client });
    const calls = standIn.creates.length;
    await expect(provider.createSession(request({ totalCents: 2000 }))).rejects.toBeInstanceOf(StripeProviderError);
    expect(standIn.creates.length).toBe(calls);
  });

  it("turns a Stripe API error into a provider error carrying the details", async () => {
    const provider = createStripeProvider({ secretKey: "sk_test_x", client: standIn.client });
    standIn.failNext(400, { type: "invalid_request_error", code: "parameter_invalid_integer", message: "Invalid integer" });
    const error = await provider.createSession(request({ saleId: "2b7c5c7e-3b0b-4a57-9d8e-6a1f8f1d2c3b" })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StripeProviderError);
    expect((error as Error).message).toMatch(/StripeInvalidRequestError.*parameter_invalid_integer.*400/);
    expect((error as Error).message).not.toContain("sk_test_x");
  });

  it("turns an unreachable Stripe into a provider error", async () => {
    const { default: Stripe } = await import("stripe");
    const closed = await startStripeStandIn();
    await closed.close();
    const client = new Stripe("sk_test_x", { host: "127.0.0.1", port: closed.port, protocol: "http", maxNetworkRetries: 0 });
    const provider = createStripeProvider({ secretKey: "sk_test_x", client });
    await expect(provider.createSession(request())).rejects.toThrow(/StripeConnectionError|api_connection_error/);
  });
});

describe("lookupOutcome", () => {
  it("reads the session's real state", async () => {
    const provider = createStripeProvider({ secretKey: "sk_test_x", client: standIn.client });
    const { sessionId } = await provider.createSession(request({ saleId: "3b7c5c7e-3b0b-4a57-9d8e-6a1f8f1d2c3b" }));
    expect(await provider.lookupOutcome!(sessionId)).toBeNull();
    Object.assign(standIn.sessions.get(sessionId)!, { status: "complete", payment_status: "paid" });
    expect(await provider.lookupOutcome!(sessionId)).toBe("paid");
    await expect(provider.lookupOutcome!("cs_test_unknown")).rejects.toBeInstanceOf(StripeProviderError);
  });

  it("maps every state", () => {
    expect(sessionOutcome({ status: "complete", payment_status: "paid" })).toBe("paid");
    expect(sessionOutcome({ status: "complete", payment_status: "no_payment_required" })).toBe("paid");
    expect(sessionOutcome({ status: "complete", payment_status: "unpaid" })).toBeNull();
    expect(sessionOutcome({ status: "open", payment_status: "unpaid" })).toBeNull();
    expect(sessionOutcome({ status: "expired", payment_status: "unpaid" })).toBe("expired");
    expect(sessionOutcome({ status: null, payment_status: "unpaid" })).toBeNull();
  });
});

describe("withSessionIdParam", () => {
  it("keeps Stripe's template unencoded and joins with the right separator", () => {
    expect(withSessionIdParam("https://x.fr/merci?ref=BS-1")).toBe("https://x.fr/merci?ref=BS-1&session_id={CHECKOUT_SESSION_ID}");
    expect(withSessionIdParam("https://x.fr/merci")).toBe("https://x.fr/merci?session_id={CHECKOUT_SESSION_ID}");
  });
});

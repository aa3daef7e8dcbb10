import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

// Tests only. Stripe's servers can't be reached from the test environment, so tests run the real `stripe`
// SDK against this local stand-in of the endpoints we call (Checkout Sessions, refunds, charges), and check what
// the SDK actually sent.

export type RecordedCreate = {
  /** The form-encoded body as flat keys, as the SDK sends it: `line_items[0][price_data][unit_amount]`. */
  form: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
};

export type StandInSession = {
  id: string;
  object: "checkout.session";
  url: string | null;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid" | "no_payment_required";
  mode: "payment";
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  expires_at: number;
  livemode: false;
  /** Set once paid (pay()). */
  payment_intent: string | null;
};

export type StandInRefund = {
  id: string;
  object: "refund";
  amount: number;
  charge: string;
  payment_intent: string;
  currency: string;
  status: "succeeded";
  metadata: Record<string, string>;
  created: number;
};

export type StandInCharge = {
  id: string;
  object: "charge";
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  currency: string;
  payment_intent: string;
  metadata: Record<string, string>;
  refunds: { object: "list"; data: StandInRefund[]; has_more: false; url: string };
};

export type StripeStandIn = {
  /** A real Stripe client whose requests go to this stand-in. */
  client: Stripe;
  port: number;
  creates: RecordedCreate[];
  /** The session id of every retrieve, in order: how often the server asked Stripe. */
  retrieves: string[];
  sessions: Map<string, StandInSession>;
  /** Every refunds.create the SDK sent, replays included. */
  refundCreates: RecordedCreate[];
  charges: Map<string, StandInCharge>;
  /** Marks a session paid, as Stripe does when the buyer pays: a PaymentIntent and its charge. */
  pay(sessionId: string): { session: StandInSession; charge: StandInCharge };
  /** A refund made in Stripe's dashboard (no metadata of ours). */
  dashboardRefund(chargeId: string, amount: number): StandInRefund;
  /** Runs after a refund is created and before Stripe answers (a webhook arriving before the answer). */
  beforeRefundAnswer: ((refund: StandInRefund, charge: StandInCharge) => Promise<void>) | null;
  /** The next request answers this Stripe error instead (error paths). */
  failNext(status: number, error: { type: string; message: string; code?: string }): void;
  close(): Promise<void>;
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json", "request-id": `req_${randomBytes(6).toString("hex")}` });
  response.end(JSON.stringify(body));
}

function sessionFrom(form: Record<string, string>): StandInSession {
  const id = `cs_test_${randomBytes(12).toString("hex")}`;
  let total = 0;
  for (let i = 0; form[`line_items[${i}][quantity]`] !== undefined; i++) {
    total += Number(form[`line_items[${i}][price_data][unit_amount]`]) * Number(form[`line_items[${i}][quantity]`]);
  }
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match) metadata[match[1]] = value;
  }
  return {
    id,
    object: "checkout.session",
    url: `https://checkout.stripe.test/c/pay/${id}`,
    status: "open",
    payment_status: "unpaid",
    mode: "payment",
    client_reference_id: form.client_reference_id ?? null,
    customer_email: form.customer_email ?? null,
    metadata,
    amount_total: total,
    currency: form["line_items[0][price_data][currency]"] ?? "eur",
    expires_at: Number(form.expires_at),
    livemode: false,
    payment_intent: null,
  };
}

function metadataOf(form: Record<string, string>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match) metadata[match[1]] = value;
  }
  return metadata;
}

/** Starts the stand-in on a random loopback port. */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const creates: RecordedCreate[] = [];
  const retrieves: string[] = [];
  const sessions = new Map<string, StandInSession>();
  const byIdempotencyKey = new Map<string, StandInSession>();
  let failure: { status: number; error: object } | null = null;
  const refundCreates: RecordedCreate[] = [];
  const charges = new Map<string, StandInCharge>();
  const intents = new Map<
    string,
    { id: string; object: "payment_intent"; amount: number; metadata: Record<string, string>; latest_charge: string }
  >();
  const refundsByKey = new Map<string, StandInRefund>();
  const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

  function addRefund(charge: StandInCharge, amount: number, metadata: Record<string, string>): StandInRefund {
    const refund: StandInRefund = {
      id: id("re"),
      object: "refund",
      amount,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      currency: charge.currency,
      status: "succeeded",
      metadata,
      created: Math.floor(Date.now() / 1000),
    };
    charge.refunds.data.unshift(refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    return refund;
  }

  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    if (failure) {
      const { status, error } = failure;
      failure = null;
      return sendJson(response, status, { error });
    }
    const path = (request.url ?? "").split("?")[0];
    if (request.method === "POST" && path === "/v1/checkout/sessions") {
      const form = Object.fromEntries(new URLSearchParams(body));
      const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
      creates.push({ form, idempotencyKey, authorization: request.headers.authorization });
      // Like Stripe: the same idempotency key replays the first answer.
      const replay = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
      if (replay) return sendJson(response, 200, replay);
      const session = sessionFrom(form);
      sessions.set(session.id, session);
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, session);
      return sendJson(response, 200, session);
    }
    if (request.method === "POST" && path === "/v1/refunds") {
      const form = Object.fromEntries(new URLSearchParams(body));
      const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
      refundCreates.push({ form, idempotencyKey, authorization: request.headers.authorization });
      const replay = idempotencyKey ? refundsByKey.get(idempotencyKey) : undefined;
      if (replay) return sendJson(response, 200, replay);
      const charge = [...charges.values()].find((c) => c.payment_intent === form.payment_intent);
      if (!charge)
        return sendJson(response, 404, {
          error: { type: "invalid_request_error", code: "resource_missing", message: "No such payment_intent" },
        });
      const amount = form.amount ? Number(form.amount) : charge.amount - charge.amount_refunded;
      if (amount > charge.amount - charge.amount_refunded) {
        return sendJson(response, 400, {
          error: { type: "invalid_request_error", code: "amount_too_large", message: "Refund amount is greater than unrefunded amount" },
        });
      }
      const refund = addRefund(charge, amount, metadataOf(form));
      if (idempotencyKey) refundsByKey.set(idempotencyKey, refund);
      if (standIn.beforeRefundAnswer) await standIn.beforeRefundAnswer(refund, charge);
      return sendJson(response, 200, refund);
    }
    if (request.method === "GET" && path === "/v1/refunds") {
      const query = new URLSearchParams((request.url ?? "").split("?")[1] ?? "");
      const data = charges.get(query.get("charge") ?? "")?.refunds.data ?? [];
      return sendJson(response, 200, { object: "list", data, has_more: false, url: "/v1/refunds" });
    }
    const charge = /^\/v1\/charges\/([^/]+)$/.exec(path);
    if (request.method === "GET" && charge) {
      const found = charges.get(decodeURIComponent(charge[1]));
      if (!found)
        return sendJson(response, 404, { error: { type: "invalid_request_error", code: "resource_missing", message: "No such charge" } });
      const expand = new URLSearchParams((request.url ?? "").split("?")[1] ?? "").getAll("expand[0]");
      return sendJson(
        response,
        200,
        expand.includes("payment_intent") ? { ...found, payment_intent: intents.get(found.payment_intent) } : found,
      );
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (request.method === "GET" && retrieve) {
      retrieves.push(decodeURIComponent(retrieve[1]));
      const session = sessions.get(decodeURIComponent(retrieve[1]));
      if (session) return sendJson(response, 200, session);
      return sendJson(response, 404, {
        error: { type: "invalid_request_error", code: "resource_missing", message: "No such checkout.session" },
      });
    }
    sendJson(response, 404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${request.method}: ${path})` } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;

  const standIn: StripeStandIn = {
    client: new Stripe("sk_test_x", { host: "127.0.0.1", port, protocol: "http", maxNetworkRetries: 0, timeout: 5_000 }),
    port,
    creates,
    retrieves,
    sessions,
    refundCreates,
    charges,
    beforeRefundAnswer: null,
    pay(sessionId) {
      const session = sessions.get(sessionId)!;
      const intentId = id("pi");
      const charge: StandInCharge = {
        id: id("ch"),
        object: "charge",
        amount: session.amount_total,
        amount_refunded: 0,
        refunded: false,
        currency: session.currency,
        payment_intent: intentId,
        metadata: {},
        refunds: { object: "list", data: [], has_more: false, url: "/v1/refunds" },
      };
      // Like Checkout: the PaymentIntent carries payment_intent_data's metadata; the charge carries none.
      intents.set(intentId, {
        id: intentId,
        object: "payment_intent",
        amount: charge.amount,
        metadata: { ...session.metadata },
        latest_charge: charge.id,
      });
      charges.set(charge.id, charge);
      Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: intentId });
      return { session, charge };
    },
    dashboardRefund(chargeId, amount) {
      return addRefund(charges.get(chargeId)!, amount, {});
    },
    failNext(status, error) {
      failure = { status, error };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return standIn;
}

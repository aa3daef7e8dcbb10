// A local stand-in for Stripe's API, for the production rehearsal and the shop's own tests.
//
// What it fakes, and only that: Stripe's servers, which cannot be reached from here. The shop keeps its real `stripe`
// SDK (pointed here by STRIPE_API_URL: host, port, protocol) and its real webhook endpoint, which verifies every
// event with the SDK's constructEvent. The stand-in answers, in Stripe's wire format (form-encoded requests, JSON
// objects with their `object` field, Stripe's error shapes, Idempotency-Key replays and refusals), exactly the calls
// the shop makes (src/server/payments/stripe-provider.ts):
//   POST /v1/checkout/sessions        checkout.sessions.create
//   GET  /v1/checkout/sessions/:id    checkout.sessions.retrieve
//   POST /v1/refunds                  refunds.create
//   GET  /v1/refunds?charge=…         refunds.list (paginated)
//   GET  /v1/charges/:id              charges.retrieve (expand payment_intent, refunds)
// and it sends the events the shop's endpoint listens to (src/server/payments/stripe-webhook.ts):
// checkout.session.completed, checkout.session.expired and charge.refunded, signed with
// Stripe.webhooks.generateTestHeaderString and retried with backoff on a non-2xx answer.
// In place of checkout.stripe.com, each session's `url` is a page of the stand-in (GET /pay/:id) with 'Payer' and
// 'Annuler': paying needs no card (there is no bank behind it) and the page says so.
// Everything lives in memory and is lost at stop(). Live keys are refused.
import { createServer } from "node:http";
import { createCheckoutSession, successRedirect } from "./stripe/checkout-sessions.mjs";
import { hostedPage, notFoundPage } from "./stripe/hosted-page.mjs";
import { createIdempotencyStore } from "./stripe/idempotency.mjs";
import { createRefund, listRefunds, wireCharge } from "./stripe/refunds.mjs";
import { createWebhookSender, makeEvent } from "./stripe/webhooks.mjs";
import {
  StripeWireError,
  checkApiKey,
  decodeForm,
  newRequestId,
  nowSeconds,
  readBody,
  resourceMissing,
  sendJson,
  stripeId,
} from "./stripe/wire.mjs";

const EXPIRY_SWEEP_MS = 1_000;

/**
 * Starts the stand-in on `host:port` (port 0: any free one). Events go to `webhookUrl` signed with `webhookSecret`;
 * without a webhookUrl they are only recorded (events()). `publicUrl` is the address browsers reach it at, for the
 * sessions' payment pages (default: its own). `secretKey`, when given, is the only key accepted.
 */
export async function startStripeStandIn({
  port = 0,
  host = "127.0.0.1",
  webhookUrl,
  webhookSecret,
  publicUrl,
  secretKey,
  webhookRetryDelaysMs,
} = {}) {
  const state = { sessions: new Map(), lineItems: new Map(), intentData: new Map(), intents: new Map(), charges: new Map() };
  const requests = [];
  const idempotency = createIdempotencyStore();
  const webhooks = createWebhookSender({ url: webhookUrl, secret: webhookSecret, retryDelaysMs: webhookRetryDelaysMs });
  const hooks = { beforeRefundAnswer: null };
  let failure = null;
  let baseUrl = "";

  function findSession(id) {
    const session = state.sessions.get(id);
    if (!session) throw new Error(`Stripe stand-in: no checkout session ${id}`);
    return session;
  }

  /** The buyer paid: a PaymentIntent and its charge, the session complete, checkout.session.completed sent. */
  function completeSession(id) {
    const session = findSession(id);
    if (session.status !== "open") throw new Error(`Stripe stand-in: session ${id} is ${session.status}, it can't be paid`);
    const created = nowSeconds();
    const intent = {
      id: stripeId("pi"),
      object: "payment_intent",
      amount: session.amount_total,
      amount_received: session.amount_total,
      created,
      currency: session.currency,
      description: state.intentData.get(id).description,
      latest_charge: null,
      livemode: false,
      // Like Checkout: the PaymentIntent carries payment_intent_data's metadata; the charge carries none.
      metadata: { ...state.intentData.get(id).metadata },
      status: "succeeded",
    };
    const chargeId = stripeId("ch");
    const charge = {
      id: chargeId,
      object: "charge",
      amount: session.amount_total,
      amount_captured: session.amount_total,
      amount_refunded: 0,
      captured: true,
      created,
      currency: session.currency,
      livemode: false,
      metadata: {},
      paid: true,
      payment_intent: intent.id,
      refunded: false,
      // An expandable list at Stripe (answered only with expand[]=refunds), kept here with the charge.
      refunds: { object: "list", data: [], has_more: false, url: `/v1/charges/${chargeId}/refunds` },
      status: "succeeded",
    };
    intent.latest_charge = charge.id;
    state.intents.set(intent.id, intent);
    state.charges.set(charge.id, charge);
    Object.assign(session, {
      status: "complete",
      payment_status: "paid",
      payment_intent: intent.id,
      customer_details: { email: session.customer_email, name: null, phone: null, address: null, tax_exempt: "none", tax_ids: [] },
      url: null,
    });
    return { session, charge, delivery: webhooks.send(makeEvent("checkout.session.completed", session)) };
  }

  function expireSession(id) {
    const session = findSession(id);
    if (session.status !== "open") throw new Error(`Stripe stand-in: session ${id} is ${session.status}, it can't expire`);
    Object.assign(session, { status: "expired", url: null });
    return { session, delivery: webhooks.send(makeEvent("checkout.session.expired", session)) };
  }

  // Stripe expires an open session at its expires_at, and says so by webhook.
  const sweeper = setInterval(() => {
    for (const session of state.sessions.values()) {
      if (session.status === "open" && session.expires_at <= nowSeconds()) expireSession(session.id);
    }
  }, EXPIRY_SWEEP_MS);
  sweeper.unref();

  function expandedSession(session, expand) {
    const intent = expand.includes("payment_intent") && state.intents.get(session.payment_intent);
    return intent ? { ...session, payment_intent: intent } : session;
  }

  /** One call of the API; returns { status, body } or throws a StripeWireError. */
  async function answerApi({ method, path, query, form, key, requestId }) {
    const expand = Object.values((method === "GET" ? query : form).expand ?? {});
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const { session, lineItems, intentData } = createCheckoutSession(form, (id) => `${publicUrl ?? baseUrl}/pay/${id}`);
      state.sessions.set(session.id, session);
      state.lineItems.set(session.id, lineItems);
      state.intentData.set(session.id, intentData);
      return { status: 200, body: expandedSession(session, expand) };
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === "GET" && sessionPath) {
      const id = decodeURIComponent(sessionPath[1]);
      const session = state.sessions.get(id);
      if (!session) throw resourceMissing("checkout.session", id);
      return { status: 200, body: expandedSession(session, expand) };
    }
    if (method === "POST" && path === "/v1/refunds") {
      const { refund, charge, previous } = createRefund(state, form);
      if (hooks.beforeRefundAnswer) await hooks.beforeRefundAnswer(refund, charge);
      webhooks.send(makeEvent("charge.refunded", wireCharge(charge, []), { requestId, idempotencyKey: key, previousAttributes: previous }));
      return { status: 200, body: refund };
    }
    if (method === "GET" && path === "/v1/refunds") return { status: 200, body: listRefunds(state, query) };
    const chargePath = /^\/v1\/charges\/([^/]+)$/.exec(path);
    if (method === "GET" && chargePath) {
      const id = decodeURIComponent(chargePath[1]);
      const charge = state.charges.get(id);
      if (!charge) throw resourceMissing("charge", id);
      const body = wireCharge(charge, expand);
      if (expand.includes("payment_intent")) body.payment_intent = state.intents.get(charge.payment_intent);
      return { status: 200, body };
    }
    throw new StripeWireError(404, {
      message: `Unrecognized request URL (${method}: ${path}). The Stripe stand-in answers only the calls the shop makes (rehearsal/stripe-stand-in.mjs).`,
    });
  }

  async function handleApi(request, response, body) {
    const [path, search = ""] = (request.url ?? "").split("?");
    const form = decodeForm(body);
    const key = request.headers["idempotency-key"];
    requests.push({
      method: request.method,
      path,
      form: Object.fromEntries(new URLSearchParams(body)),
      idempotencyKey: key,
      authorization: request.headers.authorization,
    });
    const requestId = newRequestId();
    const headers = { "request-id": requestId, "stripe-version": request.headers["stripe-version"] ?? "" };
    try {
      if (failure) {
        const { status, error } = failure;
        failure = null;
        throw new StripeWireError(status, error);
      }
      checkApiKey(request.headers.authorization, secretKey);
      const call = { method: request.method, path, query: decodeForm(search), form, key, requestId };
      // Idempotency keys matter on POST only; Stripe ignores them on reads.
      const answer =
        request.method === "POST"
          ? await idempotency.run({ key, method: request.method, path, body }, () => answerApi(call))
          : await answerApi(call);
      sendJson(response, answer.status, answer.body, { ...headers, ...(answer.replayed && { "idempotent-replayed": "true" }) });
    } catch (error) {
      if (!(error instanceof StripeWireError)) throw error;
      sendJson(response, error.status, error.body, headers);
    }
  }

  async function handlePage(request, response, id) {
    const session = state.sessions.get(id);
    const html = (status, text) => response.writeHead(status, { "content-type": "text/html; charset=utf-8" }).end(text);
    if (!session) return html(404, notFoundPage());
    if (request.method === "POST" && session.status === "open") {
      // Stripe redirects at once and delivers the event on its own time; the first attempt is awaited here so that
      // the thank-you page usually finds the order paid, and retries go on after the redirect.
      const { delivery } = completeSession(id);
      await delivery.firstAttempt;
      return response.writeHead(303, { location: successRedirect(session) }).end();
    }
    html(200, hostedPage(session, state.lineItems.get(id)));
  }

  const server = createServer((request, response) => {
    readBody(request)
      .then((body) => {
        const page = /^\/pay\/([^/?]+)$/.exec((request.url ?? "").split("?")[0]);
        if (page && (request.method === "GET" || request.method === "POST"))
          return handlePage(request, response, decodeURIComponent(page[1]));
        return handleApi(request, response, body);
      })
      .catch((error) => {
        if (!response.headersSent) sendJson(response, 500, { error: { type: "api_error", message: `Stripe stand-in: ${error.message}` } });
      });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  baseUrl = `http://${host.includes(":") ? `[${host}]` : host}:${address.port}`;

  const snapshot = (record) =>
    structuredClone({ event: record.event, attempts: record.attempts, delivered: record.delivered, done: record.done });

  return {
    url: baseUrl,
    port: address.port,
    /** The sessions as they stand (copies). */
    sessions: () => [...state.sessions.values()].map((session) => structuredClone(session)),
    /** Every event made, with its delivery attempts (copies). */
    events: () => webhooks.records.map(snapshot),
    /** Pays an open session as its buyer would; resolves once its event is delivered or its retries ran out. */
    async pay(sessionId) {
      const { session, charge, delivery } = completeSession(sessionId);
      return { session, charge, event: snapshot(await delivery.finished) };
    },
    /** Pays every open session (the load phase), a few at a time; resolves with what was paid and delivered. */
    async payAll({ concurrency = 4 } = {}) {
      const open = [...state.sessions.values()].filter((session) => session.status === "open").map((session) => session.id);
      const results = [];
      const worker = async () => {
        for (let id = open.shift(); id; id = open.shift()) {
          const { event } = await this.pay(id);
          results.push({ sessionId: id, delivered: event.delivered });
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      return { paid: results.length, undelivered: results.filter((result) => !result.delivered).map((result) => result.sessionId) };
    },
    /** Expires an open session now, as Stripe does at its expires_at; resolves once its event is delivered. */
    async expire(sessionId) {
      const { session, delivery } = expireSession(sessionId);
      return { session: structuredClone(session), event: snapshot(await delivery.finished) };
    },
    /** A refund made in Stripe's dashboard (no metadata of the shop's), announced by charge.refunded. */
    dashboardRefund(chargeId, amount) {
      const { refund, charge, previous } = createRefund(state, { charge: chargeId, amount: String(amount) });
      webhooks.send(makeEvent("charge.refunded", wireCharge(charge, []), { previousAttributes: previous }));
      return refund;
    },
    /** Resolves once every event sent so far is delivered or has run out of retries. */
    async deliveriesSettled() {
      while (webhooks.records.some((record) => !record.done)) await new Promise((resolve) => setTimeout(resolve, 50));
    },
    // For the shop's own tests (tests/support/stripe-stand-in.ts): what the SDK sent, the state itself, error paths.
    requests,
    state,
    hooks,
    /** The next API call answers this Stripe error instead. */
    failNext(status, error) {
      failure = { status, error };
    },
    async stop() {
      clearInterval(sweeper);
      webhooks.stop();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

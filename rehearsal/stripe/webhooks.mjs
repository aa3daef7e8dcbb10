// Events and their delivery as Stripe makes them (https://docs.stripe.com/webhooks): an `event` object holding a
// snapshot of the object it is about, POSTed as JSON to the endpoint with a `Stripe-Signature` header made by the
// real SDK's own helper (Stripe.webhooks.generateTestHeaderString), signed again at each attempt. A non-2xx answer,
// a refused connection or no answer within the timeout is tried again with backoff, as Stripe does (over three days
// there; over seconds here, so that a rehearsal sees the retries).
import Stripe from "stripe";
import { nowSeconds, stripeId } from "./wire.mjs";

export const DEFAULT_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000];
const ATTEMPT_TIMEOUT_MS = 10_000;

/** An event about `object` (copied now: a later change to the object is not in it). */
export function makeEvent(type, object, { requestId = null, idempotencyKey = null, previousAttributes } = {}) {
  return {
    id: stripeId("evt"),
    object: "event",
    api_version: Stripe.API_VERSION,
    created: nowSeconds(),
    data: { object: structuredClone(object), ...(previousAttributes && { previous_attributes: previousAttributes }) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: requestId, idempotency_key: idempotencyKey },
    type,
  };
}

const wait = (ms, signal) =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Delivers events to `url` signed with `secret`. Every event is recorded with its attempts, delivered or not;
 * without a url (the shop's own tests) events are only recorded. `stop()` abandons the retries still waiting.
 */
export function createWebhookSender({ url, secret, retryDelaysMs = DEFAULT_RETRY_DELAYS_MS }) {
  if (url && !secret) throw new Error("startStripeStandIn: webhookUrl needs webhookSecret (the endpoint's whsec_… secret)");
  const records = [];
  const stopping = new AbortController();

  async function attempt(event) {
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json; charset=utf-8",
          "stripe-signature": signature,
          "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
        },
        body: payload,
        signal: AbortSignal.any([AbortSignal.timeout(ATTEMPT_TIMEOUT_MS), stopping.signal]),
      });
      await response.arrayBuffer();
      return { at: new Date().toISOString(), status: response.status };
    } catch (error) {
      return { at: new Date().toISOString(), status: null, error: error.cause?.code ?? error.name ?? String(error) };
    }
  }

  /** Sends until a 2xx or the retries run out; resolves with the record. `firstAttempt` resolves after the first try. */
  function send(event) {
    const record = { event, attempts: [], delivered: false, done: !url };
    records.push(record);
    if (!url) return { record, firstAttempt: Promise.resolve(record), finished: Promise.resolve(record) };
    let firstDone;
    const firstAttempt = new Promise((resolve) => (firstDone = resolve));
    const finished = (async () => {
      for (let tries = 0; ; tries++) {
        const result = await attempt(event);
        record.attempts.push(result);
        record.delivered = result.status !== null && result.status >= 200 && result.status < 300;
        if (tries === 0) firstDone(record);
        if (record.delivered || tries >= retryDelaysMs.length || stopping.signal.aborted) break;
        await wait(retryDelaysMs[tries], stopping.signal);
        if (stopping.signal.aborted) break;
      }
      record.done = true;
      return record;
    })();
    return { record, firstAttempt, finished };
  }

  return {
    send,
    records,
    stop() {
      stopping.abort();
    },
  };
}

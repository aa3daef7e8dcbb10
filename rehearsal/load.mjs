// The load of the rehearsal, through the proxy: autocannon on the campaign page and on POST /api/checkout (each
// checkout a new attempt with its own key, buyer and client address, so each makes one pending order), plus a few
// live streams of the campaign's progress bar. Every answer is recorded with when it started and how long it took,
// so that the faults' windows can be counted apart.
import { randomUUID } from "node:crypto";
import autocannon from "autocannon";

// Answers slower than this are counted as timeouts by autocannon (its own limit, in seconds).
const REQUEST_TIMEOUT_S = 10;

/** A client address of the 198.18.0.0/15 benchmarking range, the n-th: each buyer comes from an address of their own. */
const clientAddress = (n) => `198.18.${Math.floor(n / 250) % 256}.${(n % 250) + 1}`;

/** The carts the buyers send, in turn: pick-up orders, some with a donation. */
const carts = [
  { cart: [{ id: "noir", quantity: 2 }], donation_eur: null },
  {
    cart: [
      { id: "praline", quantity: 1 },
      { id: "blanc", quantity: 3 },
    ],
    donation_eur: 5,
  },
  { cart: [{ id: "noir", quantity: 1 }], donation_eur: 2.5 },
];

export function startLoad({ baseUrl, campaign, pageConnections, pageRate, checkoutConnections, checkoutRate, streams }) {
  const answers = [];
  const errors = [];
  const orders = [];
  // Every checkout attempt sent, by key, with the status it was answered (null while, or if never, answered).
  const attempts = new Map();
  let buyers = 0;
  const record = (kind) => (_client, status, _bytes, latencyMs) => {
    const end = Date.now();
    answers.push({ kind, status, latencyMs, start: end - latencyMs });
  };
  // A timeout is reported when the wait ends: the request started REQUEST_TIMEOUT_S earlier.
  const recordError = (kind) => (error) => {
    const code = error?.code ?? error?.message ?? String(error);
    const timeout = /timeout/i.test(code);
    errors.push({ kind, code, timeout, start: Date.now() - (timeout ? REQUEST_TIMEOUT_S * 1000 : 0) });
  };

  /** A new checkout attempt: its own key, buyer and client address. */
  const nextAttempt = () => {
    const n = buyers++;
    const key = randomUUID();
    const email = `acheteur-${n}-${key.slice(0, 8)}@repetition.example`;
    const { cart, donation_eur } = carts[n % carts.length];
    const attempt = {
      key,
      email,
      status: null,
      headers: { "content-type": "application/json", origin: baseUrl, "x-forwarded-for": clientAddress(n) },
      body: JSON.stringify({
        campaign_id: campaign.id,
        cart,
        donation_eur,
        buyer_info: { buyer_name: `Acheteur ${n}`, buyer_email: email, delivery_mode: "pickup" },
        checkout_key: key,
      }),
    };
    attempts.set(key, attempt);
    return attempt;
  };
  const recordOrder = (attempt, body) => {
    const answer = JSON.parse(body);
    orders.push({ key: attempt.key, email: attempt.email, reference: answer.order_reference, saleId: answer.sale_id });
  };

  const common = { url: baseUrl, duration: 3600, timeout: REQUEST_TIMEOUT_S };
  const runs = [];
  if (pageConnections > 0) {
    const pages = autocannon({
      ...common,
      connections: pageConnections,
      overallRate: pageRate,
      requests: [{ method: "GET", path: `/c/${campaign.slug}` }],
    });
    pages.on("response", record("page"));
    pages.on("reqError", recordError("page"));
    runs.push(pages);
  }
  if (checkoutConnections > 0) {
    const checkouts = autocannon({
      ...common,
      connections: checkoutConnections,
      overallRate: checkoutRate,
      requests: [
        {
          method: "POST",
          path: "/api/checkout",
          setupRequest: (request, context) => {
            const attempt = nextAttempt();
            context.attempt = attempt;
            return { ...request, headers: attempt.headers, body: attempt.body };
          },
          onResponse: (status, body, context) => {
            context.attempt.status = status;
            if (status === 200) recordOrder(context.attempt, body);
          },
        },
      ],
    });
    checkouts.on("response", record("checkout"));
    checkouts.on("reqError", recordError("checkout"));
    runs.push(checkouts);
  }
  const live = liveStreams({ baseUrl, campaign, count: streams });

  return {
    answers,
    errors,
    orders,
    attempts,
    streams: live.stats,
    /**
     * Every attempt answered an error sent again with its key, as the cart drawer does when the buyer taps 'Payer'
     * again (decision 045): the order written before the error, if any, comes back instead of a second one.
     */
    async sendFailedAttemptsAgain() {
      const failed = [...attempts.values()].filter((a) => a.status !== null && a.status !== 200);
      const statuses = {};
      for (const attempt of failed) {
        const response = await fetch(`${baseUrl}/api/checkout`, { method: "POST", headers: attempt.headers, body: attempt.body });
        const body = await response.text();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        attempt.status = response.status;
        if (response.status === 200) recordOrder(attempt, body);
      }
      return { sent: failed.length, statuses };
    },
    /**
     * n checkouts sent at once (beside the steady ones): started just before a fault, they are under way in both
     * processes when it strikes. Resolves with each one's end time once all have answered.
     */
    async checkoutBurst(n) {
      if (checkoutConnections === 0) return [];
      return Promise.all(
        Array.from({ length: n }, async () => {
          const attempt = nextAttempt();
          const start = Date.now();
          try {
            const response = await fetch(`${baseUrl}/api/checkout`, {
              method: "POST",
              headers: attempt.headers,
              body: attempt.body,
              signal: AbortSignal.timeout(REQUEST_TIMEOUT_S * 1000),
            });
            const body = await response.text();
            answers.push({ kind: "checkout", status: response.status, latencyMs: Date.now() - start, start });
            attempt.status = response.status;
            if (response.status === 200) recordOrder(attempt, body);
          } catch (error) {
            errors.push({ kind: "checkout", code: error.name, timeout: error.name === "TimeoutError", start });
          }
          return Date.now();
        }),
      );
    },
    /** Stops every client; resolves once autocannon has its results. */
    async stop() {
      live.stop();
      const done = runs.map((run) => new Promise((resolve) => run.once("done", resolve)));
      for (const run of runs) run.stop();
      await Promise.all(done);
    },
  };
}

/**
 * Browsers holding the campaign's live progress bar open (GET /api/campaigns/:id/raised/stream), each opened again
 * when its stream ends, as EventSource does. Counts streams the server ended cleanly (a process stopping) apart from
 * those cut (a process killed).
 */
function liveStreams({ baseUrl, campaign, count }) {
  const stats = { opened: 0, endedByServer: 0, cut: 0, events: 0, refused: 0 };
  const controller = new AbortController();
  let stopped = false;
  async function follow(n) {
    while (!stopped) {
      try {
        const response = await fetch(`${baseUrl}/api/campaigns/${campaign.id}/raised/stream`, {
          headers: { accept: "text/event-stream", "x-forwarded-for": `198.19.0.${n + 1}` },
          signal: controller.signal,
        });
        if (response.status !== 200) {
          stats.refused++;
          await response.arrayBuffer();
        } else {
          stats.opened++;
          const decoder = new TextDecoder();
          for await (const chunk of response.body)
            stats.events += (decoder.decode(chunk, { stream: true }).match(/^event: raised$/gm) ?? []).length;
          stats.endedByServer++;
        }
      } catch {
        if (stopped) return;
        stats.cut++;
      }
      // EventSource waits the stream's `retry` (3 s) before opening it again; less here, to follow the faults closely.
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  const followers = Array.from({ length: count }, (_, n) => follow(n));
  return {
    stats,
    stop() {
      stopped = true;
      controller.abort();
      void Promise.allSettled(followers);
    },
  };
}

/** The answers and errors of one time window [start, end), by when each request started. */
export function windowStats({ answers, errors }, { start, end }, kind) {
  const inWindow = answers.filter((a) => a.start >= start && a.start < end && (!kind || a.kind === kind));
  const errorsIn = errors.filter((e) => e.start >= start && e.start < end && (!kind || e.kind === kind));
  const byStatus = {};
  for (const a of inWindow) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
  const failed = inWindow.filter((a) => a.status >= 400);
  return {
    requests: inWindow.length + errorsIn.length,
    failed: failed.length + errorsIn.length,
    unavailable: inWindow.filter((a) => a.status === 503).length,
    errors: errorsIn.length,
    timeouts: errorsIn.filter((e) => e.timeout).length,
    slowestMs: Math.max(0, ...inWindow.map((a) => a.latencyMs)),
    slowest503Ms: Math.max(0, ...inWindow.filter((a) => a.status === 503).map((a) => a.latencyMs)),
    byStatus,
  };
}

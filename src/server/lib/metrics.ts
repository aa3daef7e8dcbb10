import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { AppError } from "../../shared/errors";
import { isDatabaseUnavailable, isQueryTimeout } from "./database-errors";

// What this process counts, for Prometheus (docs/operations.md#metrics-and-logs, decision 048). Counters belong to
// the process, not to an app: each process exposes its own, and Prometheus sums the instances. What is read from the
// database when scraped (the outbox, the pool) is the app's own: metrics/app-gauges.ts.

/** Every series this server writes starts with this, Node's own (event loop, memory, GC) included. */
export const METRIC_PREFIX = "boutique_";

export const processMetrics = new Registry();
let defaultsStarted = false;

/** Node's own series (event loop delay, heap, GC, handles), started once per process, when metrics are served. */
export function startDefaultMetrics() {
  if (defaultsStarted) return;
  defaultsStarted = true;
  collectDefaultMetrics({ register: processMetrics, prefix: METRIC_PREFIX });
}

export const httpRequestDuration = new Histogram({
  name: `${METRIC_PREFIX}http_request_duration_seconds`,
  help: "Time to answer a request, by route pattern (never the address itself: no slug, id or key), method and status class; _count is the number of requests",
  labelNames: ["method", "route", "status_class"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processMetrics],
});

export const checkoutOutcomes = new Counter({
  name: `${METRIC_PREFIX}checkouts_total`,
  help: "Checkout calls by outcome: created (a new order), resumed (the same attempt sent again), refused (reason: the error code), failed (reason: the error code)",
  labelNames: ["outcome", "reason"] as const,
  registers: [processMetrics],
});

export const paymentOutcomes = new Counter({
  name: `${METRIC_PREFIX}payments_total`,
  help: "Orders that left 'pending' (paid, failed, expired), and refunds that succeeded (refunded), once each",
  labelNames: ["outcome"] as const,
  registers: [processMetrics],
});

export const webhookDelay = new Histogram({
  name: `${METRIC_PREFIX}payment_webhook_delay_seconds`,
  help: "How late the payment provider's signed events arrive: now minus the event's creation time",
  buckets: [1, 5, 15, 30, 60, 300, 900, 3600, 6 * 3600, 24 * 3600],
  registers: [processMetrics],
});

export const liveStreams = new Gauge({
  name: `${METRIC_PREFIX}live_streams`,
  help: "Live event streams (the amount raised, the sales drawer) open on this process",
  registers: [processMetrics],
});

export const databaseErrors = new Counter({
  name: `${METRIC_PREFIX}database_errors_total`,
  help: "Database connection errors: out of reach for a query of a request or a job (query), a pooled connection lost, idle or handed out (pool), the LISTEN connection lost (listen)",
  labelNames: ["kind"] as const,
  registers: [processMetrics],
});

export const databaseQueryTimeouts = new Counter({
  name: `${METRIC_PREFIX}database_query_timeouts_total`,
  help: "Queries stopped by statement_timeout or the driver's query_timeout",
  registers: [processMetrics],
});

export const backgroundJobLastSuccess = new Gauge({
  name: `${METRIC_PREFIX}background_job_last_success_timestamp_seconds`,
  help: "When each background job (the mail worker included) last ended a run without an error, in Unix seconds",
  labelNames: ["job"] as const,
  registers: [processMetrics],
});

/** A background job's run went through. */
export function jobSucceeded(job: string) {
  backgroundJobLastSuccess.set({ job }, Date.now() / 1000);
}

/** "2xx", "4xx"...: the status's class keeps the series few. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/**
 * A checkout call that threw: refused (the buyer's input or the campaign's state, a 4xx), or failed (the payment
 * provider or the database could not answer, a bug). The reason is the error's code: a short, fixed list.
 */
export function countCheckoutError(error: unknown) {
  const e = error as { statusCode?: number; validation?: unknown; code?: unknown };
  if (error instanceof AppError) {
    checkoutOutcomes.inc({ outcome: error.status < 500 ? "refused" : "failed", reason: error.code });
  } else if (e.validation) {
    checkoutOutcomes.inc({ outcome: "refused", reason: "VALIDATION" });
  } else if (isDatabaseUnavailable(error)) {
    checkoutOutcomes.inc({ outcome: "failed", reason: "DATABASE_UNAVAILABLE" });
  } else if (e.statusCode === 429) {
    checkoutOutcomes.inc({ outcome: "refused", reason: "RATE_LIMITED" });
  } else if (e.statusCode && e.statusCode < 500) {
    checkoutOutcomes.inc({ outcome: "refused", reason: "VALIDATION" });
  } else {
    checkoutOutcomes.inc({ outcome: "failed", reason: "INTERNAL" });
  }
}

/** A database error met by a request or a job: a query stopped by its timeout, or the database out of reach. */
export function countDatabaseError(error: unknown) {
  if (isQueryTimeout(error)) databaseQueryTimeouts.inc();
  else if (isDatabaseUnavailable(error)) databaseErrors.inc({ kind: "query" });
}

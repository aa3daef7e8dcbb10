import { sql } from "drizzle-orm";
import { Gauge, Registry } from "prom-client";
import type { Database } from "../db/client";
import { selectRows } from "../db/raw-rows";
import { METRIC_PREFIX, processMetrics, startDefaultMetrics } from "../lib/metrics";

/** What a scrape answers: the process's series and this app's, read now. */
export type MetricsExposition = { contentType: string; text(): Promise<string> };

type OutboxFigures = { pending: number; oldest_age_seconds: number | null };

/**
 * The series read when Prometheus scrapes, from this app's database: the mail outbox (one indexed count on
 * `mail_outbox_due_idx`) and, on PostgreSQL, the connection pool (from memory). Each app has its own, so that a test
 * process holding several apps reads each one's.
 */
export function createMetricsExposition(database: Database): MetricsExposition {
  startDefaultMetrics();
  const registry = new Registry();
  let outbox: Promise<OutboxFigures | null> | undefined;
  // Both outbox gauges come from one query per scrape. With the database away they read NaN (no value), and the
  // process's own series still come: an old figure would look current, a 0 would say the outbox is empty.
  const readOutbox = () =>
    (outbox ??= selectRows<OutboxFigures>(
      database.db,
      sql`select count(*)::int as pending, extract(epoch from now() - min(created_at))::float8 as oldest_age_seconds
          from mail_outbox where status = 'pending'`,
    ).then(
      ([row]) => row,
      () => null,
    ));
  const outboxGauge = (name: string, help: string, figure: (figures: OutboxFigures) => number) =>
    new Gauge({
      name: `${METRIC_PREFIX}${name}`,
      help,
      registers: [registry],
      async collect() {
        const figures = await readOutbox();
        this.set(figures ? figure(figures) : Number.NaN);
      },
    });
  outboxGauge("mail_outbox_pending", "Mails waiting in the outbox (not yet sent, not failed for good)", (f) => f.pending);
  outboxGauge(
    "mail_outbox_oldest_pending_age_seconds",
    "How long the oldest mail still waiting in the outbox has waited; 0 when none waits",
    (f) => f.oldest_age_seconds ?? 0,
  );

  const pool = database.pool;
  if (pool) {
    new Gauge({
      name: `${METRIC_PREFIX}database_pool_connections`,
      help: "The PostgreSQL pool's connections: all open ones (total) and those free (idle)",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        this.set({ state: "total" }, pool.totalCount);
        this.set({ state: "idle" }, pool.idleCount);
      },
    });
    new Gauge({
      name: `${METRIC_PREFIX}database_pool_waiting`,
      help: "Queries waiting for a free connection of the PostgreSQL pool",
      registers: [registry],
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }

  return {
    contentType: registry.contentType,
    async text() {
      outbox = undefined;
      try {
        return await Registry.merge([processMetrics, registry]).metrics();
      } finally {
        outbox = undefined;
      }
    },
  };
}

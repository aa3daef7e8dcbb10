import type { Config } from "../config";
import type { Db } from "../db/client";
import { claimDueMails, markFailed, markSent, type ClaimedMail } from "./outbox-claims";
import { createSmtpTransport, deliver, type MailTransport } from "./transport";
import { countDatabaseError, jobSucceeded } from "../lib/metrics";

/** The mail worker's name in the metrics (its last success). */
export const MAIL_WORKER_JOB = "mail-worker";

/*
 * Delivery guarantees.
 *
 * A pass claims due rows in a short transaction (SELECT ... FOR UPDATE SKIP LOCKED, then a lease written into
 * next_attempt_at), commits, sends each mail, and records the outcome in a second statement that only applies
 * while the row still carries this worker's lease. No transaction stays open during SMTP, so a slow mail server
 * never holds a database connection (or, on PGlite, the whole database) hostage.
 *
 * - Two workers (in one process or in several) never send the same mail: a row is claimed by exactly one of
 *   them, and nobody else sees it as due until the lease (5 min) runs out. Every SMTP step times out after
 *   10 s and a send is abandoned after 60 s, well inside the lease; an abandoned send is retried no sooner
 *   than one lease later, in case it still completes in the background.
 * - The one at-least-once window: the process dies (or the database becomes unreachable) after the SMTP
 *   server accepted a mail and before the row is marked sent. The lease then expires and the mail goes out
 *   again, with the same Message-ID. Mails are never lost: a row leaves 'pending' only when it was sent or
 *   after `maxAttempts` failures.
 */

export type MailLogger = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export type MailWorkerOptions = {
  db: Db;
  config: Config;
  log: MailLogger;
  /** Poll period; `wake()` covers fresh mails, the poll covers retries and other processes' mails. */
  intervalMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  /** Delay before retry number `attempt` (1 after the first failure). */
  backoffMs?: (attempt: number) => number;
  leaseMs?: number;
  sendTimeoutMs?: number;
  /** The clock for due dates; the database's own clock when omitted. Tests move time with it. */
  now?: () => Date;
  /** Built from `config.mail.url` when omitted. */
  transport?: MailTransport;
};

export type MailWorker = {
  /** Starts a pass now (call after committing a transaction that queued mail). */
  wake(): void;
  /** Runs passes until nothing is due; rejects if a pass failed on the database. */
  drain(): Promise<void>;
  /** Stops polling and waits for the pass in flight. */
  stop(): Promise<void>;
};

/** 5 s, 10 s, 20 s ... capped at 15 min: ten attempts span about an hour and a half. */
export function defaultBackoffMs(attempt: number): number {
  return Math.min(5_000 * 2 ** (attempt - 1), 15 * 60_000);
}

class SendTimeoutError extends Error {
  override name = "SendTimeoutError";
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeoutError(`no answer from the SMTP server after ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" && !error.message.includes(code) ? `${code}: ${error.message}` : error.message;
}

const idle: MailWorker = { wake() {}, async drain() {}, async stop() {} };

export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, config, log } = options;
  // Outbox mode: the table itself is the development mailbox (/dev/mails), nothing leaves the machine.
  if (config.mail.transport !== "smtp") return idle;

  const from = config.mail.from;
  const ownTransport = options.transport === undefined;
  const transport = options.transport ?? createSmtpTransport(config.mail.url);
  const intervalMs = options.intervalMs ?? 2_000;
  const batchSize = options.batchSize ?? 20;
  const maxAttempts = options.maxAttempts ?? 10;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const sendTimeoutMs = options.sendTimeoutMs ?? 60_000;
  const now = options.now;

  async function sendOne(mail: ClaimedMail): Promise<void> {
    try {
      await withDeadline(deliver(transport, from, mail), sendTimeoutMs);
    } catch (error) {
      const attempt = mail.attempts + 1;
      const retryInMs = error instanceof SendTimeoutError ? Math.max(backoffMs(attempt), leaseMs) : backoffMs(attempt);
      const outcome = await markFailed(db, mail, { error: errorText(error), retryInMs, maxAttempts, now: now?.() });
      const context = { mailId: mail.id, attempts: outcome.attempts, err: errorText(error) };
      if (outcome.status === "failed") log.error(context, "mail delivery failed for good");
      else log.warn({ ...context, retryInMs }, "mail delivery failed, will retry");
      return;
    }
    // A throw here (database down) leaves the row leased: it is sent again when the lease expires.
    const marked = await markSent(db, mail, now?.());
    if (marked) log.info({ mailId: mail.id }, "mail sent");
    else log.warn({ mailId: mail.id }, "mail sent after its claim expired");
  }

  async function pass(): Promise<number> {
    const claimed = await claimDueMails(db, { now: now?.(), limit: batchSize, leaseMs });
    // Sequential on purpose: one SMTP connection at a time is plenty and spares the mail server.
    for (const mail of claimed) await sendOne(mail);
    return claimed.length;
  }

  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;

  // One loop per worker at a time; a wake or a tick during a loop asks it for one more round, so every
  // request is followed by a pass that started after it.
  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          while (!stopped && (await pass()) > 0);
        } while (again && !stopped);
        // Every due mail was tried (sent, or put back for a retry): the worker is alive and reaching the database.
        jobSucceeded(MAIL_WORKER_JOB);
      } catch (error) {
        countDatabaseError(error);
        log.error({ err: errorText(error) }, "mail worker pass failed");
        throw error;
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  // Errors are logged in run(); the timer and wake() just try again later.
  const background = () => {
    if (!stopped) run().catch(() => {});
  };
  const timer = setInterval(background, intervalMs);
  timer.unref();

  return {
    wake: background,
    drain: () => (stopped ? Promise.resolve() : run()),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => {});
      if (ownTransport) transport.close();
    },
  };
}

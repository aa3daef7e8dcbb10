import { and, asc, eq, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";
import type { OutboxRow } from "./outbox";

/**
 * A claimed row. Claiming pushes `next_attempt_at` forward by the lease, and that exact value is the claim's
 * token: the worker's final update only applies while the row still carries it, so a worker whose lease
 * somehow ran out can never overwrite what the next owner of the row wrote.
 */
export type ClaimedMail = OutboxRow;

/** The database's clock, unless a caller (a test) brings its own. */
function clock(now: Date | undefined): SQL {
  return now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
}

function later(now: Date | undefined, ms: number): SQL {
  // Truncated to milliseconds so the value read back into a JS Date compares equal in the token check.
  return sql`date_trunc('milliseconds', ${clock(now)} + make_interval(secs => ${ms / 1000}))`;
}

/**
 * Takes up to `limit` due mails for this worker. The row locks (SKIP LOCKED: other workers pass over them
 * instead of waiting) last only for this short transaction; what keeps the rows ours while we talk to the
 * SMTP server, without holding a transaction open, is the lease written into `next_attempt_at`.
 */
export async function claimDueMails(
  db: Db,
  { now, limit, leaseMs }: { now?: Date; limit: number; leaseMs: number },
): Promise<ClaimedMail[]> {
  const rows = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.next_attempt_at, clock(now))))
      .orderBy(asc(mailOutbox.next_attempt_at))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ next_attempt_at: later(now, leaseMs) })
      .where(
        inArray(
          mailOutbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
  return rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
}

function stillOurs(claim: ClaimedMail): SQL | undefined {
  return and(eq(mailOutbox.id, claim.id), eq(mailOutbox.status, "pending"), eq(mailOutbox.next_attempt_at, claim.next_attempt_at));
}

/** Returns false when the claim was lost (the lease ran out and another worker took the row). */
export async function markSent(db: Db, claim: ClaimedMail, now?: Date): Promise<boolean> {
  const updated = await db
    .update(mailOutbox)
    .set({ status: "sent", sent_at: clock(now) })
    .where(stillOurs(claim))
    .returning({ id: mailOutbox.id });
  return updated.length > 0;
}

export type FailureOutcome = { attempts: number; status: "pending" | "failed"; retryInMs?: number; claimLost: boolean };

/** Records a failed attempt: retry after `retryInMs`, or give up once `maxAttempts` is reached. */
export async function markFailed(
  db: Db,
  claim: ClaimedMail,
  { error, retryInMs, maxAttempts, now }: { error: string; retryInMs: number; maxAttempts: number; now?: Date },
): Promise<FailureOutcome> {
  const attempts = claim.attempts + 1;
  const gaveUp = attempts >= maxAttempts;
  const updated = await db
    .update(mailOutbox)
    .set({
      attempts,
      last_error: error.slice(0, 1000),
      ...(gaveUp ? { status: "failed" } : { next_attempt_at: later(now, retryInMs) }),
    })
    .where(stillOurs(claim))
    .returning({ id: mailOutbox.id });
  return gaveUp
    ? { attempts, status: "failed", claimLost: updated.length === 0 }
    : { attempts, status: "pending", retryInMs, claimLost: updated.length === 0 };
}

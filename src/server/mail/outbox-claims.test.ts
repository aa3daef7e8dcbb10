import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "../db/schema";
import { outboxDatabaseForFile } from "../../../tests/support/outbox-database";
import { queueMail } from "./outbox";
import { claimDueMails, markFailed, markSent } from "./outbox-claims";

const database = await outboxDatabaseForFile();

const leaseMs = 300_000;
const inMs = (ms: number) => new Date(Date.now() + ms);

async function queue(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push(await queueMail(database.db, { to: `x${i}@example.org`, subject: `s${i}`, text: "t" }));
  return ids;
}

const rowOf = async (id: string) => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

describe("claimDueMails", () => {
  it("gives concurrent claimers disjoint rows", async () => {
    const ids = await queue(12);

    const [a, b, c] = await Promise.all([1, 2, 3].map(() => claimDueMails(database.db, { limit: 5, leaseMs })));

    const claimed = [...a, ...b, ...c].map((r) => r.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort()).toEqual([...ids].sort());
  });

  it("hides a claimed row until its lease runs out", async () => {
    const [id] = await queue(1);

    const [first] = await claimDueMails(database.db, { limit: 10, leaseMs });
    expect(first.id).toBe(id);
    expect(await claimDueMails(database.db, { limit: 10, leaseMs })).toEqual([]);
    expect(await claimDueMails(database.db, { now: inMs(leaseMs - 5_000), limit: 10, leaseMs })).toEqual([]);

    const [again] = await claimDueMails(database.db, { now: inMs(leaseMs + 5_000), limit: 10, leaseMs });
    expect(again.id).toBe(id);
  });

  it.runIf(process.env.DATABASE_URL)("skips rows another transaction holds instead of waiting for them", async () => {
    const [locked, free] = await queue(2);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let lockTaken!: () => void;
    const taken = new Promise<void>((resolve) => (lockTaken = resolve));
    const holder = database.db.transaction(async (tx) => {
      await tx.select().from(mailOutbox).where(eq(mailOutbox.id, locked)).for("update");
      lockTaken();
      await held;
    });
    await taken;

    const claimed = await claimDueMails(database.db, { limit: 10, leaseMs });
    release();
    await holder;

    expect(claimed.map((r) => r.id)).toEqual([free]);
  });
});

describe("markSent and markFailed", () => {
  it("mark a row only while the claim is still the worker's", async () => {
    const [id] = await queue(1);
    const [stale] = await claimDueMails(database.db, { limit: 1, leaseMs });
    const [current] = await claimDueMails(database.db, { now: inMs(leaseMs + 1_000), limit: 1, leaseMs });

    expect(await markFailed(database.db, stale, { error: "late", retryInMs: 0, maxAttempts: 10 })).toMatchObject({ claimLost: true });
    expect(await markSent(database.db, stale)).toBe(false);
    expect(await markSent(database.db, current)).toBe(true);

    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 0, last_error: null });
  });

  it("reschedule a failed attempt, then give up at maxAttempts", async () => {
    const [id] = await queue(1);
    const [claim] = await claimDueMails(database.db, { limit: 1, leaseMs });

    const outcome = await markFailed(database.db, claim, { error: "ECONNREFUSED", retryInMs: 60_000, maxAttempts: 2 });
    expect(outcome).toEqual({ attempts: 1, status: "pending", retryInMs: 60_000, claimLost: false });
    const retried = await rowOf(id);
    expect(retried).toMatchObject({ status: "pending", attempts: 1, last_error: "ECONNREFUSED" });
    expect(retried.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 50_000);

    const [second] = await claimDueMails(database.db, { now: inMs(61_000), limit: 1, leaseMs });
    expect(await markFailed(database.db, second, { error: "again", retryInMs: 60_000, maxAttempts: 2 })).toMatchObject({
      attempts: 2,
      status: "failed",
    });
    expect(await rowOf(id)).toMatchObject({ status: "failed", attempts: 2, last_error: "again" });
    expect(await claimDueMails(database.db, { now: inMs(3_600_000), limit: 1, leaseMs })).toEqual([]);
  });
});

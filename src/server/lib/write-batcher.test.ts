import { describe, expect, it } from "vitest";
import { createWriteBatcher, type ItemOutcome } from "./write-batcher";

/**
 * After the event loop's next check phase, where the batcher starts its batches. A zero timer alone may fire before
 * that phase on a busy machine (CI saw no batch yet); an immediate queued from it runs after the batcher's, which was
 * queued earlier (by a submit, or by the write's resolution).
 */
const nextTurn = () => new Promise((resolve) => setTimeout(() => setImmediate(resolve), 0));

/** A write whose completion the test controls, recording the batches it was given. */
function controlledWrite() {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  const write = (items: number[]) =>
    new Promise<ItemOutcome<number>[]>((resolve) => {
      batches.push(items);
      releases.push(() =>
        resolve(items.map((n) => (n < 0 ? { ok: false, error: new Error(`refused ${n}`) } : { ok: true, value: n * 10 }))),
      );
    });
  const releaseNext = async () => {
    releases.shift()!();
    await nextTurn();
  };
  return { write, batches, releaseNext };
}

describe("write batcher", () => {
  it("writes in the same turn when idle, and together what arrives while a write is on its way", async () => {
    const { write, batches, releaseNext } = controlledWrite();
    const submit = createWriteBatcher(write, { maxInFlight: 1, maxBatch: 100 });
    const first = submit(1);
    await nextTurn();
    expect(batches).toEqual([[1]]);
    const others = [submit(2), submit(3), submit(4)];
    await nextTurn();
    expect(batches).toEqual([[1]]);
    await releaseNext();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    await releaseNext();
    expect(await first).toBe(10);
    expect(await Promise.all(others)).toEqual([20, 30, 40]);
  });

  it("fails only the items the write refused", async () => {
    const { write, releaseNext } = controlledWrite();
    const submit = createWriteBatcher(write, { maxInFlight: 1, maxBatch: 100 });
    const good = submit(5);
    const bad = submit(-1).catch((error: Error) => error.message);
    const alsoGood = submit(6);
    await nextTurn();
    await releaseNext();
    expect(await good).toBe(50);
    expect(await bad).toBe("refused -1");
    expect(await alsoGood).toBe(60);
  });

  it("rejects a whole batch whose write failed, then goes on writing", async () => {
    let fail = true;
    const submit = createWriteBatcher(
      async (items: number[]) => {
        if (fail) throw new Error("database unreachable");
        return items.map((n) => ({ ok: true as const, value: n }));
      },
      { maxInFlight: 1, maxBatch: 100 },
    );
    await expect(submit(1)).rejects.toThrow("database unreachable");
    fail = false;
    expect(await submit(2)).toBe(2);
  });

  it("keeps to its limits: batches in flight and items per batch", async () => {
    const { write, batches, releaseNext } = controlledWrite();
    const submit = createWriteBatcher(write, { maxInFlight: 2, maxBatch: 2 });
    const all = [1, 2, 3, 4, 5, 6].map((n) => submit(n));
    await nextTurn();
    expect(batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
    await releaseNext();
    expect(batches).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
    await releaseNext();
    await releaseNext();
    expect(await Promise.all(all)).toEqual([10, 20, 30, 40, 50, 60]);
  });
});

import { describe, expect, it } from "vitest";
import { createConcurrencyLimit } from "./concurrency-limit";

/** A task the test finishes by hand. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, task: () => opened };
}

const busy = () => new Error("busy");
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("createConcurrencyLimit", () => {
  it("runs at most `slots` tasks at once and starts the waiting ones in arrival order", async () => {
    const limit = createConcurrencyLimit({ slots: 2, maxWaiting: 5, busy });
    const gates = Array.from({ length: 4 }, gate);
    const started: number[] = [];
    const runs = gates.map((g, i) =>
      limit.run(() => {
        started.push(i);
        return g.task();
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    expect(limit.stats()).toEqual({ running: 2, waiting: 2, peakRunning: 2 });

    gates[1].open();
    await runs[1];
    await settle();
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    await Promise.all(runs);
    expect(started).toEqual([0, 1, 2, 3]);
    expect(limit.stats()).toEqual({ running: 0, waiting: 0, peakRunning: 2 });
  });

  it("refuses at once past the waiting line, and frees the slot of a task that failed", async () => {
    const limit = createConcurrencyLimit({ slots: 1, maxWaiting: 1, busy });
    const first = gate();
    const running = limit.run(first.task);
    const waiting = limit.run(async () => "second");
    await expect(limit.run(async () => "third")).rejects.toThrow("busy");
    first.open();
    await running;
    expect(await waiting).toBe("second");

    await expect(limit.run(() => Promise.reject(new Error("decode failed")))).rejects.toThrow("decode failed");
    expect(await limit.run(async () => "after a failure")).toBe("after a failure");
    expect(limit.stats()).toMatchObject({ running: 0, waiting: 0 });
  });
});

describe("createConcurrencyLimit's urgent line", () => {
  it("starts urgent tasks before the ordinary line, bounds each line apart, and refuses with the caller's own error", async () => {
    const limit = createConcurrencyLimit({ slots: 1, maxWaiting: 1, busy });
    const first = gate();
    const started: string[] = [];
    const running = limit.run(first.task);
    const ordinary = limit.run(async () => void started.push("ordinary"));
    await expect(limit.run(async () => "refused", { busy: () => new Error("images busy") })).rejects.toThrow("images busy");
    const urgent = limit.run(async () => void started.push("urgent"), { urgent: true });
    await expect(limit.run(async () => "refused", { urgent: true })).rejects.toThrow("busy");
    expect(limit.stats()).toMatchObject({ running: 1, waiting: 2 });
    first.open();
    await Promise.all([running, ordinary, urgent]);
    expect(started).toEqual(["urgent", "ordinary"]);
  });
});

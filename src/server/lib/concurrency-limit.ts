/** Counters the tests read: a limit is only proven if we can see it was never exceeded. */
export type ConcurrencyStats = { running: number; waiting: number; peakRunning: number };

export type ConcurrencyLimit = {
  /** Runs the task once a slot is free; throws `busy()` at once when too many are already waiting. */
  run<T>(task: () => Promise<T>): Promise<T>;
  stats(): ConcurrencyStats;
  /** Starts peakRunning again from the tasks running now. */
  resetPeak(): void;
};

type ConcurrencyLimitOptions = {
  slots: number;
  /** Beyond this many waiting tasks the caller is refused: a queue without bound is only a slower leak. */
  maxWaiting: number;
  busy: () => Error;
};

/** A semaphore with a bounded, first-come first-served waiting line. */
export function createConcurrencyLimit({ slots, maxWaiting, busy }: ConcurrencyLimitOptions): ConcurrencyLimit {
  if (slots < 1) throw new Error("a concurrency limit needs at least one slot");
  let running = 0;
  let peakRunning = 0;
  const waiting: (() => void)[] = [];

  const acquire = async () => {
    if (running < slots) {
      running += 1;
      peakRunning = Math.max(peakRunning, running);
      return;
    }
    if (waiting.length >= maxWaiting) throw busy();
    // The releasing task hands its slot over, so `running` does not change.
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    stats: () => ({ running, waiting: waiting.length, peakRunning }),
    resetPeak() {
      peakRunning = running;
    },
  };
}

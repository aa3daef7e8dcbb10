/** Counters the tests read: a limit is only proven if we can see it was never exceeded. */
export type ConcurrencyStats = { running: number; waiting: number; peakRunning: number };

/** `urgent`: served before the ordinary line, in a line of its own; `busy`: the refusal this caller gets. */
export type RunOptions = { urgent?: boolean; busy?: () => Error };

export type ConcurrencyLimit = {
  /** Runs the task once a slot is free; throws `busy()` at once when too many are already waiting. */
  run<T>(task: () => Promise<T>, options?: RunOptions): Promise<T>;
  stats(): ConcurrencyStats;
  /** Starts peakRunning again from the tasks running now. */
  resetPeak(): void;
};

type ConcurrencyLimitOptions = {
  slots: number;
  /** Beyond this many waiting tasks (in each line) the caller is refused: a queue without bound is only a slower leak. */
  maxWaiting: number;
  busy: () => Error;
};

/**
 * A semaphore with bounded, first-come first-served waiting lines: an urgent one (small tasks someone is waiting
 * on, such as a payment's receipt) served first, and the ordinary one.
 */
export function createConcurrencyLimit({ slots, maxWaiting, busy }: ConcurrencyLimitOptions): ConcurrencyLimit {
  if (slots < 1) throw new Error("a concurrency limit needs at least one slot");
  let running = 0;
  let peakRunning = 0;
  const urgentLine: (() => void)[] = [];
  const line: (() => void)[] = [];

  const acquire = async (options: RunOptions) => {
    if (running < slots) {
      running += 1;
      peakRunning = Math.max(peakRunning, running);
      return;
    }
    const waiting = options.urgent ? urgentLine : line;
    if (waiting.length >= maxWaiting) throw (options.busy ?? busy)();
    // The releasing task hands its slot over, so `running` does not change.
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = urgentLine.shift() ?? line.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run(task, options = {}) {
      await acquire(options);
      try {
        return await task();
      } finally {
        release();
      }
    },
    stats: () => ({ running, waiting: urgentLine.length + line.length, peakRunning }),
    resetPeak() {
      peakRunning = running;
    },
  };
}

import { countDatabaseError, jobSucceeded } from "./metrics";

/** Stops the job, waiting for a run under way; `firstRun` settles when the run made at start is over. */
export type StopBackgroundJob = (() => Promise<void>) & { firstRun: Promise<void> };

export type BackgroundJob = {
  /** Names the job in the log and in the metrics (its last success: docs/operations.md#metrics-and-logs). */
  name: string;
  run: () => Promise<unknown>;
  everyMs: number;
  /** Hears a failed run; the next run comes all the same. */
  onError: (error: unknown) => void;
};

/**
 * Runs `job.run` once right after start, then every `everyMs`, in the background of the server (its timers never keep
 * the process alive). The returned stop waits for a run under way, so the database is never closed under it. A failed
 * run goes to `onError` and does not stop the next ones; a run that went through is the job's last success.
 */
export function startBackgroundJob({ name, run: job, everyMs, onError }: BackgroundJob): StopBackgroundJob {
  let running: Promise<unknown> = Promise.resolve();
  let firstRunStarted: (run: Promise<unknown>) => void = () => {};
  const firstRun = new Promise<unknown>((resolve) => (firstRunStarted = resolve)).then(
    () => undefined,
    () => undefined,
  );
  const run = () => {
    running = job().then(
      () => jobSucceeded(name),
      (error: unknown) => {
        countDatabaseError(error);
        onError(error);
      },
    );
    firstRunStarted(running);
  };
  const first = setTimeout(run, 0);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  const stop = async () => {
    clearTimeout(first);
    clearInterval(timer);
    firstRunStarted(Promise.resolve());
    await running;
  };
  return Object.assign(stop, { firstRun });
}

/** Stops the job, waiting for a run under way; `firstRun` settles when the run made at start is over. */
export type StopBackgroundJob = (() => Promise<void>) & { firstRun: Promise<void> };

/**
 * Runs `job` once right after start, then every `everyMs`, in the background of the server (its timers never keep the
 * process alive). The returned stop waits for a run under way, so the database is never closed under it. `job`
 * handles its own errors: a failed run must not stop the next ones.
 */
export function startBackgroundJob(job: () => Promise<unknown>, everyMs: number): StopBackgroundJob {
  let running: Promise<unknown> = Promise.resolve();
  let firstRunStarted: (run: Promise<unknown>) => void = () => {};
  const firstRun = new Promise<unknown>((resolve) => (firstRunStarted = resolve)).then(
    () => undefined,
    () => undefined,
  );
  const run = () => {
    running = job();
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

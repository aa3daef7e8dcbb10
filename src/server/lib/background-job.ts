/**
 * Runs `job` once right after start, then every `everyMs`, in the background of the server (its timers never keep the
 * process alive). The returned stop waits for a run under way, so the database is never closed under it. `job`
 * handles its own errors: a failed run must not stop the next ones.
 */
export function startBackgroundJob(job: () => Promise<unknown>, everyMs: number): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = job();
  };
  const first = setTimeout(run, 0);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}

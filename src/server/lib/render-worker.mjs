// A renderer's worker thread (lib/worker-pool.ts, decision 027). Plain JavaScript so that Node can start it however
// the server runs: from `node --import tsx` (npm start), under vitest (whose own transform does not reach worker
// threads) or a bench. It registers tsx's loader for this thread, then loads the TypeScript jobs.
import { parentPort } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { renderJobs } = await import("./render-jobs.ts");

/** What a failed job sends back: its message, and the AppError's code when it has one. */
const failure = (error) => ({ message: error instanceof Error ? error.message : String(error), code: error?.code });

parentPort.on("message", async ({ job, args }) => {
  try {
    const result = await renderJobs[job](...args);
    // A buffer that owns its whole memory is moved to the main thread rather than copied.
    const movable = result instanceof Uint8Array && result.byteOffset === 0 && result.byteLength === result.buffer.byteLength;
    parentPort.postMessage({ ok: true, result }, movable ? [result.buffer] : []);
  } catch (error) {
    parentPort.postMessage({ ok: false, error: failure(error) });
  }
});

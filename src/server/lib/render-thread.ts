import { parentPort } from "node:worker_threads";
import { renderJobs, type RenderJobName } from "./render-jobs";

// The body of a renderer's worker thread (lib/worker-pool.ts, decision 027): it answers each job the main thread sends.
// Loading this module is starting the thread's work, so that both ways of running the server start the same body:
// from the sources, render-worker.mjs registers tsx and imports it; the server's bundle (decision 047) builds it into
// dist/server/render-worker.mjs on its own.

type Job = { job: RenderJobName; args: unknown[] };

/** What a failed job sends back: its message, and the AppError's code when it has one. */
const failure = (error: unknown) => ({
  message: error instanceof Error ? error.message : String(error),
  code: (error as { code?: unknown } | null)?.code,
});

const port = parentPort;
if (!port) throw new Error("render-thread runs only in a worker thread (lib/worker-pool.ts)");

port.on("message", async ({ job, args }: Job) => {
  try {
    const result: unknown = await (renderJobs[job] as (...jobArgs: unknown[]) => unknown)(...args);
    // A buffer that owns its whole memory is moved to the main thread rather than copied.
    const movable = result instanceof Uint8Array && result.byteOffset === 0 && result.byteLength === result.buffer.byteLength;
    port.postMessage({ ok: true, result }, movable ? [result.buffer as ArrayBuffer] : []);
  } catch (error) {
    port.postMessage({ ok: false, error: failure(error) });
  }
});

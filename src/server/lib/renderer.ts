import os from "node:os";
import { AppError } from "../../shared/errors";
import { createConcurrencyLimit, type ConcurrencyStats } from "./concurrency-limit";
import type { RenderJobName, RenderJobs } from "./render-jobs";
import { createWorkerPool } from "./worker-pool";

// The one renderer of the process (decision 027): every PDF, QR code and image is made through it, a few at a time,
// never on the main thread's time. PDFs and QR codes (pdfkit, qrcode: pure JavaScript) run in worker threads; sharp's
// work (uploads, the link preview's picture) already runs on libuv's threads, so it stays in this process, under the
// same slots. Past the waiting line, the caller is refused with a French 503 rather than queued without end.

// One core stays the main thread's, which answers every other request; two at most, so that two decodes of large
// images (about 460 MB each, uploads/image.ts) bound the memory.
export const RENDER_SLOTS = Math.max(1, Math.min(2, os.availableParallelism() - 1));
export const MAX_WAITING_RENDERS = 16;
// A thread's heap: a sheet of 1 000 flyers takes about 60 MB; a runaway document ends its thread, not the server.
const THREAD_HEAP_MB = 512;

/**
 * Small jobs someone is waiting on right now (a payment's receipt, a QR code on a page): served before the big
 * documents' line, so that a sheet of flyers never holds up a payment's confirmation.
 */
const urgentJobs: ReadonlySet<RenderJobName> = new Set(["receipt", "creditNote", "linkQrSvg", "handOverQrPng"]);

export type RendererStats = ConcurrencyStats & {
  /** Worker threads alive now. */
  threads: number;
  /** Jobs sent to a thread since the process started, by name: what a cache is proven by. */
  renders: Partial<Record<RenderJobName, number>>;
};

export type Renderer = {
  /** A job of lib/render-jobs.ts, run in a worker thread; refused with DOCUMENTS_BUSY when the line is full. */
  run<K extends RenderJobName>(job: K, ...args: Parameters<RenderJobs[K]>): Promise<Awaited<ReturnType<RenderJobs[K]>>>;
  /** Work that already leaves the main thread (sharp), run here under the same slots; `busy` is its refusal. */
  runHere<T>(task: () => Promise<T>, options?: { busy?: () => Error }): Promise<T>;
  stats(): RendererStats;
  /** Starts peakRunning again from the tasks running now. */
  resetPeak(): void;
  /** An app holds the renderer while it runs; the returned function lets go, and the last to let go ends the threads. */
  hold(): () => Promise<void>;
  /** Ends the threads once their jobs are done; the next job starts new ones. */
  close(): Promise<void>;
};

export function createRenderer(options: { slots: number; maxWaiting: number }): Renderer {
  const limit = createConcurrencyLimit({ ...options, busy: () => new AppError("DOCUMENTS_BUSY") });
  const pool = createWorkerPool({ entry: new URL("./render-worker.mjs", import.meta.url), size: options.slots, maxHeapMb: THREAD_HEAP_MB });
  const renders: Partial<Record<RenderJobName, number>> = {};
  let holders = 0;

  return {
    run(job, ...args) {
      return limit.run(
        async () => {
          renders[job] = (renders[job] ?? 0) + 1;
          return (await pool.run(job, args)) as never;
        },
        { urgent: urgentJobs.has(job) },
      );
    },
    runHere: (task, runOptions) => limit.run(task, runOptions),
    stats: () => ({ ...limit.stats(), threads: pool.threads(), renders: { ...renders } }),
    resetPeak: () => limit.resetPeak(),
    hold() {
      holders += 1;
      let held = true;
      return async () => {
        if (!held) return;
        held = false;
        holders -= 1;
        if (holders === 0) await pool.close();
      };
    },
    close: () => pool.close(),
  };
}

/** The process's renderer: its slots bound the whole process, whichever app or request asks. */
export const renderer = createRenderer({ slots: RENDER_SLOTS, maxWaiting: MAX_WAITING_RENDERS });

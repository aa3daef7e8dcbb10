import { Worker } from "node:worker_threads";
import { AppError, errorCatalogue, type ErrorCode } from "../../shared/errors";

// A few worker threads that each run one job at a time (decision 027). The caller (lib/renderer.ts) holds the line
// and never hands over more jobs than `size` at once; the pool only starts threads on demand, sends a job to an idle
// one, replaces a thread that died, and ends them all when asked.

type Reply = { ok: true; result: unknown } | { ok: false; error: { message: string; code?: string } };
type Thread = { worker: Worker; settle?: (reply: Reply) => void };

export type WorkerPool = {
  run(job: string, args: unknown[]): Promise<unknown>;
  /** Threads alive now. */
  threads(): number;
  /** Ends every thread once its job is done; the next job starts new ones. */
  close(): Promise<void>;
};

type WorkerPoolOptions = {
  entry: URL;
  size: number;
  /** A thread's heap: a runaway document ends its own thread, not the server. */
  maxHeapMb: number;
};

/** A job's failure as the main thread throws it: the AppError it was, or an Error with its message. */
function rebuilt(error: { message: string; code?: string }): Error {
  return error.code && error.code in errorCatalogue
    ? new AppError(error.code as ErrorCode)
    : new Error(`render job failed: ${error.message}`);
}

/** A buffer crosses threads as a plain Uint8Array: given back as the Buffer the job returned. */
const asReturned = (result: unknown) =>
  result instanceof Uint8Array && !Buffer.isBuffer(result) ? Buffer.from(result.buffer, result.byteOffset, result.byteLength) : result;

export function createWorkerPool({ entry, size, maxHeapMb }: WorkerPoolOptions): WorkerPool {
  const all = new Set<Thread>();
  const idle: Thread[] = [];
  const finishing = new Set<Promise<unknown>>();

  const start = (): Thread => {
    const thread: Thread = { worker: new Worker(entry, { resourceLimits: { maxOldGenerationSizeMb: maxHeapMb } }) };
    const end = (error: Error) => {
      all.delete(thread);
      const waiting = idle.indexOf(thread);
      if (waiting >= 0) idle.splice(waiting, 1);
      thread.settle?.({ ok: false, error: { message: error.message } });
    };
    thread.worker.on("message", (reply: Reply) => thread.settle?.(reply));
    thread.worker.on("error", end);
    thread.worker.on("exit", (code) => end(new Error(`worker thread exited (${code})`)));
    all.add(thread);
    return thread;
  };

  const run = (job: string, args: unknown[]) => {
    const thread = idle.pop() ?? (all.size < size ? start() : undefined);
    if (!thread) return Promise.reject(new Error("worker pool: more jobs than threads"));
    // A busy thread keeps the process alive; an idle one does not (a test or a script that forgets to close ends anyway).
    thread.worker.ref();
    const done = new Promise<unknown>((resolve, reject) => {
      thread.settle = (reply) => {
        thread.settle = undefined;
        if (all.has(thread)) {
          thread.worker.unref();
          idle.push(thread);
        }
        if (reply.ok) resolve(asReturned(reply.result));
        else reject(rebuilt(reply.error));
      };
    });
    thread.worker.postMessage({ job, args });
    const settled = done.catch(() => undefined);
    finishing.add(settled);
    void settled.then(() => finishing.delete(settled));
    return done;
  };

  return {
    run,
    threads: () => all.size,
    async close() {
      await Promise.all(finishing);
      const ending = [...all].map((thread) => thread.worker.terminate());
      all.clear();
      idle.length = 0;
      await Promise.all(ending);
    },
  };
}

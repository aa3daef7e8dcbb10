// A renderer's worker thread as the sources start it (lib/worker-pool.ts, decision 027). Plain JavaScript so that
// Node can start it however the server runs from its sources: `node --import tsx`, under vitest (whose own transform
// does not reach worker threads) or a bench. It registers tsx's loader for this thread, then loads the thread's body.
// The server's bundle has its own dist/server/render-worker.mjs, built from that body without tsx (decision 047).
import { register } from "tsx/esm/api";

register();
await import("./render-thread.ts");

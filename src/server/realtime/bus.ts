import { EventEmitter } from "node:events";
import pg from "pg";
import type { Database } from "../db/client";

/** A change to a sale; listeners reload what they show (SPEC.md §7 "Live subscription"). */
export type SaleChange = { campaign_id: string; association_id: string; sale_id: string; status: string };

export type RealtimeBus = {
  publish(change: SaleChange): Promise<void>;
  subscribe(listener: (change: SaleChange) => void): () => void;
  close(): Promise<void>;
};

const CHANNEL = "sale_changes";

/**
 * In-process fan-out, plus PostgreSQL LISTEN/NOTIFY when on PostgreSQL, so that every server instance
 * hears the changes made by every other one. On PGlite there is one process: the local emitter is enough.
 */
export async function createRealtimeBus(database: Database): Promise<RealtimeBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const emitLocal = (change: SaleChange) => emitter.emit("change", change);

  let listener: pg.Client | undefined;
  let closed = false;
  if (database.kind === "postgres" && database.pool) {
    const options = database.pool.options;
    const connect = async () => {
      const client = new pg.Client({ connectionString: options.connectionString });
      client.on("notification", (message) => {
        if (message.channel !== CHANNEL || !message.payload) return;
        try {
          emitLocal(JSON.parse(message.payload) as SaleChange);
        } catch {
          // A malformed payload is not ours to crash on.
        }
      });
      // A lost listener connection is re-opened, so an instance never silently goes deaf.
      client.on("error", () => {
        if (!closed) setTimeout(() => void connect().catch(() => {}), 1_000).unref();
      });
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      listener = client;
    };
    await connect();
  }

  return {
    async publish(change) {
      if (listener && database.pool) {
        await database.pool.query("select pg_notify($1, $2)", [CHANNEL, JSON.stringify(change)]);
      } else {
        emitLocal(change);
      }
    },
    subscribe(fn) {
      emitter.on("change", fn);
      return () => emitter.off("change", fn);
    },
    async close() {
      closed = true;
      emitter.removeAllListeners();
      await listener?.end().catch(() => {});
    },
  };
}

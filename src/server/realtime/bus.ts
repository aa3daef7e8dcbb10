import { EventEmitter } from "node:events";
import pg from "pg";
import type { Database } from "../db/client";

/**
 * A change to a sale (created, paid, refunded, a fulfilment step); listeners reload what they show
 * (docs/product.md#live-updates). `fulfilment_status` comes from migration 0008 on.
 */
export type SaleChange = { campaign_id: string; association_id: string; sale_id: string; status: string; fulfilment_status?: string };

export type RealtimeBus = {
  /** A sale was created, or its payment, refunds or fulfilment changed. */
  subscribe(listener: (change: SaleChange) => void): () => void;
  /** A campaign row was created, changed or deleted. */
  onCampaignChange(listener: (campaignId: string) => void): () => void;
  /** Announcements may have been lost (the listening connection dropped): whatever was derived is suspect. */
  onMissedChanges(listener: () => void): () => void;
  close(): Promise<void>;
};

// Channels notified by the triggers of migrations 0003 and 0008, at commit, whoever writes.
const SALE_CHANNEL = "sale_changes";
const CAMPAIGN_CHANNEL = "campaign_changes";

/**
 * The database announces every sale and campaign change itself (triggers + NOTIFY), so no write path can forget
 * to, and an announcement is never sent for a transaction that rolled back. Every server instance LISTENs: on
 * PostgreSQL through a dedicated connection, on PGlite through its own listener (delivered as the query returns).
 */
export async function createRealtimeBus(database: Database): Promise<RealtimeBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const deliver = (channel: string, payload: string | undefined) => {
    if (!payload) return;
    if (channel === CAMPAIGN_CHANNEL) emitter.emit("campaign", payload);
    if (channel !== SALE_CHANNEL) return;
    let change: SaleChange;
    try {
      change = JSON.parse(payload) as SaleChange;
    } catch {
      return; // A malformed payload is not ours to crash on.
    }
    emitter.emit("sale", change);
  };

  const stops: (() => Promise<void>)[] = [];
  let closed = false;
  if (database.pglite) {
    const client = database.pglite;
    for (const channel of [SALE_CHANNEL, CAMPAIGN_CHANNEL])
      stops.push(await client.listen(channel, (payload) => deliver(channel, payload)));
  } else if (database.pool) {
    const { connectionString } = database.pool.options;
    let listener: pg.Client | undefined;
    const connect = async (reconnecting: boolean) => {
      const client = new pg.Client({ connectionString });
      client.on("notification", (message) => deliver(message.channel, message.payload));
      // A lost listener connection is re-opened, so an instance never silently goes deaf; what was announced
      // in between is lost, which listeners hear as "missed changes".
      client.on("error", () => {
        if (!closed) setTimeout(() => void connect(true).catch(() => {}), 1_000).unref();
      });
      await client.connect();
      await client.query(`listen ${SALE_CHANNEL}; listen ${CAMPAIGN_CHANNEL}`);
      listener = client;
      if (reconnecting) emitter.emit("missed");
    };
    await connect(false);
    stops.push(async () => {
      await listener?.end().catch(() => {});
    });
  }

  const on = <T extends unknown[]>(event: string, listener: (...args: T) => void) => {
    emitter.on(event, listener as (...args: unknown[]) => void);
    return () => void emitter.off(event, listener as (...args: unknown[]) => void);
  };
  return {
    subscribe: (listener) => on("sale", listener),
    onCampaignChange: (listener) => on("campaign", listener),
    onMissedChanges: (listener) => on("missed", listener),
    async close() {
      closed = true;
      emitter.removeAllListeners();
      for (const stop of stops) await stop().catch(() => {});
    },
  };
}

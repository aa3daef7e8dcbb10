import { EventEmitter } from "node:events";
import pg from "pg";
import type { Database } from "../db/client";
import { databaseErrors } from "../lib/metrics";

/**
 * A change to a sale (created, paid, refunded, a fulfilment step); listeners reload what they show
 * (docs/product.md#live-updates). `fulfilment_status` comes from migration 0008 on.
 */
export type SaleChange = { campaign_id: string; association_id: string; sale_id: string; status: string; fulfilment_status?: string };

/**
 * A session ended (sign-out, password changed or reset, account deleted: `session_id`) or a membership was removed or
 * given another role (`association_id`): streams opened under that right check it again (migration 0024).
 */
export type AccessChange = { user_id: string; session_id?: string; association_id?: string };

export type RealtimeBus = {
  /** A sale was created, or its payment, refunds or fulfilment changed. */
  subscribe(listener: (change: SaleChange) => void): () => void;
  /** A campaign row was created, changed or deleted. */
  onCampaignChange(listener: (campaignId: string) => void): () => void;
  /** A session or a membership changed: what a signed-in stream may hear may have changed with it. */
  onAccessChange(listener: (change: AccessChange) => void): () => void;
  /** Announcements may have been lost (the listening connection dropped): whatever was derived is suspect. */
  onMissedChanges(listener: () => void): () => void;
  close(): Promise<void>;
};

// Channels notified by the triggers of migrations 0003, 0008 and 0024, at commit, whoever writes.
const SALE_CHANNEL = "sale_changes";
const CAMPAIGN_CHANNEL = "campaign_changes";
const ACCESS_CHANNEL = "access_changes";
const CHANNELS = [SALE_CHANNEL, CAMPAIGN_CHANNEL, ACCESS_CHANNEL];
/** How soon a lost LISTEN connection is tried again, and again while the database is away. */
const RELISTEN_DELAY_MS = 1_000;

/** The JSON payload of a channel, or undefined when it isn't (a malformed payload is not ours to crash on). */
function parsed<T>(payload: string): T | undefined {
  try {
    return JSON.parse(payload) as T;
  } catch {
    return undefined;
  }
}

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
    const change = channel === SALE_CHANNEL || channel === ACCESS_CHANNEL ? parsed<object>(payload) : undefined;
    if (change) emitter.emit(channel === SALE_CHANNEL ? "sale" : "access", change);
  };

  const stops: (() => Promise<void>)[] = [];
  let closed = false;
  if (database.pglite) {
    const client = database.pglite;
    for (const channel of CHANNELS) stops.push(await client.listen(channel, (payload) => deliver(channel, payload)));
  } else if (database.pool) {
    const { connectionString } = database.pool.options;
    let listener: pg.Client | undefined;
    let retry: NodeJS.Timeout | undefined;
    // A lost listener connection is opened again, every second until the database answers, so an instance never
    // silently goes deaf; what was announced in between is lost, which listeners hear as "missed changes".
    const reconnectSoon = () => {
      if (closed || retry) return;
      retry = setTimeout(() => {
        retry = undefined;
        void connect(true).catch(reconnectSoon);
      }, RELISTEN_DELAY_MS);
      retry.unref();
    };
    const connect = async (reconnecting: boolean) => {
      const client = new pg.Client({ connectionString, connectionTimeoutMillis: 2_000 });
      client.on("notification", (message) => deliver(message.channel, message.payload));
      client.on("error", () => {
        databaseErrors.inc({ kind: "listen" });
        if (listener === client) listener = undefined;
        void client.end().catch(() => {});
        reconnectSoon();
      });
      try {
        await client.connect();
        await client.query(CHANNELS.map((channel) => `listen ${channel};`).join(" "));
      } catch (error) {
        void client.end().catch(() => {});
        throw error;
      }
      if (closed) return void (await client.end().catch(() => {}));
      listener = client;
      if (reconnecting) emitter.emit("missed");
    };
    await connect(false);
    stops.push(async () => {
      clearTimeout(retry);
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
    onAccessChange: (listener) => on("access", listener),
    onMissedChanges: (listener) => on("missed", listener),
    async close() {
      closed = true;
      emitter.removeAllListeners();
      for (const stop of stops) await stop().catch(() => {});
    },
  };
}

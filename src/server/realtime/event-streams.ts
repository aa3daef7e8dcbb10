import type { FastifyReply, FastifyRequest } from "fastify";
import { normalizeIP } from "@fastify/rate-limit";
import type { AccessChange, RealtimeBus } from "./bus";
import { liveStreams } from "../lib/metrics";
import { openSse, type SseConnection } from "./sse";
import { createStreamQuota, type StreamQuota } from "./stream-quota";

export type { SseConnection } from "./sse";

/**
 * Whom a signed-in stream was opened for. Its right is checked when the stream opens, then again whenever the database
 * announces a change to this user's sessions or memberships (migration 0024), when announcements may have been missed,
 * and at least every RECHECK_MS (a session that simply expired announces nothing).
 */
export type StreamHolder = {
  userId: string;
  sessionId: string;
  /** Whether the holder may still hear this stream: their session is live and their role still reads it. */
  stillAllowed(): Promise<boolean>;
};

/** The server's event streams, whichever domain's route opens them (the amount raised, the sales drawer). */
export type EventStreams = {
  /**
   * Opens a stream, or throws RATE_LIMITED (429) before the response starts when the address holds its quota. A
   * signed-in stream names its holder: it ends once they sign out, their password changes or their right goes.
   */
  open(request: FastifyRequest, reply: FastifyReply, holder?: StreamHolder): SseConnection;
  /** Streams never end on their own: this ends them, so that shutting the server down doesn't wait for browsers. */
  endAll(): void;
};

/** The longest a signed-in stream goes without its right being checked again (an expired session, a lost announcement). */
export const RECHECK_MS = 5 * 60_000;

type Options = { bus: RealtimeBus; quota?: StreamQuota; recheckMs?: number };

/** Every stream counts against one quota per address, whatever route opened it. */
export function createEventStreams({ bus, quota = createStreamQuota(), recheckMs = RECHECK_MS }: Options): EventStreams {
  const open = new Set<SseConnection>();
  const held = new Map<SseConnection, StreamHolder>();

  // A check that fails (the database is down) ends the stream too: the browser reconnects, and is asked again.
  const recheck = (connection: SseConnection, holder: StreamHolder) =>
    void holder.stillAllowed().then(
      (allowed) => allowed || connection.end(),
      () => connection.end(),
    );
  const heard = (change: AccessChange) => {
    for (const [connection, holder] of held) {
      if (holder.userId !== change.user_id) continue;
      // The session this stream rode on is gone: nothing to ask.
      if (change.session_id === holder.sessionId) connection.end();
      // Another of their sessions ended (that leaves this one as it is), or one of their memberships changed.
      else if (change.association_id) recheck(connection, holder);
    }
  };
  const recheckAll = () => {
    for (const [connection, holder] of held) recheck(connection, holder);
  };
  const stops = [bus.onAccessChange(heard), bus.onMissedChanges(recheckAll)];
  const timer = setInterval(recheckAll, recheckMs);
  timer.unref();

  return {
    open(request, reply, holder) {
      // An IPv6 client usually holds a whole /64: count it as one address, as the rate limits do.
      const release = quota.acquire(normalizeIP(request.ip));
      const connection = openSse(request, reply);
      open.add(connection);
      liveStreams.inc();
      if (holder) held.set(connection, holder);
      connection.onClose(() => {
        liveStreams.dec();
        open.delete(connection);
        held.delete(connection);
        release();
      });
      return connection;
    },
    endAll() {
      clearInterval(timer);
      for (const stop of stops) stop();
      for (const connection of open) connection.end();
    },
  };
}

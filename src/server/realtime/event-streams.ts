import type { FastifyReply, FastifyRequest } from "fastify";
import { normalizeIP } from "@fastify/rate-limit";
import { openSse, type SseConnection } from "./sse";
import { createStreamQuota, type StreamQuota } from "./stream-quota";

export type { SseConnection } from "./sse";

/** The server's event streams, whichever domain's route opens them (the amount raised, the sales drawer). */
export type EventStreams = {
  /** Opens a stream, or throws RATE_LIMITED (429) before the response starts when the address holds its quota. */
  open(request: FastifyRequest, reply: FastifyReply): SseConnection;
  /** Streams never end on their own: this ends them, so that shutting the server down doesn't wait for browsers. */
  endAll(): void;
};

/** Every stream counts against one quota per address, whatever route opened it. */
export function createEventStreams(quota: StreamQuota = createStreamQuota()): EventStreams {
  const open = new Set<SseConnection>();
  return {
    open(request, reply) {
      // An IPv6 client usually holds a whole /64: count it as one address, as the rate limits do.
      const release = quota.acquire(normalizeIP(request.ip));
      const connection = openSse(request, reply);
      open.add(connection);
      connection.onClose(() => {
        open.delete(connection);
        release();
      });
      return connection;
    },
    endAll() {
      for (const connection of open) connection.end();
    },
  };
}

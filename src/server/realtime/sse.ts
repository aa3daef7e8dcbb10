import type { FastifyReply, FastifyRequest } from "fastify";

export type SseConnection = {
  send(event: string, data: unknown): void;
  onClose(fn: () => void): void;
  /** Ends the stream from the server side (shutdown); the browser reconnects elsewhere. */
  end(): void;
};

const HEARTBEAT_MS = 25_000;

/** Turns the reply into a Server-Sent Events stream (keeping the security headers already set on it). */
export function openSse(request: FastifyRequest, reply: FastifyReply): SseConnection {
  const headers = { ...reply.getHeaders() } as Record<string, string>;
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...headers,
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store",
    connection: "keep-alive",
    // Proxies such as nginx would otherwise hold the events back.
    "x-accel-buffering": "no",
  });
  raw.write("retry: 3000\n\n");
  const closers: (() => void)[] = [];
  let closed = false;
  // A named event, not a comment: the browser shows scripts events only, and a page that hears nothing for a while
  // takes its stream as dropped and opens it again (client/lib/live-stream.ts).
  const heartbeat = setInterval(() => raw.write("event: ping\ndata: {}\n\n"), HEARTBEAT_MS);
  heartbeat.unref();
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    for (const fn of closers) fn();
  };
  request.raw.on("close", close);
  raw.on("close", close);
  // A client gone while the route was still checking access will send no further 'close': without this its
  // place in the per-address quota would never come back.
  if (request.raw.socket?.destroyed) close();
  return {
    send(event, data) {
      if (!raw.writableEnded) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    onClose(fn) {
      if (closed) fn();
      else closers.push(fn);
    },
    end() {
      // The connection goes with the stream: kept alive, it would hold up the server's close (shutting down).
      if (!raw.writableEnded) raw.end(() => raw.socket?.destroy());
    },
  };
}

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
  const heartbeat = setInterval(() => raw.write(": ping\n\n"), HEARTBEAT_MS);
  heartbeat.unref();
  request.raw.on("close", () => {
    clearInterval(heartbeat);
    for (const fn of closers) fn();
  });
  return {
    send(event, data) {
      if (!raw.writableEnded) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    onClose(fn) {
      closers.push(fn);
    },
    end() {
      if (!raw.writableEnded) raw.end();
    },
  };
}

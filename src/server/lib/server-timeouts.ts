import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../shared/errors";

// The largest body is an image: up to 15 MB, but the form shrinks a phone photo to about 1 MB before sending it
// (decision 043), which a minute still carries over a 0.7 Mbit/s ADSL uplink or a weak mobile one, while a client
// trickling a byte at a time loses its socket after a minute instead of holding it for good (Fastify's default
// is no limit at all). Only the request is timed: a response that streams for hours (SSE) is not affected.
export const REQUEST_TIMEOUT_MS = 60_000;
// Browsers send all the headers in one packet; more than ten seconds is someone holding the socket open.
const HEADERS_TIMEOUT_MS = 10_000;
// Longer than the 60 s idle timeout of common proxies and load balancers, so that they, not we, close an idle
// pooled connection: closing it ourselves races their next request and shows up as 502s.
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
// A socket where nothing moves either way (a client that stopped reading its response). Well above the SSE
// heartbeat (25 s) and the longest wait in the image queue.
const IDLE_SOCKET_TIMEOUT_MS = 120_000;

/**
 * Fastify's timeout options. Node checks requests against their deadline only every
 * connectionsCheckingInterval (30 s by default): a quarter of the request timeout keeps the cut close to it.
 */
export function serverTimeouts(requestTimeoutMs = REQUEST_TIMEOUT_MS) {
  const headersTimeout = Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs);
  return {
    requestTimeout: requestTimeoutMs,
    connectionTimeout: Math.max(IDLE_SOCKET_TIMEOUT_MS, requestTimeoutMs),
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout,
      requestTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(5_000, Math.max(50, Math.floor(headersTimeout / 4))),
    },
    clientErrorHandler: answerClientError,
  };
}

/**
 * Node's client errors (a timed-out request, unparsable HTTP) come before any route, so the error handler never
 * sees them. Fastify's default answers in English and writes even after a response went out.
 */
function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, reason, body] =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? [408, "Request Timeout", new AppError("REQUEST_TIMEOUT").toBody()]
      : error.code === "HPE_HEADER_OVERFLOW"
        ? [431, "Request Header Fields Too Large", new AppError("PAYLOAD_TOO_LARGE").toBody()]
        : [400, "Bad Request", { code: "VALIDATION", message: "Requête invalide" }];
  this.log.debug({ err: error }, "client error");
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const json = Buffer.from(JSON.stringify(body));
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nconnection: close\r\ncontent-type: application/json; charset=utf-8\r\n` +
        `content-length: ${json.length}\r\n\r\n${json.toString()}`,
    );
  }
  socket.destroy(error);
}

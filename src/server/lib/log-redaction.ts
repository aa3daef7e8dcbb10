import type { FastifyRequest, FastifyServerOptions } from "fastify";

/** Fastify's logger options (its own and pino's). */
type LoggerOptions = Exclude<NonNullable<FastifyServerOptions["logger"]>, boolean>;

// Links that work as keys (a password reset, an invitation, an e-mail confirmation, a newsletter confirmation or
// unsubscription, a buyer's receipt or credit note, the thank-you page's order status) must not outlive their mail in
// the request log: whoever reads the logs would hold them. Fastify logs each request's address; these hide the keys.

/** Query parameters that carry a key, whatever route reads them (grep the routes' schemas for `token`). */
const KEY_PARAMETERS = new Set(["token"]);

/**
 * Paths whose segment after the prefix is a key: the invitation's page and API, the reset link's redirect, the page
 * where a paper order's buyer confirms their address.
 */
const KEY_PATH_PREFIXES = ["/invitation/", "/api/invitations/", "/api/auth/reset-password/", "/confirmer-adresse/"];

export const REDACTED = "[redacted]";

/** Where log lines go: one JSON line per call. */
export type LogDestination = { write(line: string): void };

function redactQuery(query: string): string {
  return query
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      const name = equals < 0 ? pair : pair.slice(0, equals);
      let decoded: string;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, " "));
      } catch {
        decoded = name;
      }
      return equals >= 0 && KEY_PARAMETERS.has(decoded.toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join("&");
}

function redactPath(path: string): string {
  for (const prefix of KEY_PATH_PREFIXES) {
    if (!path.toLowerCase().startsWith(prefix)) continue;
    const rest = path.slice(prefix.length);
    const slash = rest.indexOf("/");
    return `${path.slice(0, prefix.length)}${REDACTED}${slash < 0 ? "" : rest.slice(slash)}`;
  }
  return path;
}

/** The address as it may be logged: the keys of KEY_PARAMETERS and KEY_PATH_PREFIXES replaced by REDACTED. */
export function redactUrl(url: string): string {
  const question = url.indexOf("?");
  const path = question < 0 ? url : url.slice(0, question);
  const hash = path.indexOf("#");
  const bare = hash < 0 ? path : path.slice(0, hash);
  const redactedPath = redactPath(bare) + (hash < 0 ? "" : path.slice(hash));
  return question < 0 ? redactedPath : `${redactedPath}?${redactQuery(url.slice(question + 1))}`;
}

/** Fastify's own request serializer, with the address redacted. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: [request.headers?.["accept-version"]].flat()[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The server's logger: requests with their keys hidden, and, should any code log headers or a body, the session cookie,
 * authorisation header, passwords and tokens censored. `stream`: where the lines go (standard output unless a test
 * reads them).
 */
export function loggerOptions(stream?: LogDestination): LoggerOptions {
  return {
    level: "info",
    ...(stream ? { stream } : {}),
    serializers: { req: requestForLog },
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        "headers.cookie",
        "headers.authorization",
        'headers["set-cookie"]',
        "body.token",
        "body.password",
        "body.currentPassword",
        "body.newPassword",
        "body.confirmPassword",
      ],
      censor: REDACTED,
    },
  };
}

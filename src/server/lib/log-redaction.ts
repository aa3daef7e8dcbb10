import type { FastifyRequest, FastifyServerOptions } from "fastify";

/** Fastify's logger options (its own and pino's). */
type LoggerOptions = Exclude<NonNullable<FastifyServerOptions["logger"]>, boolean>;

// Links that work as keys (a password reset, an invitation, an e-mail confirmation, a newsletter confirmation or
// unsubscription, a buyer's receipt or credit note, the thank-you page's order status) must not outlive their mail in
// the request log: whoever reads the logs would hold them. Nor may what people typed: a search for a child's first
// name, a buyer's e-mail. Fastify logs each request's address; these hide the keys and the searches
// (docs/operations.md#metrics-and-logs).

/**
 * Query parameters whose values are logged: ids, filters and states the shop chose, never something a person typed
 * or a key. Any other parameter's value (`token`, `q`, `cursor`, whatever a new route adds) is hidden.
 */
const SHOWN_PARAMETERS = new Set([
  "ref",
  "callbackurl",
  "campaign_id",
  "exclude_id",
  "status",
  "payment_status",
  "fulfilment_status",
  "delivery_mode",
  "from",
  "to",
  "limit",
  "etat",
  "paiement",
  "apercu",
  "utm_source",
  "utm_medium",
  "utm_campaign",
]);

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
      return equals >= 0 && !SHOWN_PARAMETERS.has(decoded.toLowerCase()) ? `${name}=${REDACTED}` : pair;
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

/**
 * Fastify's own request serializer, with the address redacted and without the client's address and port: an IP
 * address is personal data, and nothing the logs are read for needs it (the rate limits count addresses in memory;
 * the proxy in front keeps its own access log, under its own retention, if the operator wants one).
 */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: [request.headers?.["accept-version"]].flat()[0],
    host: request.host,
  };
}

/** Error fields a log may show: what kind of error, where it came from; never its values. */
const SHOWN_ERROR_FIELDS = ["code", "statusCode", "constraint", "table", "column", "routine", "severity"] as const;

/**
 * An error as the log shows it: its type, code, message and stack, and its causes, but none of the values it may carry.
 * The ORM's failed query names its parameters (a buyer's name, an e-mail) in its message: the query stays, the
 * parameters go. PostgreSQL's `detail` ('Key (email)=(…) already exists'), a parse error's raw bytes and any other
 * field are left out; what is left goes through the line's last scrub (scrubLine) like everything else.
 */
type LoggedError = { type: string; message: string; stack: string; [field: string]: unknown };

export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: "" };
  const e = error as Error & Record<string, unknown>;
  const failedQuery = typeof e.query === "string" && "params" in e;
  const message = failedQuery ? `Failed query: ${e.query as string}` : error.message;
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  const shown: LoggedError = { type: error.name, message, stack: [`${error.name}: ${message}`, ...frames].join("\n") };
  for (const field of SHOWN_ERROR_FIELDS) if (e[field] !== undefined) shown[field] = e[field];
  if (error.cause !== undefined && depth < 3) shown.cause = errorForLog(error.cause, depth + 1);
  return shown;
}

// An e-mail address anywhere in a line: in an SMTP server's refusal, a library's message, a value nobody foresaw.
const EMAIL_ADDRESS = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** The last pass over every log line before it is written: whatever looks like an e-mail address is hidden. */
export function scrubLine(line: string): string {
  return line.replace(EMAIL_ADDRESS, "[e-mail]");
}

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The server's logger: requests with their keys and searches hidden and without the client's address, errors without
 * their values, every line scrubbed of e-mail addresses, and, should any code log headers or a body, the session
 * cookie, authorisation header, passwords, tokens and the people's details censored. `stream`: where the lines go
 * (standard output unless a test reads them).
 */
export function loggerOptions(stream?: LogDestination, level: LogLevel = "info"): LoggerOptions {
  const destination = stream ?? process.stdout;
  return {
    level,
    stream: { write: (line: string) => void destination.write(scrubLine(line)) },
    serializers: { req: requestForLog, err: errorForLog },
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
        "body.email",
        "body.name",
        "body.buyer_info",
        "body.buyer_name",
        "body.buyer_email",
        "body.buyer_phone",
        "body.address",
      ],
      censor: REDACTED,
    },
  };
}

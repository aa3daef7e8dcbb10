// Stripe's wire format, as the stand-in speaks it: form-encoded requests with bracketed keys (the SDK's
// `line_items[0][price_data][unit_amount]=500`), JSON answers with a `request-id` header, and errors in Stripe's
// shape `{ error: { type, code?, param?, message } }` (https://docs.stripe.com/api/errors).
import { randomBytes } from "node:crypto";

/** Stripe-style ids: a prefix, `_test_` (the stand-in is never live) and random characters. */
export function stripeId(prefix) {
  return `${prefix}_test_${randomBytes(12).toString("base64url").replace(/[-_]/g, "0")}`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** An error the stand-in answers the way Stripe does; `status` is the HTTP status. */
export class StripeWireError extends Error {
  constructor(status, { type = "invalid_request_error", code, param, message }) {
    super(message);
    this.status = status;
    this.body = { error: { type, ...(code && { code }), ...(param && { param }), message } };
  }
}

export const invalidRequest = (message, { code, param } = {}) => new StripeWireError(400, { code, param, message });

export const resourceMissing = (kind, id, param = "id") =>
  new StripeWireError(404, { code: "resource_missing", param, message: `No such ${kind}: '${id}'` });

/**
 * `a[b][0][c]=v&a[b][1][c]=w` into `{ a: { b: [{ c: "v" }, { c: "w" }] } }`, as Stripe reads it. Numeric keys make
 * arrays (the SDK numbers them from 0); every leaf stays a string, as on the wire.
 */
export function decodeForm(text) {
  const root = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.match(/^[^[\]]+|\[[^[\]]*\]/g)?.map((part) => part.replace(/^\[|\]$/g, "")) ?? [key];
    let node = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      if (last) node[part] = value;
      else node = node[part] ??= /^\d+$/.test(path[index + 1]) ? [] : {};
    });
  }
  return root;
}

export function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

export const newRequestId = () => `req_${randomBytes(7).toString("hex")}`;

/** A JSON answer; `headers` may carry the call's own request-id (events name the request that caused them). */
export function sendJson(response, status, body, headers = {}) {
  response.writeHead(status, { "content-type": "application/json", "request-id": newRequestId(), ...headers });
  // Stripe answers pretty-printed JSON.
  response.end(JSON.stringify(body, null, 2));
}

/**
 * Stripe checks the key before anything else. The stand-in takes only test keys (`sk_test_`, `rk_test_`), and the
 * one key it was given when it was given one: a live key never belongs here.
 */
export function checkApiKey(authorization, secretKey) {
  const key = /^Bearer (\S+)$/.exec(authorization ?? "")?.[1];
  if (!key) {
    throw new StripeWireError(401, {
      message: "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.",
    });
  }
  const prefix = /^[a-z]+_(test_|live_)?/.exec(key)?.[0] ?? "";
  const rest = key.slice(prefix.length);
  const masked = `${prefix}${rest.length > 8 ? `${"*".repeat(rest.length - 4)}${rest.slice(-4)}` : "*".repeat(rest.length)}`;
  if (!/^(sk|rk)_test_/.test(key) || (secretKey && key !== secretKey)) {
    throw new StripeWireError(401, { message: `Invalid API Key provided: ${masked}` });
  }
}

/** Stripe's metadata limits: 50 keys, keys up to 40 characters, values up to 500. */
export function checkMetadata(metadata, param = "metadata") {
  if (metadata === undefined) return {};
  if (typeof metadata !== "object" || Array.isArray(metadata)) throw invalidRequest(`Invalid object`, { param });
  const entries = Object.entries(metadata);
  if (entries.length > 50) throw invalidRequest("Metadata can have up to 50 keys.", { param });
  for (const [key, value] of entries) {
    if (key.length > 40) throw invalidRequest("Metadata keys can be up to 40 characters long.", { param: `${param}[${key}]` });
    if (typeof value !== "string" || value.length > 500) {
      throw invalidRequest("Metadata values can be up to 500 characters long.", { param: `${param}[${key}]` });
    }
  }
  return { ...metadata };
}

/** A whole number of cents (or seconds) as Stripe reads it from the form: digits only. */
export function integerParam(value, param, { min = 0 } = {}) {
  if (typeof value !== "string" || !/^-?\d+$/.test(value))
    throw invalidRequest("Invalid integer: " + value, { code: "parameter_invalid_integer", param });
  const number = Number(value);
  if (number < min) throw invalidRequest(`This value must be greater than or equal to ${min}.`, { param });
  return number;
}

/** Stripe refuses parameters it does not know; so does the stand-in, for those it was not written to answer. */
export function refuseUnknownParams(params, known) {
  for (const name of Object.keys(params)) {
    if (!known.has(name)) throw invalidRequest(`Received unknown parameter: ${name}`, { code: "parameter_unknown", param: name });
  }
}

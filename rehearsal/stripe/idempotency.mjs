// Idempotent requests as Stripe keeps them (https://docs.stripe.com/api/idempotent_requests): the first answer to a
// key is saved and given again to a request with the same key, the same endpoint and the same parameters (marked
// `Idempotent-Replayed: true`); the same key with other parameters is refused (400 idempotency_error), and so is a
// key whose first request is still running (409, which the SDK retries).
// Simplification: only successful answers are saved, so a refused request runs again under its key (and is refused
// again: nothing changed in between). Stripe also saves some errors; keys never expire here (24 hours at Stripe).
import { StripeWireError } from "./wire.mjs";

/** What makes two requests "the same": the endpoint and every parameter, in any order. */
function fingerprint(method, path, body) {
  const params = [...new URLSearchParams(body)].map(([key, value]) => `${key}=${value}`).sort();
  return `${method} ${path}\n${params.join("&")}`;
}

export function createIdempotencyStore() {
  const saved = new Map();
  const running = new Set();
  return {
    /**
     * Runs `execute` once per key: returns `{ status, body, replayed }`. Without a key, every call runs.
     * `execute` returns `{ status, body }` or throws a StripeWireError.
     */
    async run({ key, method, path, body }, execute) {
      if (!key) return { ...(await execute()), replayed: false };
      const print = fingerprint(method, path, body);
      const first = saved.get(key);
      if (first) {
        if (first.print !== print) {
          throw new StripeWireError(400, {
            type: "idempotency_error",
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          });
        }
        return { status: first.status, body: structuredClone(first.body), replayed: true };
      }
      if (running.has(key)) {
        throw new StripeWireError(409, {
          type: "idempotency_error",
          message: `There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): ${key}. Please try again later.`,
        });
      }
      running.add(key);
      try {
        const answer = await execute();
        if (answer.status < 300) saved.set(key, { print, status: answer.status, body: structuredClone(answer.body) });
        return { ...answer, replayed: false };
      } finally {
        running.delete(key);
      }
    },
  };
}

import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";

// What a request's work can reach without being handed it: the request's logger, whose lines carry its id (reqId).
// Work a request hands elsewhere (a mail queued for the worker) logs its id here, so that the worker's own lines,
// which name the mail, lead back to the request.
const requestContext = new AsyncLocalStorage<{ log: FastifyBaseLogger }>();

/** Every request's handling runs inside its context (a callback hook: an async one would not carry it further). */
export function registerRequestContext(app: FastifyInstance) {
  app.addHook("onRequest", (request, _reply, done) => requestContext.run({ log: request.log }, done));
}

/** The logger of the request under way, if any (a background job has none). */
export function currentRequestLog(): FastifyBaseLogger | undefined {
  return requestContext.getStore()?.log;
}

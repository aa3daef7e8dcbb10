import type { FastifyInstance } from "fastify";
import { httpRequestDuration, statusClass } from "./metrics";

// The methods a route may have; anything else is counted as "other", so that a client can't make up series.
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * Times every answered request under its route's pattern (`/c/:slug`, never `/c/ecole-jules-ferry`): no slug, id, key
 * or search ever becomes a label, and the series stay as few as the routes. Requests no route matched share one.
 * Live streams hand their connection over (hijack) and are not timed: the live-stream gauge counts them.
 */
export function registerRequestMetrics(app: FastifyInstance) {
  app.addHook("onResponse", async (request, reply) => {
    httpRequestDuration.observe(
      {
        method: METHODS.has(request.method) ? request.method : "other",
        route: request.routeOptions.url ?? "(no route)",
        status_class: statusClass(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}

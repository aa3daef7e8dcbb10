import { timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fileOf } from "../lib/response-docs";
import type { MetricsExposition } from "./exposition";

export const METRICS_PATH = "/metrics";

/** Whether the Authorization header is `Bearer <token>`, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  if (!header?.startsWith("Bearer ")) return false;
  const given = Buffer.from(header.slice("Bearer ".length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /metrics on the shop's own port, for a Prometheus that reaches the shop through its address (METRICS_TOKEN).
 * Without the token the answer is the shop's ordinary 404, so that nobody learns the route exists.
 */
export const metricsRoutes: FastifyPluginAsyncZod<{ token: string; exposition: MetricsExposition }> = async (
  app,
  { token, exposition },
) => {
  app.get(
    METRICS_PATH,
    {
      schema: {
        response: {
          200: fileOf("text/plain", "The Prometheus text format; only with Authorization: Bearer METRICS_TOKEN, a 404 otherwise"),
        },
      },
    },
    async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) return reply.callNotFound();
      return reply
        .header("cache-control", "no-store")
        .type(exposition.contentType)
        .send(await exposition.text());
    },
  );
};

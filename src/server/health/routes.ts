import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../shared/errors";
import { healthDownSchema, healthOkSchema } from "../../shared/health-responses";
import type { Database } from "../db/client";

const PING_TIMEOUT_MS = 2_000;

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get("/api/health", { schema: { response: { 200: healthOkSchema, 503: healthDownSchema } } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    try {
      await Promise.race([
        database.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), PING_TIMEOUT_MS).unref()),
      ]);
      return { status: "ok", database: "ok" } as const;
    } catch {
      return reply.status(503).send({
        status: "error",
        database: "unreachable",
        message: new AppError("DATABASE_UNAVAILABLE").message,
      });
    }
  });
};

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../shared/errors";
import { healthDownSchema, healthLiveSchema, healthNotReadySchema, healthOkSchema, healthReadySchema } from "../../shared/health-responses";
import type { Database } from "../db/client";
import type { Readiness } from "./readiness";

const PING_TIMEOUT_MS = 2_000;

/** Whether the database answers `select 1` within PING_TIMEOUT_MS. */
async function databaseAnswers(database: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      database.ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("timeout")), PING_TIMEOUT_MS);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The proxy's and the orchestrator's questions (docs/operations.md#when-the-database-goes-away): is the process alive
 * (live: restart it if not), should it be sent requests (ready: its database answers, its migrations ran before it
 * listened, it is not stopping). /api/health is the readiness of earlier versions, kept for the checks that call it.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; readiness: Readiness }> = async (app, { database, readiness }) => {
  app.get("/api/health", { schema: { response: { 200: healthOkSchema, 503: healthDownSchema } } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    if (await databaseAnswers(database)) return { status: "ok", database: "ok" } as const;
    return reply.status(503).send({ status: "error", database: "unreachable", message: new AppError("DATABASE_UNAVAILABLE").message });
  });

  // Alive is answering: a process whose database is away is still alive, and restarting it would not bring it back.
  app.get("/api/health/live", { schema: { response: { 200: healthLiveSchema } } }, async (_request, reply) =>
    reply.header("cache-control", "no-store").send({ status: "ok" }),
  );

  app.get("/api/health/ready", { schema: { response: { 200: healthReadySchema, 503: healthNotReadySchema } } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    // Stopping comes first, and without asking the database: the proxy must hear it at once.
    if (readiness.stopping()) {
      return reply.status(503).send({ status: "error", shutting_down: true, message: new AppError("SHUTTING_DOWN").message });
    }
    if (await databaseAnswers(database)) return { status: "ok", database: "ok", migrations: "done" } as const;
    return reply.status(503).send({
      status: "error",
      database: "unreachable",
      shutting_down: false,
      message: new AppError("DATABASE_UNAVAILABLE").message,
    });
  });
};

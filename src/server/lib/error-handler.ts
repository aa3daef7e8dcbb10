import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { apiErrorSchema } from "../../shared/error-responses";
import { AppError, errorCatalogue } from "../../shared/errors";
import { isDatabaseUnavailable, isQueryTimeout } from "./database-errors";
import { countDatabaseError } from "./metrics";

/** The one place where errors become HTTP answers: `{ code, message }` with a French message. */
export function registerErrorHandler(app: FastifyInstance) {
  // Whatever a route answers when it succeeds, its errors come from here: every route that declares its
  // responses gets this shape for 4xx and 5xx, unless it declares another for a status of its own (an HTML 404).
  app.addHook("onRoute", (route) => {
    const declared = route.schema?.response as Record<string, unknown> | undefined;
    if (!declared) return;
    route.schema = { ...route.schema, response: { "4xx": apiErrorSchema, "5xx": apiErrorSchema, ...declared } };
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // docs/product.md#conventions: the first validation message is the one the user sees.
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, "").replace(/\//g, ".") || undefined;
      const body = new AppError("VALIDATION", first?.message ?? errorCatalogue.VALIDATION.message, { field }).toBody();
      return reply.status(400).send(body);
    }
    // Out of reach, or too slow to answer in time: either way the user is told to try again in a moment.
    if (isDatabaseUnavailable(error) || isQueryTimeout(error)) {
      countDatabaseError(error);
      request.log.error({ err: error }, isQueryTimeout(error) ? "database query timed out" : "database unreachable");
      return reply.status(503).send(new AppError("DATABASE_UNAVAILABLE").toBody());
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(new AppError("RATE_LIMITED").toBody());
    }
    if (error.statusCode === 413 || error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return reply.status(413).send(new AppError("PAYLOAD_TOO_LARGE").toBody());
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (bad JSON, wrong content type...): keep the status, French message.
      return reply.status(error.statusCode).send({ code: "VALIDATION", message: "Requête invalide" });
    }
    request.log.error({ err: error }, "unexpected error");
    return reply.status(500).send(new AppError("INTERNAL").toBody());
  });
}

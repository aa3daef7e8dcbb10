import fastifySwagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject, type FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { htmlPage } from "../lib/response-docs";
import { renderApiDocsPage, type ApiDescription } from "./docs-page";

export const API_DOCS_PATH = "/api/docs";
export const OPENAPI_PATH = "/api/docs/openapi.json";

const openapiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/**
 * The API described from the routes' own schemas (OpenAPI 3.1): every route declares what it takes and what it
 * answers with the zod schemas of src/shared, so the description can't drift from the code. Registered before
 * any route (the collector sees only the routes added after it); app.ts leaves it out in production.
 */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Boutique Solidaire",
        version: "1",
        description:
          "JSON under /api, snake_case fields; errors are { code, message, field? } with a French message (docs/api.md). " +
          "Session cookie from /api/auth/sign-in/email; state-changing calls need a same-origin Origin header.",
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(apiDocsRoutes);
}

const apiDocsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(OPENAPI_PATH, { schema: { response: { 200: openapiDocumentSchema } } }, async (_request, reply) =>
    reply.header("cache-control", "no-store").send(app.swagger() as z.infer<typeof openapiDocumentSchema>),
  );

  app.get(
    API_DOCS_PATH,
    { schema: { response: { 200: htmlPage("Every route with what it answers; the JSON at /api/docs/openapi.json") } } },
    async (_request, reply) => {
      const html = renderApiDocsPage(app.swagger() as unknown as ApiDescription, OPENAPI_PATH);
      return reply.header("cache-control", "no-store").type("text/html; charset=utf-8").send(html);
    },
  );
};

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App, RegisteredRoute } from "../app";
import { createTestApp, send } from "../../../tests/support/app";

// The API description is made from the routes' own schemas: a route that doesn't declare what it answers is
// missing from it, or listed with a bare "Default Response". Every route the server registers must be in it
// with its answers, in both payment modes (the Stripe webhook exists only with Stripe).

type Operation = { responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }> };
type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

// A stand-in for the client build: @fastify/static serves each of its files on a route of its own, hidden from the
// description (the build's files are not the API). These, and only these, may be missing from it.
const buildFiles = ["index.html", "assets/app-1234.js"];

let clientDir: string;
let apps: { mode: string; app: App; document: OpenApiDocument }[] = [];

/** Fastify's /a/:id/b and /uploads/* as OpenAPI writes them. */
const openapiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}").replace(/\*$/, "{*}");

const successStatuses = (responses: Record<string, unknown> | undefined) =>
  Object.keys(responses ?? {}).filter((status) => /^[23]/.test(status));

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), "api-docs-client-"));
  for (const file of buildFiles) {
    mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
    writeFileSync(path.join(clientDir, file), file.endsWith(".html") ? "<!doctype html><div id=root></div>" : "");
  }
  const modes = [
    { mode: "simulated payments", overrides: {} },
    { mode: "Stripe", overrides: { payments: { provider: "stripe" as const, secretKey: "sk_test_docs", webhookSecret: "whsec_docs" } } },
  ];
  for (const { mode, overrides } of modes) {
    const app = await createTestApp({ env: "development", ...overrides }, { clientDir });
    const response = await send(app, "GET", "/api/docs/openapi.json");
    expect(response.statusCode).toBe(200);
    apps.push({ mode, app, document: response.json() });
  }
});
afterAll(async () => {
  await Promise.all(apps.map(({ app }) => app.close()));
  apps = [];
  rmSync(clientDir, { recursive: true, force: true });
});

const described = (routes: RegisteredRoute[]) => routes.filter((r) => r.method !== "HEAD" && !r.schema?.hide);

describe("API description (/api/docs)", () => {
  it("is an OpenAPI 3.1 document with the shared schemas as components", () => {
    const { document } = apps[0];
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(["ApiError", "Campaign", "PublicCampaign", "Sale", "Me"]),
    );
  });

  it("hides only the client build's files", () => {
    for (const { app } of apps) {
      const hidden = app.routeTable.filter((r) => r.method !== "HEAD" && r.schema?.hide).map((r) => r.url);
      expect(hidden.sort()).toEqual(buildFiles.map((file) => `/${file}`).sort());
    }
  });

  it("lists every registered route with the answers it declares", () => {
    const missing: string[] = [];
    const seen = new Set<string>();
    for (const { mode, app, document } of apps) {
      for (const route of described(app.routeTable)) {
        const name = `${route.method} ${route.url}`;
        seen.add(name);
        const declared = successStatuses(route.schema?.response as Record<string, unknown> | undefined);
        const operation = document.paths[openapiPath(route.url)]?.[route.method.toLowerCase()];
        const documented = declared.filter((status) => {
          const response = operation?.responses?.[status];
          // A body has its schema; a redirect (no body) says where it goes.
          const schemas = Object.values(response?.content ?? {}).filter((media) => media.schema);
          return schemas.length > 0 || (response?.description !== undefined && response.description !== "Default Response");
        });
        if (declared.length === 0 || documented.length !== declared.length) missing.push(`${name} (${mode})`);
      }
    }
    expect(missing).toEqual([]);
    // Both modes together: the webhook and the simulated payment page are each in one of them.
    expect(seen).toContain("POST /api/payments/stripe/webhook");
    expect(seen).toContain("GET /pay/simulated/:saleId");
    expect(seen).toContain("GET /api/docs/openapi.json");
  });

  it("gives every JSON API route the shared error shape", () => {
    const without: string[] = [];
    for (const { app, document } of apps) {
      for (const route of described(app.routeTable).filter((r) => r.url.startsWith("/api/"))) {
        const responses = document.paths[openapiPath(route.url)]?.[route.method.toLowerCase()]?.responses ?? {};
        const errors = responses["4XX"]?.content?.["application/json"]?.schema;
        if (JSON.stringify(errors) !== JSON.stringify({ $ref: "#/components/schemas/ApiError" }))
          without.push(`${route.method} ${route.url}`);
      }
    }
    expect(without).toEqual([]);
  });

  it("serves a page listing the routes", async () => {
    const response = await send(apps[0].app, "GET", "/api/docs");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain("/api/campaigns/{id}/sales");
    expect(response.body).toContain('href="/api/docs/openapi.json"');
  });
});

describe("API description in production", () => {
  it("is not served", async () => {
    const app = await createTestApp({ env: "production", devTools: false }, { clientDir });
    try {
      for (const url of ["/api/docs", "/api/docs/openapi.json"]) {
        const response = await send(app, "GET", url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
      }
      expect(app.routeTable.some((r) => r.url.startsWith("/api/docs"))).toBe(false);
    } finally {
      await app.close();
    }
  });
});

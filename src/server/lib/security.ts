import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../shared/errors";
import type { Config } from "../config";

const stateChanging = new Set(["POST", "PUT", "PATCH", "DELETE"]);
// Signed server-to-server calls that carry no browser origin and no cookie.
const originExempt = [/^\/api\/payments\/stripe\/webhook/];

/** Helmet headers with a CSP the app passes, rate limiting (per route) and an Origin check on writes. */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  const production = config.env === "production";
  const imageSources = ["'self'", "data:", "blob:"];
  if (config.storage.driver === "s3") {
    const base = config.storage.publicUrl ?? config.storage.endpoint;
    if (base) imageSources.push(new URL(base).origin);
  }

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner position elements with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: imageSources,
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => {
      const error = new AppError("RATE_LIMITED");
      return Object.assign(error, { statusCode: 429 });
    },
  });

  const allowedOrigin = new URL(config.publicUrl).origin;
  app.addHook("onRequest", async (request) => {
    if (!stateChanging.has(request.method) || !request.url.startsWith("/api/")) return;
    if (originExempt.some((pattern) => pattern.test(request.url))) return;
    const origin = request.headers.origin;
    // Browsers always send Origin on cross-site writes; a mismatch is a forged request (CSRF).
    if (origin !== undefined && origin !== allowedOrigin) throw new AppError("ORIGIN_REJECTED");
    if (request.headers["sec-fetch-site"] === "cross-site") throw new AppError("ORIGIN_REJECTED");
  });
}

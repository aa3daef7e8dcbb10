import type { IncomingMessage, ServerResponse } from "node:http";
import helmet, { type HelmetOptions } from "helmet";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../shared/errors";
import type { Config } from "../config";
import { registerOriginCheck } from "./origin-check";

/**
 * Helmet's headers, computed once: none depends on the request (no CSP nonces), and building them per request
 * (what @fastify/helmet does) cost a fifth of a cached page's time. Helmet writes them on a response; this one
 * only records them.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Helmet headers with a CSP the app passes, rate limiting (per route) and an Origin check on writes. */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  const production = config.env === "production";
  const imageSources = ["'self'", "data:", "blob:"];
  if (config.storage.driver === "s3") {
    const base = config.storage.publicUrl ?? config.storage.endpoint;
    if (base) imageSources.push(new URL(base).origin);
  }

  const headers = securityHeaders({
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
    // No referrer leaves the site, but our own forms keep a real Origin for the CSRF check ("no-referrer"
    // made Chromium post the simulated payment page's forms with Origin: null).
    referrerPolicy: { policy: "same-origin" },
  });
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => {
      const error = new AppError("RATE_LIMITED");
      return Object.assign(error, { statusCode: 429 });
    },
  });

  registerOriginCheck(app, config);
}

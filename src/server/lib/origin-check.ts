import { isIP } from "node:net";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../shared/errors";
import type { Config } from "../config";
import { addRouteHook } from "./route-hooks";

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyContextConfig {
    /** A signed server-to-server call (a payment webhook): no browser origin, no cookie. */
    crossOrigin?: "signed-webhook";
  }
}

const stateChanging = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * A development server is opened as http://localhost:3000, http://127.0.0.1:3000 or from a phone at
 * http://192.168.1.20:3000: any of them is the address the request was sent to. Only addresses and localhost
 * names count, not any host name, so that a DNS-rebinding page (evil.example resolving to this machine) is
 * still another origin.
 */
function isLocalSameOrigin(origin: string, request: FastifyRequest): boolean {
  const host = request.headers.host;
  if (!host) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" || url.host !== host.toLowerCase()) return false;
  const name = url.hostname.replace(/^\[|\]$/g, "");
  return isIP(name) !== 0 || name === "localhost" || name.endsWith(".localhost");
}

export function createOriginPolicy(config: Config) {
  const trusted = new Set([new URL(config.publicUrl).origin, ...config.allowedOrigins]);
  const development = config.env !== "production";
  return (origin: string, request: FastifyRequest) => trusted.has(origin) || (development && isLocalSameOrigin(origin, request));
}

/**
 * The CSRF defence. It runs on the route that was found, whatever the path's spelling (/%61pi/... reaches the
 * same route as /api/...), and on every state-changing route, pages' forms included.
 */
export function registerOriginCheck(app: FastifyInstance, config: Config) {
  const allowed = createOriginPolicy(config);
  // Added to the routes that take writes only (reads don't pay for it), ahead of their rate limit as before.
  app.addHook("onRoute", (route) => {
    if ([route.method].flat().some((method) => stateChanging.has(method))) addRouteHook(route, "onRequest", check, "first");
  });
  async function check(request: FastifyRequest) {
    if (!stateChanging.has(request.method)) return;
    // No route found: nothing runs, the 404 handler answers.
    if (request.routeOptions.url === undefined) return;
    if (request.routeOptions.config.crossOrigin === "signed-webhook") return;
    const origin = request.headers.origin;
    // Browsers always send Origin on cross-site writes; a mismatch is a forged request (CSRF).
    const site = request.headers["sec-fetch-site"];
    if (origin !== undefined) {
      // A form posted from a page whose referrer policy hides the referrer says "null"; the browser's own
      // Sec-Fetch-Site, which no page can set, still tells whether it came from this origin.
      if (origin === "null" && site === "same-origin") return;
      if (!allowed(origin, request)) throw new AppError("ORIGIN_REJECTED");
      return;
    }
    if (site === "cross-site") throw new AppError("ORIGIN_REJECTED");
  }
}

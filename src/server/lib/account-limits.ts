import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../shared/errors";
import type { AccountLimits } from "../config";
import type { Auth } from "../auth/auth";
import { getSessionUser } from "../auth/session";
import { createAttemptCounter, type AttemptCounter } from "./attempt-counter";
import { addRouteHook } from "./route-hooks";

type Rule = {
  limit: keyof AccountLimits;
  /** Whose attempts: the e-mail address in the body, or the signed-in user. */
  subject: "email" | "user";
  /** "failures": only refused attempts count (a password guessed wrong), and a success clears them. */
  counts: "every" | "failures";
};

/**
 * Limits per account, beside the per-address ones that @fastify/rate-limit applies: an attacker with many
 * addresses still gets a handful of tries per e-mail address or per account. One table, so that a renamed
 * route can't silently lose its limit (account-limits.test.ts checks every entry is a registered route).
 */
export const accountLimitedRoutes: Record<string, Rule> = {
  "POST /api/auth/sign-in/email": { limit: "signIn", subject: "email", counts: "failures" },
  "POST /api/auth/request-password-reset": { limit: "authMails", subject: "email", counts: "every" },
  "POST /api/auth/send-verification-email": { limit: "authMails", subject: "email", counts: "every" },
  "POST /api/uploads/campaign-logos": { limit: "uploads", subject: "user", counts: "every" },
  "POST /api/uploads/campaign-heroes": { limit: "uploads", subject: "user", counts: "every" },
  "POST /api/associations/:id/campaigns": { limit: "campaigns", subject: "user", counts: "every" },
  "POST /api/associations/:id/campaigns/draft": { limit: "campaigns", subject: "user", counts: "every" },
  "POST /api/campaigns/:id/booking": { limit: "bookings", subject: "user", counts: "every" },
  "POST /api/associations/:id/invitations": { limit: "invitations", subject: "user", counts: "every" },
  "POST /api/associations": { limit: "associations", subject: "user", counts: "every" },
  // Every document drawn for a user, kept flyers included (decision 027).
  "GET /api/campaigns/:id/sellers/flyers.pdf": { limit: "documents", subject: "user", counts: "every" },
  "GET /api/campaigns/:id/poster.pdf": { limit: "documents", subject: "user", counts: "every" },
  "GET /api/campaigns/:id/statement.pdf": { limit: "documents", subject: "user", counts: "every" },
  "GET /api/admin/campaigns/:id/statement.pdf": { limit: "documents", subject: "user", counts: "every" },
  "GET /api/campaigns/:id/distribution.pdf": { limit: "documents", subject: "user", counts: "every" },
  "GET /api/admin/preparation/packing-slips.pdf": { limit: "documents", subject: "user", counts: "every" },
};

const countedKey = Symbol("account-limit-key");
type CountedRequest = FastifyRequest & { [countedKey]?: { counter: AttemptCounter; key: string } };

async function subjectOf(request: FastifyRequest, rule: Rule, auth: Auth): Promise<string | undefined> {
  if (rule.subject === "email") {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === "string" ? email.trim().toLowerCase() : undefined;
  }
  return (await getSessionUser(auth, request))?.id;
}

/** Runs after body validation (preHandler), before the handler reads a file or writes anything. */
export function registerAccountLimits(app: FastifyInstance, options: { auth: Auth; limits: AccountLimits }) {
  const counters = new Map<keyof AccountLimits, AttemptCounter>();
  const counterFor = (limit: keyof AccountLimits) => {
    let counter = counters.get(limit);
    if (!counter) counters.set(limit, (counter = createAttemptCounter(options.limits[limit])));
    return counter;
  };

  // On the routes of the table only: every other request skips both hooks.
  app.addHook("onRoute", (route) => {
    const limited = [route.method].flat().some((method) => accountLimitedRoutes[`${method} ${route.url}`]);
    if (!limited) return;
    addRouteHook(route, "preHandler", countAttempt);
    addRouteHook(route, "onResponse", settleAttempt);
  });

  async function countAttempt(request: CountedRequest) {
    const rule = accountLimitedRoutes[`${request.method} ${request.routeOptions.url}`];
    if (!rule) return;
    // No subject (no session, no address): the handler refuses the request on its own.
    const subject = await subjectOf(request, rule, options.auth);
    if (!subject) return;
    const counter = counterFor(rule.limit);
    const key = `${rule.subject}:${subject}`;
    if (counter.isExhausted(key)) throw new AppError("RATE_LIMITED");
    if (rule.counts === "every") counter.hit(key);
    else request[countedKey] = { counter, key };
  }

  async function settleAttempt(request: CountedRequest, reply: FastifyReply) {
    const counted = request[countedKey];
    if (!counted) return;
    if (reply.statusCode < 300) counted.counter.clear(counted.key);
    // A refused password (401) or an unconfirmed address (403) is a failed try; a 429 or a 5xx is not.
    else if (reply.statusCode === 401 || reply.statusCode === 403) counted.counter.hit(counted.key);
  }
}

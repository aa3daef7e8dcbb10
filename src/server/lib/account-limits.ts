import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { normalizeIP } from "@fastify/rate-limit";
import { AppError } from "../../shared/errors";
import type { AccountLimits } from "../config";
import type { Auth } from "../auth/auth";
import { getSessionUser } from "../auth/session";
import { createAttemptCounter, type AttemptCounter } from "./attempt-counter";
import type { KnownDevices } from "./known-device";
import { addRouteHook } from "./route-hooks";

type Rule = {
  limit: keyof AccountLimits;
  /** Whose attempts: the e-mail address in the body, or the signed-in user. */
  subject: "email" | "user";
  /** "failures": only refused attempts count (a password guessed wrong), and a success clears them. */
  counts: "every" | "failures";
  /**
   * A password tried (sign-in): failures count per browser known to the account (known-device.ts), else per address and
   * account, plus a looser ceiling across all the addresses that have no such browser.
   */
  guessing?: true;
};

/**
 * Limits per account, beside the per-address ones that @fastify/rate-limit applies: an attacker with many
 * addresses still gets a handful of tries per e-mail address or per account. One table, so that a renamed
 * route can't silently lose its limit (account-limits.test.ts checks every entry is a registered route).
 */
export const accountLimitedRoutes: Record<string, Rule> = {
  "POST /api/auth/sign-in/email": { limit: "signIn", subject: "email", counts: "failures", guessing: true },
  "POST /api/auth/request-password-reset": { limit: "authMails", subject: "email", counts: "every" },
  "POST /api/auth/send-verification-email": { limit: "authMails", subject: "email", counts: "every" },
  "POST /api/uploads/campaign-logos": { limit: "uploads", subject: "user", counts: "every" },
  "POST /api/uploads/campaign-heroes": { limit: "uploads", subject: "user", counts: "every" },
  "POST /api/associations/:id/campaigns": { limit: "campaigns", subject: "user", counts: "every" },
  "POST /api/associations/:id/campaigns/draft": { limit: "campaigns", subject: "user", counts: "every" },
  "POST /api/campaigns/:id/booking": { limit: "bookings", subject: "user", counts: "every" },
  "POST /api/associations/:id/invitations": { limit: "invitations", subject: "user", counts: "every" },
  "POST /api/associations": { limit: "associations", subject: "user", counts: "every" },
  // The password asked again to change the bank details: a wrong one is a 403 (WRONG_PASSWORD), a failed try.
  "PUT /api/associations/:id/bank-account": { limit: "passwordChecks", subject: "user", counts: "failures" },
};

/** One counter a request is counted in; `clearedBySuccess`: a success forgets its failures there. */
type Count = { counter: AttemptCounter; key: string; clearedBySuccess: boolean };
const countedKey = Symbol("account-limit-key");
type CountedRequest = FastifyRequest & { [countedKey]?: Count[] };

async function subjectOf(request: FastifyRequest, rule: Rule, auth: Auth): Promise<string | undefined> {
  if (rule.subject === "email") {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === "string" ? email.trim().toLowerCase() : undefined;
  }
  return (await getSessionUser(auth, request))?.id;
}

/** Runs after body validation (preHandler), before the handler reads a file or writes anything. */
export function registerAccountLimits(app: FastifyInstance, options: { auth: Auth; limits: AccountLimits; knownDevices: KnownDevices }) {
  const counters = new Map<keyof AccountLimits, AttemptCounter>();
  const counterFor = (limit: keyof AccountLimits) => {
    let counter = counters.get(limit);
    if (!counter) counters.set(limit, (counter = createAttemptCounter(options.limits[limit])));
    return counter;
  };

  // On the routes of the table only: every other request skips the hooks.
  app.addHook("onRoute", (route) => {
    const rules = [route.method].flat().map((method) => accountLimitedRoutes[`${method} ${route.url}`]);
    if (!rules.some(Boolean)) return;
    addRouteHook(route, "preHandler", countAttempt);
    addRouteHook(route, "onResponse", settleAttempt);
    if (rules.some((rule) => rule?.guessing)) addRouteHook(route, "onSend", rememberDevice);
  });

  /**
   * Where a sign-in is counted (docs/security.md, "Password guessing"). From a browser that signed in to this account
   * before: that browser's own count, so nobody elsewhere can lock the owner out of it. From any other: the count of
   * this address for this account (one address guessing is stopped, the owner elsewhere is not), and the account's
   * count across all such addresses, which a success doesn't clear (many addresses guessing are stopped too).
   */
  function countsOf(request: FastifyRequest, rule: Rule, subject: string): Count[] {
    const counter = counterFor(rule.limit);
    if (!rule.guessing) return [{ counter, key: `${rule.subject}:${subject}`, clearedBySuccess: true }];
    const device = options.knownDevices.deviceOf(request, subject);
    if (device) return [{ counter, key: `device:${device}`, clearedBySuccess: true }];
    return [
      { counter, key: `email:${subject}|address:${normalizeIP(request.ip)}`, clearedBySuccess: true },
      { counter: counterFor("signInAccount"), key: `email:${subject}`, clearedBySuccess: false },
    ];
  }

  async function countAttempt(request: CountedRequest) {
    const rule = accountLimitedRoutes[`${request.method} ${request.routeOptions.url}`];
    if (!rule) return;
    // No subject (no session, no address): the handler refuses the request on its own.
    const subject = await subjectOf(request, rule, options.auth);
    if (!subject) return;
    const counts = countsOf(request, rule, subject);
    if (counts.some(({ counter, key }) => counter.isExhausted(key))) throw new AppError("RATE_LIMITED");
    if (rule.counts === "every") for (const { counter, key } of counts) counter.hit(key);
    else request[countedKey] = counts;
  }

  async function settleAttempt(request: CountedRequest, reply: FastifyReply) {
    const counts = request[countedKey];
    if (!counts) return;
    for (const { counter, key, clearedBySuccess } of counts) {
      if (reply.statusCode < 300) {
        if (clearedBySuccess) counter.clear(key);
      }
      // A refused password (401) or an unconfirmed address (403) is a failed try; a 429 or a 5xx is not.
      else if (reply.statusCode === 401 || reply.statusCode === 403) counter.hit(key);
    }
  }

  /** A successful sign-in marks the browser as known to the account, for the next ones. */
  async function rememberDevice(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    if (reply.statusCode === 200 && typeof email === "string") options.knownDevices.remember(reply, email.trim().toLowerCase());
    return payload;
  }
}

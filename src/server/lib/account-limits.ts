import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../shared/errors";
import type { AccountLimits } from "../config";
import type { Auth } from "../auth/auth";
import { getSessionUser } from "../auth/session";
import { inHowLong, quotaRefusals, type QuotaCode } from "../../shared/quota-messages";
import { createAttemptCounter, type AttemptCounter } from "./attempt-counter";
import type { KnownDevices } from "./known-device";
import { addRouteHook } from "./route-hooks";

type Rule = {
  limit: keyof AccountLimits;
  /**
   * Whose attempts: the e-mail address in the body, the signed-in user, or the campaign or association of the
   * route's `:id` (all its members together).
   */
  subject: "email" | "user" | "campaign" | "association";
  /**
   * "every": each attempt counts, refused or not. "failures": only refused attempts (a password guessed wrong), and
   * a success clears them. "successes": only what was done (2xx), so that no outsider can use up a campaign's or an
   * association's quota with requests its access check refuses.
   */
  counts: "every" | "failures" | "successes";
  /** How much one request counts (a pasted list of N sellers counts N); 1 when not said. */
  weight?: (body: unknown) => number;
  /** The refusal, saying when the caller may go on (shared/quota-messages.ts); the generic one when not said. */
  refusal?: QuotaCode;
  /**
   * A password tried (sign-in): failures count per browser known to the account (known-device.ts), else per address and
   * account, plus a looser ceiling across all the addresses that have no such browser.
   */
  guessing?: true;
};

const sellersInList = (body: unknown) => {
  const sellers = (body as { sellers?: unknown } | undefined)?.sellers;
  return Array.isArray(sellers) ? sellers.length : 1;
};

/**
 * Limits per account, beside the per-address ones that @fastify/rate-limit applies: an attacker with many
 * addresses still gets a handful of tries per e-mail address or per account. And quotas on what members write in
 * volume (paper orders, sellers, messages to buyers, invitations): access control says who may, these say how much.
 * One table, so that a renamed route can't silently lose its limit (account-limits.test.ts checks every entry is a
 * registered route).
 */
export const accountLimitedRoutes: Record<string, Rule[]> = {
  "POST /api/auth/sign-in/email": [{ limit: "signIn", subject: "email", counts: "failures", guessing: true }],
  "POST /api/auth/request-password-reset": [{ limit: "authMails", subject: "email", counts: "every" }],
  "POST /api/auth/send-verification-email": [{ limit: "authMails", subject: "email", counts: "every" }],
  "POST /api/uploads/campaign-logos": [{ limit: "uploads", subject: "user", counts: "every" }],
  "POST /api/uploads/campaign-heroes": [{ limit: "uploads", subject: "user", counts: "every" }],
  "POST /api/associations/:id/campaigns": [{ limit: "campaigns", subject: "user", counts: "every" }],
  "POST /api/associations/:id/campaigns/draft": [{ limit: "campaigns", subject: "user", counts: "every" }],
  // A duplicated campaign is a new draft like any other (docs/product.md#several-campaigns).
  "POST /api/campaigns/:id/duplicate": [{ limit: "campaigns", subject: "user", counts: "every" }],
  "POST /api/campaigns/:id/booking": [{ limit: "bookings", subject: "user", counts: "every" }],
  "POST /api/associations/:id/invitations": [
    { limit: "invitations", subject: "user", counts: "every", refusal: "INVITATIONS_QUOTA" },
    { limit: "invitationsPerAssociation", subject: "association", counts: "successes", refusal: "INVITATIONS_ASSOCIATION_QUOTA" },
  ],
  "POST /api/associations": [{ limit: "associations", subject: "user", counts: "every" }],
  "POST /api/campaigns/:id/paper-orders": [
    { limit: "paperOrders", subject: "user", counts: "every", refusal: "PAPER_ORDERS_QUOTA" },
    { limit: "paperOrdersPerCampaign", subject: "campaign", counts: "successes", refusal: "PAPER_ORDERS_CAMPAIGN_QUOTA" },
  ],
  "POST /api/campaigns/:id/sellers": [
    { limit: "sellers", subject: "user", counts: "every", weight: sellersInList, refusal: "SELLERS_QUOTA" },
  ],
  "POST /api/campaigns/:id/orders/:saleId/buyer-email": [
    { limit: "buyerEmailCorrections", subject: "user", counts: "every", refusal: "BUYER_EMAIL_CORRECTIONS_QUOTA" },
  ],
  "POST /api/campaigns/:id/buyer-messages": [{ limit: "buyerMessages", subject: "user", counts: "every", refusal: "BUYER_MESSAGES_QUOTA" }],
  // The password asked again to change the bank details: a wrong one is a 403 (WRONG_PASSWORD), a failed try.
  "PUT /api/associations/:id/bank-account": [{ limit: "passwordChecks", subject: "user", counts: "failures" }],
  // Every document drawn for a user, kept flyers included (decision 027).
  ...Object.fromEntries(
    [
      "GET /api/campaigns/:id/sellers/flyers.pdf",
      "GET /api/campaigns/:id/poster.pdf",
      "GET /api/campaigns/:id/statement.pdf",
      "GET /api/admin/campaigns/:id/statement.pdf",
      "GET /api/campaigns/:id/distribution.pdf",
      "GET /api/admin/preparation/packing-slips.pdf",
    ].map((route): [string, Rule[]] => [route, [{ limit: "documents", subject: "user", counts: "every" }]]),
  ),
};

const countedKey = Symbol("account-limit-key");
/** One counter a request is counted in; `clearedBySuccess`: a success forgets its failures there. */
type Counted = { counter: AttemptCounter; key: string; rule: Rule; weight: number; clearedBySuccess: boolean };
type CountedRequest = FastifyRequest & { [countedKey]?: Counted[] };

async function subjectOf(request: FastifyRequest, rule: Rule, auth: Auth): Promise<string | undefined> {
  if (rule.subject === "email") {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === "string" ? email.trim().toLowerCase() : undefined;
  }
  if (rule.subject === "campaign" || rule.subject === "association") {
    const id = (request.params as { id?: unknown } | undefined)?.id;
    return typeof id === "string" ? id : undefined;
  }
  return (await getSessionUser(auth, request))?.id;
}

function refuse(reply: FastifyReply, rule: Rule, waitMs: number): never {
  reply.header("retry-after", String(Math.max(1, Math.ceil(waitMs / 1000))));
  if (!rule.refusal) throw new AppError("RATE_LIMITED");
  throw new AppError(rule.refusal, quotaRefusals[rule.refusal](inHowLong(waitMs)));
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
    const rules = [route.method].flat().flatMap((method) => accountLimitedRoutes[`${method} ${route.url}`] ?? []);
    if (rules.length === 0) return;
    addRouteHook(route, "preHandler", countAttempt);
    addRouteHook(route, "onResponse", settleAttempt);
    if (rules.some((rule) => rule.guessing)) addRouteHook(route, "onSend", rememberDevice);
  });

  /**
   * Where an attempt is counted. A sign-in (docs/security.md, "Password guessing"): from a browser that signed in to
   * this account before, that browser's own count, so nobody elsewhere can lock the owner out of it; from any other,
   * the count of this address for this account (one address guessing is stopped, the owner elsewhere is not), and the
   * account's count across all such addresses, which a success doesn't clear (many addresses guessing are stopped too).
   */
  function countsOf(request: FastifyRequest, rule: Rule, subject: string, weight: number): Counted[] {
    const counter = counterFor(rule.limit);
    const one = (key: string, clearedBySuccess = true): Counted => ({ counter, key, rule, weight, clearedBySuccess });
    if (!rule.guessing) return [one(`${rule.subject}:${subject}`)];
    const device = options.knownDevices.deviceOf(request, subject);
    if (device) return [one(`device:${device}`)];
    return [
      one(`email:${subject}|address:${normalizeIP(request.ip)}`),
      { counter: counterFor("signInAccount"), key: `email:${subject}`, rule, weight, clearedBySuccess: false },
    ];
  }

  async function countAttempt(request: CountedRequest, reply: FastifyReply) {
    const rules = accountLimitedRoutes[`${request.method} ${request.routeOptions.url}`] ?? [];
    const counted: Counted[] = [];
    for (const rule of rules) {
      // No subject (no session, no address): the handler refuses the request on its own.
      const subject = await subjectOf(request, rule, options.auth);
      if (!subject) continue;
      const weight = Math.max(1, rule.weight?.(request.body) ?? 1);
      for (const entry of countsOf(request, rule, subject, weight)) {
        if (entry.counter.isExhausted(entry.key, weight)) refuse(reply, rule, entry.counter.msUntilReset(entry.key));
        counted.push(entry);
      }
    }
    // Counted only once every rule let the request through: a refused request uses up nothing more.
    for (const entry of counted) if (entry.rule.counts === "every") entry.counter.hit(entry.key, entry.weight);
    request[countedKey] = counted.filter((entry) => entry.rule.counts !== "every");
  }

  async function settleAttempt(request: CountedRequest, reply: FastifyReply) {
    for (const { counter, key, rule, weight, clearedBySuccess } of request[countedKey] ?? []) {
      if (rule.counts === "successes") {
        if (reply.statusCode < 300) counter.hit(key, weight);
      } else if (reply.statusCode < 300) {
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

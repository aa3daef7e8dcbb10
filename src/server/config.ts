import { randomBytes } from "node:crypto";
import { isIP } from "node:net";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from "ibantools";
import { z } from "zod";
import { toSepaText } from "../shared/bank-details-rules";
import type { LegalNoticeDetails } from "../shared/operator";
import { PAYOUT_DELAY_DAYS } from "../shared/statement-rules";
import { operatorEnvShape, operatorFromEnv } from "./operator-config";
import { PARIS_TIME_ZONE } from "../shared/paris-time";
import { LOG_LEVELS, type LogLevel } from "./lib/log-redaction";

// Every variable of the README's "Modes" table (README.md#modes). Parsed once at start; a bad value stops the server
// with its name.
const emptyAsUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  PUBLIC_URL: optionalUrl,
  AUTH_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, "must be at least 32 characters").optional()),
  ADMIN_EMAILS: z
    .preprocess(emptyAsUndefined, z.string().optional())
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email("must be a comma-separated list of e-mail addresses"))),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_URL: z.preprocess(emptyAsUndefined, z.string().optional()).transform((v, ctx) => {
    if (v === undefined) return undefined;
    const endpoint = parseStripeApiUrl(v);
    if (endpoint === null) {
      ctx.addIssue({ code: "custom", message: "must be an http:// or https:// address with no path, such as http://127.0.0.1:16001" });
      return z.NEVER;
    }
    return endpoint;
  }),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
  ),
  MAIL_FROM: z.string().default("Boutique Solidaire <bonjour@boutique-solidaire.fr>"),
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default("auto"),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: optionalUrl,
  SEED_DEMO: z.preprocess(emptyAsUndefined, z.enum(["true", "false"]).optional()),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, z.string().optional()).transform((v, ctx) => {
    const parsed = parseTrustProxy(v);
    if (parsed === null) {
      ctx.addIssue({
        code: "custom",
        message:
          "must be a number of proxies in front of the server (1, 2...) or a comma list of their addresses (10.0.0.1, 10.0.0.0/8, loopback); 'true' would let any client choose its address",
      });
      return z.NEVER;
    }
    return parsed;
  }),
  ALLOWED_ORIGINS: z.preprocess(emptyAsUndefined, z.string().optional()).transform((v, ctx) => {
    const origins = (v ?? "")
      .split(",")
      .map((o) => o.trim())
      .filter(Boolean)
      .map(originOf);
    if (origins.some((o) => o === null)) {
      ctx.addIssue({ code: "custom", message: "must be a comma list of origins such as https://boutique.example" });
      return z.NEVER;
    }
    return origins as string[];
  }),
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_CHECKOUT_MAX: z.coerce.number().int().positive().default(30),
  // Paper orders that count without a manager's confirmation (docs/product.md#paper-orders): a campaign's first
  // PAPER_ORDERS_CEILING_COUNT orders up to PAPER_ORDERS_CEILING_EUR in all; a cash order above
  // PAPER_ORDERS_CASH_CONFIRM_ABOVE_EUR waits whatever the totals. A manager's own orders always count.
  PAPER_ORDERS_CEILING_COUNT: z.coerce.number().int().min(0).max(100_000).default(300),
  PAPER_ORDERS_CEILING_EUR: z.coerce.number().int().min(0).max(10_000_000).default(5_000),
  PAPER_ORDERS_CASH_CONFIRM_ABOVE_EUR: z.coerce.number().int().min(0).max(100_000).default(50),
  BOOKING_HOURS: z
    .string()
    .default("09:30-12:00,14:00-17:30")
    .transform((v, ctx) => {
      const ranges = v.split(",").map((range) => {
        const m = /^\s*(\d{1,2}):(\d{2})-(\d{1,2}):(\d{2})\s*$/.exec(range);
        if (!m) return null;
        const start = Number(m[1]) * 60 + Number(m[2]);
        const end = Number(m[3]) * 60 + Number(m[4]);
        return start < end && end <= 24 * 60 ? { start, end } : null;
      });
      if (ranges.some((r) => r === null)) {
        ctx.addIssue({ code: "custom", message: 'must look like "09:30-12:00,14:00-17:30"' });
        return z.NEVER;
      }
      return ranges as { start: number; end: number }[];
    }),
  BOOKING_DAYS_AHEAD: z.coerce.number().int().min(1).max(90).default(21),
  // Days after delivery before an order's part may be paid out to its association (docs/product.md#when-money-moves).
  PAYOUT_DELAY_DAYS: z.coerce.number().int().min(0).max(90).default(PAYOUT_DELAY_DAYS),
  // Days during which newly saved bank details are paid only once an admin has confirmed them (docs/product.md#bank-details).
  BANK_DETAILS_HOLD_DAYS: z.coerce.number().int().min(0).max(90).default(7),
  // The workshop's account the associations' payouts leave from (the SEPA file's debtor): its name goes into every
  // transfer file, so it must be writable in the SEPA character set (shared/bank-details-rules.ts).
  PAYOUT_DEBTOR_NAME: optionalString.refine(
    (v) => v === undefined || (toSepaText(v).refused.length === 0 && toSepaText(v).text.length > 0),
    "must be written in Latin letters, digits and / - ? : ( ) . , ' + (accents are dropped): the SEPA character set of the transfer file",
  ),
  PAYOUT_DEBTOR_IBAN: z
    .preprocess(emptyAsUndefined, z.string().optional())
    .transform((v) => (v === undefined ? undefined : (electronicFormatIBAN(v) ?? v)))
    .refine((v) => v === undefined || isValidIBAN(v), "must be a valid IBAN"),
  PAYOUT_DEBTOR_BIC: z
    .preprocess(emptyAsUndefined, z.string().optional())
    .transform((v) => v?.replace(/\s/g, "").toUpperCase())
    .refine((v) => v === undefined || isValidBIC(v), "must be a valid BIC (8 or 11 characters)"),
  // The company selling the bars, named on receipts, credit notes and the legal notice (operator-config.ts).
  ...operatorEnvShape,
  // Prometheus' /metrics (decision 048): on a port of its own (METRICS_PORT, bound to METRICS_HOST), and/or on the
  // shop's port for whoever sends `Authorization: Bearer METRICS_TOKEN`. Neither set: no metrics.
  METRICS_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(65535).optional()),
  METRICS_HOST: z.string().default("127.0.0.1"),
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(32, "must be at least 32 characters").optional()),
  // What the log keeps: `info` (each request, once), `debug` for more; no level logs personal data (log-redaction.ts).
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  // How long a stopping process answers 'not ready' before it closes, so that the proxy stops sending it requests.
  SHUTDOWN_GRACE_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(60_000).optional()),
  // The longest one SQL statement may run on PostgreSQL (db/client.ts, whose default it is); 0 for no limit.
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
});

/**
 * Which proxies may tell us the client's address in X-Forwarded-For. Unset: none, the socket's address is the
 * client's. A hop count trusts that many proxies from the right of the header; a list trusts those addresses.
 * `true` (trust every hop) is refused: the leftmost entry is whatever the client wrote.
 */
export type TrustProxy = false | number | string[];

const namedProxyRanges = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (namedProxyRanges.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

export function parseTrustProxy(value: string | undefined): TrustProxy | null {
  if (value === undefined) return false;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    return hops >= 1 && hops <= 10 ? hops : hops === 0 ? false : null;
  }
  const entries = trimmed
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0 || !entries.every(isAddressOrRange)) return null;
  return entries;
}

/** Where the Stripe SDK sends its calls instead of api.stripe.com (a local stand-in: rehearsal/stripe-stand-in.mjs). */
export type StripeApiEndpoint = { url: string; protocol: "http" | "https"; host: string; port: number };

export function parseStripeApiUrl(value: string): StripeApiEndpoint | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  // The SDK takes a host and a port, not a base path: an address with a path would silently lose it.
  if (url.pathname !== "/" || url.search || url.hash || url.username || url.password) return null;
  const protocol = url.protocol === "http:" ? "http" : "https";
  const port = url.port ? Number(url.port) : protocol === "http" ? 80 : 443;
  return { url: url.origin, protocol, host: url.hostname.replace(/^\[(.*)\]$/, "$1"), port };
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (url.pathname !== "/" || url.search || url.hash || url.username) return null;
    return url.origin;
  } catch {
    return null;
  }
}

export { demoOperator } from "./operator-config";

export type PayoutAccount = { name: string; iban: string; bic: string };

/** Outside production, payout files name this account (a valid example IBAN): they are never sent to a bank. */
export const demoPayoutAccount: PayoutAccount = {
  name: "Boutique Solidaire (compte de démonstration)",
  iban: "FR7630006000011234567890189",
  bic: "AGRIFRPP",
};

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  /** Unset: embedded PGlite in dataDir/db (or in memory for tests). */
  databaseUrl?: string;
  /** When true the PGlite database lives in memory only (tests). */
  inMemoryDatabase: boolean;
  publicUrl: string;
  /** Origins other than PUBLIC_URL's whose pages may send state-changing requests (ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  trustProxy: TrustProxy;
  /**
   * The embedded mode's helpers: the outbox read at /dev/mails and the simulated payment page. Only with no SMTP,
   * no Stripe and never in production, so that a shop sending real mail or taking real money can't expose
   * reset links or mark orders paid for free.
   */
  devTools: boolean;
  authSecret: string;
  adminEmails: string[];
  payments:
    | { provider: "simulated" }
    | {
        provider: "stripe";
        secretKey: string;
        webhookSecret: string;
        /** STRIPE_API_URL: a stand-in that answers instead of Stripe (the rehearsal's); unset, Stripe itself. */
        api?: StripeApiEndpoint;
      };
  /** The workshop's account payouts are sent from (PAYOUT_DEBTOR_*); a made-up one outside production. */
  payoutAccount: PayoutAccount;
  /** The company selling the bars (OPERATOR_*), as receipts, credit notes and the legal notice name it; made up outside production. */
  operator: LegalNoticeDetails;
  /** PAYOUT_DELAY_DAYS: the refund window before an order's part is payable. */
  payoutDelayDays: number;
  /** BANK_DETAILS_HOLD_DAYS: how long new bank details wait for an admin's confirmation before they are paid. */
  bankDetailsHoldDays: number;
  mail: { transport: "outbox"; from: string } | { transport: "smtp"; url: string; from: string };
  storage:
    | { driver: "local"; dir: string }
    | {
        driver: "s3";
        bucket: string;
        endpoint?: string;
        region: string;
        accessKeyId?: string;
        secretAccessKey?: string;
        publicUrl?: string;
      };
  seedDemo: boolean;
  rateLimits: { authMax: number; checkoutMax: number; windowMs: number; accounts: AccountLimits };
  /** Paper orders counted without a manager's confirmation (PAPER_ORDERS_*), in orders and cents. */
  paperOrders: PaperOrderCeiling;
  /** The 30-minute call after creation: opening hours (minutes after midnight, Europe/Paris) on weekdays. */
  booking: { hours: { start: number; end: number }[]; daysAhead: number; timeZone: string };
  /** Prometheus' /metrics (METRICS_*): a port of its own, and/or the shop's port with the token; neither, no metrics. */
  metrics: { port?: number; host: string; token?: string };
  /** LOG_LEVEL: what the log keeps. */
  logLevel: LogLevel;
  /** SHUTDOWN_GRACE_MS: between 'not ready' and closing, on SIGTERM (health/shutdown.ts). */
  shutdownGraceMs: number;
  /** DATABASE_STATEMENT_TIMEOUT_MS: the longest one SQL statement may run on PostgreSQL; 0 for none. */
  databaseStatementTimeoutMs: number;
  /** Said at start: settings that work but are probably not what was meant. */
  warnings: string[];
};

/**
 * How far a campaign's paper orders count without a manager's confirmation (docs/product.md#paper-orders). Orders
 * beyond it are recorded, and wait.
 */
export type PaperOrderCeiling = { ceilingCount: number; ceilingCents: number; cashConfirmAboveCents: number };

export const defaultPaperOrderCeiling: PaperOrderCeiling = { ceilingCount: 300, ceilingCents: 500_000, cashConfirmAboveCents: 5_000 };

/**
 * Limits per account (an e-mail address or a signed-in user), beside the limits per client address; and, for what
 * members write in volume, per campaign or association too (lib/account-limits.ts).
 */
export type AccountLimits = Record<
  | "signIn"
  | "signInAccount"
  | "authMails"
  | "uploads"
  | "campaigns"
  | "bookings"
  | "invitations"
  | "invitationsPerAssociation"
  | "associations"
  | "paperOrders"
  | "paperOrdersPerCampaign"
  | "sellers"
  | "buyerMessages"
  | "buyerEmailCorrections"
  | "passwordChecks"
  | "documents",
  { max: number; windowMs: number }
>;

const minute = 60_000;
export const defaultAccountLimits: AccountLimits = {
  // A password tried wrong: 10 tries in 15 minutes per e-mail address and client address (or per browser that signed in
  // to the account before), so that a guesser at one address doesn't lock the owner out of another.
  signIn: { max: 10, windowMs: 15 * minute },
  // ...and 30 in 15 minutes per e-mail address across every client address with no such browser: many addresses
  // guessing one password are stopped, the owner's known browsers still sign in (docs/security.md).
  signInAccount: { max: 30, windowMs: 15 * minute },
  // Reset and confirmation mails sent to one address: enough to retry, too few to flood a mailbox.
  authMails: { max: 5, windowMs: 60 * minute },
  // A logo and a hero, tried a few times over.
  uploads: { max: 30, windowMs: 60 * minute },
  // Campaigns created (form or one-pager draft) by one user.
  campaigns: { max: 10, windowMs: 24 * 60 * minute },
  // Calls booked (or moved) by one user.
  bookings: { max: 5, windowMs: 24 * 60 * minute },
  // Invitations sent by one user: a whole team in a day, not a mailing list.
  invitations: { max: 20, windowMs: 24 * 60 * minute },
  // Invitations sent for one association, whoever sends them: its several managers together.
  invitationsPerAssociation: { max: 40, windowMs: 24 * 60 * minute },
  // Paper orders recorded by one member: a distribution day's table types 80 in an hour; a script is stopped at 150.
  paperOrders: { max: 150, windowMs: 60 * minute },
  // Paper orders recorded for one campaign, all members together: several tables at once on the distribution day.
  paperOrdersPerCampaign: { max: 600, windowMs: 60 * minute },
  // Sellers added by one member, each one of a pasted list counting: a school's classes in a day (a campaign has
  // 1 000 at most).
  sellers: { max: 1_500, windowMs: 24 * 60 * minute },
  // Messages to buyers sent by one member, whatever the campaign (each campaign is also paced to 3 a day).
  buyerMessages: { max: 10, windowMs: 24 * 60 * minute },
  // Buyers' e-mails corrected by one member or admin, each mailing the new address: a few typos a day, not a mailing.
  buyerEmailCorrections: { max: 20, windowMs: 24 * 60 * minute },
  // Associations created by one user after leaving theirs (sign-up makes the first one).
  associations: { max: 3, windowMs: 24 * 60 * minute },
  // A password asked again before a sensitive change (bank details), guessed with a stolen session: 5 wrong in 15
  // minutes per user, then even the right one waits.
  passwordChecks: { max: 5, windowMs: 15 * minute },
  // PDFs made for one user (flyers, poster, statement, distribution list, packing slips): printing for a distribution
  // day several times over, not a loop that keeps the renderer's few slots busy (decision 027).
  documents: { max: 60, windowMs: 60 * minute },
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

function formatIssues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join(".") || "environment"}: ${i.message}`).join("\n");
}

/** The embedded mode keeps a generated secret beside the data so sessions survive a restart. */
function embeddedAuthSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(`Invalid configuration:\n${formatIssues(parsed.error)}`);
  const e = parsed.data;
  const production = e.NODE_ENV === "production";

  const stripeSet = Boolean(e.STRIPE_SECRET_KEY || e.STRIPE_WEBHOOK_SECRET);
  if (stripeSet && !(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError("Invalid configuration:\nSTRIPE_WEBHOOK_SECRET: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together");
  }
  // A production shop never accepts fake payments, and never signs sessions with a throwaway secret.
  if (production && !stripeSet) {
    throw new ConfigError("Invalid configuration:\nSTRIPE_SECRET_KEY: required in production (the simulated payment provider is refused)");
  }
  if (production && !e.AUTH_SECRET) {
    throw new ConfigError("Invalid configuration:\nAUTH_SECRET: required in production");
  }
  // Simulated payments exist only in the embedded mode: a server that sends real mail must take real payments.
  if (e.SMTP_URL && !stripeSet) {
    throw new ConfigError(
      "Invalid configuration:\nSTRIPE_SECRET_KEY: required when SMTP_URL is set (simulated payments are for the embedded mode only: no SMTP_URL, no Stripe keys)",
    );
  }
  if (e.STRIPE_API_URL && !stripeSet) {
    throw new ConfigError(
      "Invalid configuration:\nSTRIPE_API_URL: goes with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (the stand-in answers the Stripe SDK)",
    );
  }
  // The secret key travels in every call's Authorization header, in clear over http: a live key stays with Stripe.
  if (e.STRIPE_API_URL && /^(sk|rk)_live_/.test(e.STRIPE_SECRET_KEY ?? "")) {
    throw new ConfigError(
      "Invalid configuration:\nSTRIPE_API_URL: refused with a live STRIPE_SECRET_KEY (sk_live_…): a live key is sent to Stripe only; use a test key with a stand-in",
    );
  }
  const payoutSet = [e.PAYOUT_DEBTOR_NAME, e.PAYOUT_DEBTOR_IBAN, e.PAYOUT_DEBTOR_BIC];
  if ((production || payoutSet.some(Boolean)) && !payoutSet.every(Boolean)) {
    throw new ConfigError(
      "Invalid configuration:\nPAYOUT_DEBTOR_IBAN: PAYOUT_DEBTOR_NAME, PAYOUT_DEBTOR_IBAN and PAYOUT_DEBTOR_BIC go together, and are required in production (the account associations are paid from)",
    );
  }
  const operator = operatorFromEnv(e, production);
  if ("issues" in operator) throw new ConfigError(`Invalid configuration:\n${operator.issues.join("\n")}`);
  if (e.S3_BUCKET && !e.S3_ENDPOINT && !e.S3_REGION) {
    throw new ConfigError("Invalid configuration:\nS3_REGION: required with S3_BUCKET");
  }

  const warnings: string[] = [];
  if (!production && (stripeSet || e.SMTP_URL)) {
    warnings.push(
      `NODE_ENV is "${e.NODE_ENV}" while ${stripeSet ? "Stripe" : "SMTP"} is configured: set NODE_ENV=production for a shop that takes real payments (secure cookies, HSTS, production checks)`,
    );
  }

  // Said in production too: the rehearsal runs NODE_ENV=production against the stand-in, and no real shop should.
  if (e.STRIPE_API_URL) {
    warnings.push(
      `STRIPE_API_URL is set: PAYMENTS GO TO A STAND-IN at ${e.STRIPE_API_URL.url}, NOT TO STRIPE; no money is taken and no buyer is charged. Unset STRIPE_API_URL for a real shop`,
    );
  }

  if (production && !e.METRICS_PORT && !e.METRICS_TOKEN) {
    warnings.push(
      "Metrics are off: set METRICS_PORT (a port of their own, on METRICS_HOST) or METRICS_TOKEN (GET /metrics with Authorization: Bearer) for Prometheus",
    );
  }

  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    inMemoryDatabase: false,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    allowedOrigins: e.ALLOWED_ORIGINS,
    trustProxy: e.TRUST_PROXY,
    devTools: !production && !e.SMTP_URL && !stripeSet,
    authSecret: e.AUTH_SECRET ?? embeddedAuthSecret(dataDir),
    adminEmails: e.ADMIN_EMAILS,
    payments:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { provider: "stripe", secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, api: e.STRIPE_API_URL }
        : { provider: "simulated" },
    payoutAccount:
      e.PAYOUT_DEBTOR_NAME && e.PAYOUT_DEBTOR_IBAN && e.PAYOUT_DEBTOR_BIC
        ? { name: e.PAYOUT_DEBTOR_NAME, iban: e.PAYOUT_DEBTOR_IBAN, bic: e.PAYOUT_DEBTOR_BIC }
        : demoPayoutAccount,
    payoutDelayDays: e.PAYOUT_DELAY_DAYS,
    bankDetailsHoldDays: e.BANK_DETAILS_HOLD_DAYS,
    operator: operator.operator,
    mail: e.SMTP_URL ? { transport: "smtp", url: e.SMTP_URL, from: e.MAIL_FROM } : { transport: "outbox", from: e.MAIL_FROM },
    storage: e.S3_BUCKET
      ? {
          driver: "s3",
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          publicUrl: e.S3_PUBLIC_URL,
        }
      : { driver: "local", dir: path.join(dataDir, "uploads") },
    // Demo data goes only into the embedded database, unless asked for explicitly.
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === "true" : !e.DATABASE_URL && !production,
    rateLimits: {
      authMax: e.RATE_LIMIT_AUTH_MAX,
      checkoutMax: e.RATE_LIMIT_CHECKOUT_MAX,
      windowMs: 60_000,
      accounts: defaultAccountLimits,
    },
    paperOrders: {
      ceilingCount: e.PAPER_ORDERS_CEILING_COUNT,
      ceilingCents: e.PAPER_ORDERS_CEILING_EUR * 100,
      cashConfirmAboveCents: e.PAPER_ORDERS_CASH_CONFIRM_ABOVE_EUR * 100,
    },
    booking: { hours: e.BOOKING_HOURS, daysAhead: e.BOOKING_DAYS_AHEAD, timeZone: PARIS_TIME_ZONE },
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN },
    logLevel: e.LOG_LEVEL,
    // In production a proxy must notice the 'not ready' before the process goes; in development nobody is waiting.
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS ?? (production ? 3_000 : 0),
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    warnings,
  };
}

import path from "node:path";
import { PAYOUT_DELAY_DAYS } from "../../src/shared/statement-rules";
import {
  defaultAccountLimits,
  defaultPaperOrderCeiling,
  demoOperator,
  demoPayoutAccount,
  type AccountLimits,
  type Config,
} from "../../src/server/config";
import { PARIS_TIME_ZONE } from "../../src/shared/paris-time";

// Lifted, like the per-address ones: a test of a limit sets it.
const liftedAccountLimits = Object.fromEntries(
  Object.entries(defaultAccountLimits).map(([name, limit]) => [name, { ...limit, max: 100_000 }]),
) as AccountLimits;

/** A configuration for tests: in-memory PGlite (or the DATABASE_URL of the run), outbox mail, simulated payments. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: "test",
    port: 0,
    host: "127.0.0.1",
    dataDir: path.resolve("data/test"),
    databaseUrl: undefined,
    inMemoryDatabase: true,
    publicUrl: "http://localhost:3000",
    allowedOrigins: [],
    trustProxy: false,
    devTools: true,
    authSecret: "test-secret-test-secret-test-secret-0123456789",
    adminEmails: [],
    payments: { provider: "simulated" },
    payoutAccount: demoPayoutAccount,
    payoutDelayDays: PAYOUT_DELAY_DAYS,
    bankDetailsHoldDays: 7,
    operator: demoOperator,
    mail: { transport: "outbox", from: "Boutique Solidaire <test@boutique-solidaire.fr>" },
    storage: { driver: "local", dir: path.resolve("data/test/uploads") },
    seedDemo: false,
    rateLimits: { authMax: 1000, checkoutMax: 1000, windowMs: 60_000, accounts: liftedAccountLimits },
    paperOrders: defaultPaperOrderCeiling,
    booking: {
      hours: [
        { start: 9 * 60 + 30, end: 12 * 60 },
        { start: 14 * 60, end: 17 * 60 + 30 },
      ],
      daysAhead: 21,
      timeZone: PARIS_TIME_ZONE,
    },
    metrics: { host: "127.0.0.1" },
    logLevel: "info",
    shutdownGraceMs: 0,
    databaseStatementTimeoutMs: 10_000,
    warnings: [],
    ...overrides,
  };
}

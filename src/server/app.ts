import path from "node:path";
import { fileURLToPath } from "node:url";
import Fastify, { type FastifyInstance, type FastifySchema } from "fastify";
import type Stripe from "stripe";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config";
import { openDatabase, type Database } from "./db/client";
import { createAuth, type Auth, type PasswordHashing } from "./auth/auth";
import { registerApiDocs } from "./api-docs/routes";
import { authRoutes } from "./auth/routes";
import { accountRoutes } from "./account/routes";
import { campaignRoutes } from "./campaigns/routes";
import { adminPreparationRoutes } from "./admin/preparation-routes";
import { adminOrderRoutes } from "./admin/order-routes";
import { adminCampaignRoutes } from "./admin/campaign-routes";
import { bookingRoutes } from "./bookings/routes";
import { teamRoutes } from "./team/routes";
import { bankAccountRoutes } from "./money/bank-account-routes";
import { payoutRoutes } from "./money/payout-routes";
import { refundRoutes } from "./money/refund-routes";
import { adminCapacityRoutes, availabilityRoutes } from "./capacity/routes";
import { statementRoutes } from "./money/statement-routes";
import { buyerMessageRoutes } from "./buyer-messages/routes";
import { distributionRoutes } from "./distribution/routes";
import { sellersRoutes } from "./sellers/routes";
import { startPrivacyRetention } from "./privacy/retention";
import { grantConfiguredAdmins } from "./account/provision";
import { healthRoutes } from "./health/routes";
import { pageRoutes } from "./pages/routes";
import { createStorage } from "./storage/storage";
import { serveUploads } from "./storage/serve-uploads";
import { backfillImageVariantsAtStart } from "./uploads/variant-backfill";
import { uploadRoutes } from "./uploads/routes";
import { registerErrorHandler } from "./lib/error-handler";
import { loggerOptions, type LogDestination, type LogLevel } from "./lib/log-redaction";
import { REQUEST_ID_HEADER, requestIdGenerator } from "./lib/request-id";
import { registerRequestMetrics } from "./lib/request-metrics";
import { registerRequestContext } from "./lib/request-context";
import { createMetricsExposition, type MetricsExposition } from "./metrics/exposition";
import { metricsRoutes } from "./metrics/routes";
import { createReadiness, type Readiness } from "./health/readiness";
import { registerSecurity } from "./lib/security";
import { registerCompression } from "./lib/compression";
import { serverTimeouts } from "./lib/server-timeouts";
import { registerAccountLimits } from "./lib/account-limits";
import type { AccessContext } from "./lib/access";
import type { MailingRouteOptions } from "./lib/mailing-routes";
import { createKnownDevices } from "./lib/known-device";
import { renderer } from "./lib/renderer";
import { trustProxyOption } from "./lib/client-address";
import { startMailWorker } from "./mail/worker";
import { devMailRoutes } from "./mail/dev-routes";
import { seedDemoData } from "./db/seed";
import { createRealtimeBus, type RealtimeBus } from "./realtime/bus";
import { createEventStreams } from "./realtime/event-streams";
import { createPublishedCampaigns, type PublishedCampaigns } from "./campaigns/published-cache";
import { createPaymentProvider } from "./payments/create-provider";
import { checkoutRoutes } from "./checkout/routes";
import { createSaleWriter } from "./orders/service";
import { createOrderDocuments } from "./receipts/order-documents";
import { buyerDocumentRoutes } from "./receipts/routes";
import { salesRoutes } from "./sales/routes";
import { buyerEmailCorrectionRoutes } from "./sales/buyer-email-routes";
import { paperOrderRoutes } from "./paper-orders/routes";
import { buyerEmailRoutes } from "./buyer-emails/routes";
import { salesStreamRoutes } from "./sales/stream-routes";
import { newsletterRoutes } from "./newsletter/routes";
import { realtimeRoutes } from "./realtime/routes";
import { simulatedPaymentRoutes } from "./payments/simulated-payment-routes";
import { startStaleOrderSweeper } from "./payments/expire-stale";
import { stripeWebhookRoutes } from "./payments/stripe-webhook";
import type { PaymentsContext } from "./checkout/service";

const defaultClientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../dist/client");

export type AppOptions = {
  /** An already opened database (tests); otherwise one is opened from the config. */
  database?: Database;
  clientDir?: string;
  logger?: boolean;
  /** Where the log's lines go instead of standard output, with the logger on (tests read them). */
  logStream?: LogDestination;
  /** The log's level; unset, `info` (LOG_LEVEL in main.ts). */
  logLevel?: LogLevel;
  /** A preconfigured Stripe client (tests point it at a local stand-in of the API). */
  stripeClient?: Stripe;
  /** Time allowed to receive a whole request (lib/server-timeouts.ts); tests shorten it to a second. */
  requestTimeoutMs?: number;
  /** How passwords are hashed; unset, Better Auth's scrypt. Tests outside auth/ pass a cheaper one (tests/support). */
  passwordHashing?: PasswordHashing;
};

export type App = FastifyInstance & {
  database: Database;
  auth: Auth;
  config: Config;
  bus: RealtimeBus;
  publishedCampaigns: PublishedCampaigns;
  routeTable: RegisteredRoute[];
  /** What Prometheus reads (GET /metrics, or METRICS_PORT's server that main.ts starts); null with metrics off. */
  metrics: MetricsExposition | null;
  /** Whether the process still takes requests: /api/health/ready answers 503 once stopped (health/shutdown.ts). */
  readiness: Readiness;
  /**
   * Settles once the jobs that start with the server (the stale orders' sweep, the privacy purge) have made their first
   * run: a test that writes what they delete waits for it, or they could delete it under the test.
   */
  backgroundJobsStarted: () => Promise<void>;
};

/** A route as registered; its schema is read when asked, once later hooks have completed it. */
export type RegisteredRoute = { method: string; url: string; readonly schema?: FastifySchema };

/** Builds the whole server without listening: main.ts listens, tests call app.inject(). */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<App> {
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      inMemory: config.inMemoryDatabase,
      statementTimeoutMs: config.databaseStatementTimeoutMs,
    }));
  const { db } = database;

  const app = Fastify({
    // Requests are logged with the keys in their address hidden (lib/log-redaction.ts).
    logger: options.logger || options.logStream ? loggerOptions(options.logStream, options.logLevel) : false,
    // Each request's id is on every line it logs (reqId) and in its answer's X-Request-Id: the proxy's own id when a
    // trusted proxy sent one (lib/request-id.ts), so that one id follows a request from the proxy's log to ours.
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxy),
    // Unset, no proxy is trusted and request.ip is the socket's address: what a client can't choose.
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1_048_576,
    ...serverTimeouts(options.requestTimeoutMs),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Every route, as registered: the access-control matrix test checks that none is left out.
  const routeTable: RegisteredRoute[] = [];
  app.addHook("onRoute", (route) => {
    for (const method of ([] as string[]).concat(route.method)) {
      routeTable.push({
        method,
        url: route.url,
        get schema() {
          return route.schema;
        },
      });
    }
  });
  app.addHook("onRequest", async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  registerRequestContext(app);
  registerErrorHandler(app);
  registerRequestMetrics(app);
  await registerSecurity(app, config);
  await registerCompression(app);
  // The API described from the routes' schemas at /api/docs: before any route, so that it sees them all. A
  // development aid: production doesn't publish it.
  if (config.env !== "production") await registerApiDocs(app);

  const mailWorker = startMailWorker({ db, config, log: app.log });
  // What the parts whose calls queue mail are given: the address the mails' links start with, the worker's wake-up.
  const mailing = { publicUrl: config.publicUrl, onMailQueued: () => mailWorker.wake() } satisfies MailingRouteOptions;
  const auth = createAuth({ db, config, onMailQueued: mailing.onMailQueued, passwordHashing: options.passwordHashing });
  // What every route plugin is given for its access checks: who is calling, and the database.
  const access: AccessContext = { auth, db };
  // Browsers that signed in to an account before: their failed sign-ins count apart (docs/security.md).
  const knownDevices = createKnownDevices({
    secret: config.authSecret,
    previousSecret: config.previousAuthSecret,
    secure: config.env === "production",
  });
  registerAccountLimits(app, { auth, limits: config.rateLimits.accounts, knownDevices });

  const bus = await createRealtimeBus(database);
  const publishedCampaigns = createPublishedCampaigns(db, bus);
  // The buyer's receipts and credit notes: the seller's details and the key of their links.
  const documents = createOrderDocuments(config);
  const payments: PaymentsContext = {
    db,
    publishedCampaigns,
    writeSale: createSaleWriter(database),
    provider: createPaymentProvider(config, { stripeClient: options.stripeClient }),
    ...mailing,
    documents,
  };
  // A late payment that no longer fits its week is given back at once (decision 051).
  payments.refundPayment = (request) => payments.provider.refund(request);

  const metrics = config.metrics.token || config.metrics.port ? createMetricsExposition(database) : null;
  const readiness = createReadiness();
  app.decorate("metrics", metrics);
  app.decorate("readiness", readiness);
  app.decorate("routeTable", routeTable);
  app.decorate("database", database);
  app.decorate("bus", bus);
  app.decorate("publishedCampaigns", publishedCampaigns);
  app.decorate("auth", auth);
  app.decorate("config", config);

  // Once stopping, every answer closes its connection: the proxy opens its next one to a process that stays, and the
  // close doesn't wait for a kept-alive connection that a request finishing after it began would leave open.
  app.addHook("onSend", async (_request, reply) => {
    if (readiness.stopping()) reply.header("connection", "close");
  });
  await app.register(healthRoutes, { database, readiness });
  if (metrics && config.metrics.token) await app.register(metricsRoutes, { token: config.metrics.token, exposition: metrics });
  await app.register(authRoutes, { ...access, config, knownDevices });
  await app.register(accountRoutes, access);
  await app.register(campaignRoutes, { ...access, publishedCampaigns });
  await app.register(adminCampaignRoutes, { ...access, publishedCampaigns, ...mailing });
  await app.register(refundRoutes, { ...access, provider: payments.provider, ...mailing, documents });
  await app.register(adminOrderRoutes, access);
  await app.register(adminPreparationRoutes, { ...access, ...mailing });
  await app.register(adminCapacityRoutes, access);
  await app.register(availabilityRoutes, { db, publishedCampaigns });
  const storage = createStorage(config.storage);
  await app.register(uploadRoutes, { ...access, storage });
  if (config.storage.driver === "local") await app.register(serveUploads, { dir: config.storage.dir });
  await app.register(bookingRoutes, { ...access, config, onMailQueued: mailing.onMailQueued });
  await app.register(teamRoutes, { ...access, ...mailing, rateLimits: config.rateLimits });
  await app.register(bankAccountRoutes, { ...access, ...mailing, holdDays: config.bankDetailsHoldDays });
  await app.register(statementRoutes, { ...access, payoutDelayDays: config.payoutDelayDays });
  await app.register(buyerMessageRoutes, { ...access, ...mailing });
  await app.register(payoutRoutes, {
    ...access,
    debtor: config.payoutAccount,
    payoutDelayDays: config.payoutDelayDays,
    bankDetailsHoldDays: config.bankDetailsHoldDays,
    ...mailing,
  });
  await app.register(distributionRoutes, { ...access, publicUrl: config.publicUrl });
  await app.register(sellersRoutes, { ...access, publicUrl: config.publicUrl, publishedCampaigns });
  await app.register(checkoutRoutes, { ctx: payments, rateLimitMax: config.rateLimits.checkoutMax });
  if (payments.provider.name === "simulated" && config.devTools) await app.register(simulatedPaymentRoutes, { ctx: payments });
  if (payments.provider.name === "stripe" && config.payments.provider === "stripe") {
    await app.register(stripeWebhookRoutes, {
      ctx: payments,
      webhookSecret: config.payments.webhookSecret,
      provider: payments.provider,
    });
  }
  await app.register(buyerDocumentRoutes, { db, documents });
  await app.register(salesRoutes, access);
  await app.register(buyerEmailCorrectionRoutes, { ...access, ...mailing, documents });
  await app.register(paperOrderRoutes, { ...access, ceiling: config.paperOrders, ...mailing });
  await app.register(buyerEmailRoutes, { db });
  // One quota of open streams per address across both streams; all of them end when the server closes.
  const streams = createEventStreams({ bus });
  app.addHook("preClose", async () => streams.endAll());
  await app.register(realtimeRoutes, { bus, publishedCampaigns, streams });
  await app.register(salesStreamRoutes, { ...access, bus, streams });
  await app.register(newsletterRoutes, { db, ...mailing, rateLimitMax: config.rateLimits.authMax });
  if (config.devTools) await app.register(devMailRoutes, { db });
  await app.register(pageRoutes, {
    clientDir: options.clientDir ?? defaultClientDir,
    db,
    publishedCampaigns,
    publicUrl: config.publicUrl,
    operator: config.operator,
  });

  // The documents' worker threads (decision 027) start at the first document; they end with the last app to close.
  const letGoOfRenderer = renderer.hold();

  let stopSweeper: () => Promise<void> = async () => {};
  let stopPrivacyRetention: () => Promise<void> = async () => {};
  let imageVariants: Promise<void> = Promise.resolve();
  let jobsStarted: Promise<unknown> = Promise.resolve();
  app.decorate("backgroundJobsStarted", async () => {
    await app.ready();
    await jobsStarted;
  });
  app.addHook("onReady", async () => {
    // Both providers: a Stripe sale a crash left without its Checkout Session expires too (expire-stale.ts).
    const sweeper = startStaleOrderSweeper(payments, app.log);
    const privacyRetention = startPrivacyRetention(db, app.log);
    stopSweeper = sweeper;
    stopPrivacyRetention = privacyRetention;
    // Once per start, in the background: the pages are served meanwhile (decision 043).
    imageVariants = backfillImageVariantsAtStart(db, storage, app.log);
    jobsStarted = Promise.all([sweeper.firstRun, privacyRetention.firstRun, imageVariants]);
    await grantConfiguredAdmins(db, config.adminEmails);
    if (config.seedDemo) await seedDemoData({ db, auth, log: app.log });
  });
  app.addHook("onClose", async () => {
    await stopSweeper();
    await stopPrivacyRetention();
    await imageVariants;
    await mailWorker.stop();
    await letGoOfRenderer();
    publishedCampaigns.close();
    await bus.close();
    if (!options.database) await database.close();
  });

  return app as unknown as App;
}

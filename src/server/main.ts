import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { shutDown } from "./health/shutdown";
import { startMetricsServer, type MetricsServer } from "./metrics/metrics-server";

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config, { logger: true, logLevel: config.logLevel });
  for (const warning of config.warnings) app.log.warn(warning);
  let metricsServer: MetricsServer | undefined;
  let closing = false;
  const close = async (signal: string) => {
    // A second signal while draining (an impatient Ctrl-C) doesn't start another close.
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "signal received");
    try {
      await shutDown({ readiness: app.readiness, close: () => app.close(), graceMs: config.shutdownGraceMs, log: app.log });
      await metricsServer?.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void close("SIGTERM"));
  process.on("SIGINT", () => void close("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  if (app.metrics && config.metrics.port) {
    metricsServer = await startMetricsServer(app.metrics, { host: config.metrics.host, port: config.metrics.port });
    app.log.info(`metrics: http://${config.metrics.host}:${metricsServer.port}/metrics`);
  }
  const mode = [
    config.databaseUrl ? "PostgreSQL" : `PGlite (${config.dataDir}/db)`,
    config.payments.provider === "stripe"
      ? config.payments.api
        ? `Stripe SIMULÉ par ${config.payments.api.url}`
        : "Stripe"
      : "paiements de test",
    config.mail.transport === "smtp" ? "SMTP" : config.devTools ? "boîte d'envoi /dev/mails" : "boîte d'envoi",
    config.storage.driver === "s3" ? "S3" : "fichiers locaux",
  ].join(", ");
  app.log.info(`Boutique Solidaire : ${config.publicUrl} (${mode})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

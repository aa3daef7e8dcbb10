import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";

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

  const app = await buildApp(config, { logger: true });
  for (const warning of config.warnings) app.log.warn(warning);
  const close = async (signal: string) => {
    app.log.info({ signal }, "shutting down");
    await app.close();
    process.exit(0);
  };
  process.once("SIGTERM", () => void close("SIGTERM"));
  process.once("SIGINT", () => void close("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
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

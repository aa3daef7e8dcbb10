// One shop process as production runs it: NODE_ENV=production, every required variable set, behind the proxy
// (PUBLIC_URL is the proxy's address, TRUST_PROXY=loopback). Started, killed and restarted by the rehearsal.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serverCommand } from "../../scripts/build-server.mjs";
import { answers, spawnLogged, stopProcess, tail, waitFor } from "../lib/processes.mjs";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * The variables a production shop needs (README.md#modes), from the services the rehearsal started. The operator and
 * payout details are well-formed made-up ones: production refuses to start without them.
 */
export function productionEnv({ publicUrl, databaseUrl, s3, smtpUrl, stripe, authSecret, adminEmail, metricsToken }) {
  return {
    NODE_ENV: "production",
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: "loopback",
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: authSecret,
    ADMIN_EMAILS: adminEmail,
    SMTP_URL: smtpUrl,
    MAIL_FROM: "Boutique Solidaire <bonjour@boutique-solidaire.fr>",
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: s3.region,
    S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    ...(stripe.apiUrl ? { STRIPE_API_URL: stripe.apiUrl } : {}),
    ...(metricsToken ? { METRICS_TOKEN: metricsToken } : {}),
    PAYOUT_DEBTOR_NAME: "Atelier Boutique Solidaire",
    PAYOUT_DEBTOR_IBAN: "FR7630006000011234567890189",
    PAYOUT_DEBTOR_BIC: "AGRIFRPP",
    OPERATOR_COMPANY_NAME: "Atelier de répétition",
    OPERATOR_LEGAL_FORM: "SAS",
    OPERATOR_SHARE_CAPITAL_EUR: "10000",
    OPERATOR_SIRET: "912 345 675 00017",
    OPERATOR_RCS: "RCS Vannes 912 345 675",
    OPERATOR_VAT_NUMBER: "FR65912345675",
    OPERATOR_ADDRESS: "1 rue de la Répétition, 56000 Vannes",
    OPERATOR_EMAIL: "bonjour@boutique-solidaire.fr",
    OPERATOR_PHONE: "02 97 00 00 00",
    OPERATOR_PUBLICATION_DIRECTOR: "Camille Le Floch",
    OPERATOR_HOST: "Hébergeur de répétition SAS, 2 rue des Serveurs, 56000 Vannes, 02 97 00 00 00",
    OPERATOR_MEDIATOR_NAME: "CM2C (Centre de la médiation de la consommation de conciliateurs de justice)",
    OPERATOR_MEDIATOR_ADDRESS: "49 rue de Ponthieu, 75008 Paris",
    OPERATOR_MEDIATOR_WEBSITE: "https://www.cm2c.net",
  };
}

/**
 * How the shop is started: from its production bundle (dist/server/main.js, what the image runs) when it is of the
 * sources as they are, else from the TypeScript sources through tsx.
 */
export async function shopCommand() {
  return serverCommand();
}

/**
 * A shop process on 127.0.0.1:port (its metrics on metricsPort when the shop has them). start() resolves once its
 * health check answers 200; kill() is SIGKILL; stop() is SIGTERM and waits for the process to drain and exit.
 * A process that exits on its own is recorded in `crashes` (with its log's end) and started again a second later,
 * as a supervisor (compose's restart policy, systemd) would: the rehearsal goes on, and its table names the crash.
 */
export function shopProcess({ name, dir, port, metricsPort, env, command, healthPath = "/api/health" }) {
  const logFile = path.join(dir, `${name}.log`);
  const url = `http://127.0.0.1:${port}`;
  let child = null;
  let stopping = false;
  const crashes = [];
  const shop = {
    name,
    port,
    url,
    logFile,
    metricsTarget: metricsPort ? `127.0.0.1:${metricsPort}` : null,
    get pid() {
      return child?.pid;
    },
    healthPath,
    crashes,
    async start() {
      stopping = false;
      const started = spawnLogged(process.execPath, command.args, {
        cwd: repoRoot,
        logFile,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          ...env,
          PORT: String(port),
          HOST: "127.0.0.1",
          DATA_DIR: path.join(dir, `${name}-data`),
          ...(metricsPort ? { METRICS_PORT: String(metricsPort) } : {}),
        },
      });
      child = started;
      started.exited.then(({ code, signal }) => {
        if (stopping || child !== started) return;
        crashes.push({ at: Date.now(), exit: signal ?? code, log: tail(logFile, 150) });
        setTimeout(() => {
          if (!stopping && child === started) shop.start().catch(() => {});
        }, 1_000);
      });
      await waitFor(() => answers(url + shop.healthPath), {
        what: `shop ${name}`,
        child: started,
        logFile,
        timeoutMs: 90_000,
        intervalMs: 250,
      });
    },
    /** The process dies at once, requests under way and all (a crash, an OOM kill). */
    async kill() {
      stopping = true;
      await stopProcess(child, { signal: "SIGKILL" });
    },
    /** SIGTERM, then the exit: resolves with how long the process took to drain, in ms. */
    async stop() {
      stopping = true;
      const startedAt = Date.now();
      await stopProcess(child, { signal: "SIGTERM", timeoutMs: 30_000 });
      return Date.now() - startedAt;
    },
    get exited() {
      return child?.exited;
    },
  };
  return shop;
}

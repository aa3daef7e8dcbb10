// Starts the whole production stack of the rehearsal on loopback, each service in its own folder of the temp dir:
// PostgreSQL, Ceph radosgw (S3), postfix (SMTP), the Stripe stand-in, two shop processes, HAProxy, Prometheus.
// Every started service is pushed onto `stoppers` at once, so that a failure half-way still stops what runs.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { ports } from "./ports.mjs";
import { startCephS3 } from "./services/ceph-s3.mjs";
import { startHaproxy } from "./services/haproxy.mjs";
import { startPostfix } from "./services/postfix.mjs";
import { startPostgres } from "./services/postgres.mjs";
import { startPrometheus } from "./services/prometheus.mjs";
import { productionEnv, shopCommand, shopProcess } from "./services/shop.mjs";
import { startStripe, stripeKeys } from "./stripe.mjs";

const READY_PATH = "/api/health/ready";
const LIVE_PATH = "/api/health";

/** The readiness check when the shop has one (GET /api/health/ready), else the plain health check. */
async function healthPathOf(shopUrl) {
  const response = await fetch(shopUrl + READY_PATH).catch(() => null);
  return response?.status === 200 ? READY_PATH : LIVE_PATH;
}

/** Whether the shop serves Prometheus metrics on its metrics port (METRICS_PORT), with the token. */
async function metricsServed(target, token) {
  if (!target) return false;
  const response = await fetch(`http://${target}/metrics`, { headers: { authorization: `Bearer ${token}` } }).catch(() => null);
  return response?.status === 200;
}

export async function startStack({ dir, stoppers, log }) {
  const timings = {};
  const timed = async (name, start) => {
    const startedAt = Date.now();
    const value = await start();
    timings[name] = Date.now() - startedAt;
    log(`${name} prêt en ${(timings[name] / 1000).toFixed(1)} s`);
    return value;
  };
  const stopping = (name, service) => {
    stoppers.push({ name, stop: () => service.stop() });
    return service;
  };

  // The three back services do not need each other: started side by side (radosgw takes the longest).
  const [postgres, smtp, s3] = await Promise.all([
    timed("PostgreSQL", async () => stopping("PostgreSQL", await startPostgres({ dir: path.join(dir, "postgres"), port: ports.postgres }))),
    timed("postfix", async () => stopping("postfix", await startPostfix({ dir: path.join(dir, "postfix"), port: ports.smtp }))),
    timed("Ceph radosgw", async () =>
      stopping(
        "Ceph radosgw",
        await startCephS3({ dir: path.join(dir, "ceph"), port: ports.s3, monPort: ports.cephMon, internalPorts: ports.cephInternal }),
      ),
    ),
  ]);

  const publicUrl = `http://127.0.0.1:${ports.proxy}`;
  const keys = stripeKeys();
  const stripe = await timed("Stripe (stand-in)", async () => {
    const started = await startStripe({ port: ports.stripe, webhookUrl: `${publicUrl}/api/payments/stripe/webhook`, keys });
    return started ? stopping("Stripe (stand-in)", started) : null;
  });

  const adminEmail = `admin-${randomBytes(3).toString("hex")}@atelier-repetition.example`;
  const metricsToken = randomBytes(16).toString("hex");
  const env = productionEnv({
    publicUrl,
    databaseUrl: postgres.url,
    s3,
    smtpUrl: smtp.url,
    stripe: stripe ?? keys,
    authSecret: randomBytes(32).toString("hex"),
    adminEmail,
    metricsToken,
  });
  const command = await shopCommand();
  log(`boutiques lancées ${command.bundled ? "depuis leur construction (dist/server/main.js)" : "depuis les sources (tsx)"}`);
  const shops = ports.shops.map((port, i) =>
    shopProcess({ name: `shop${i + 1}`, dir: path.join(dir, "shops"), port, metricsPort: ports.shopMetrics[i], env, command }),
  );
  for (const shop of shops) stoppers.push({ name: shop.name, stop: () => shop.stop() });
  // One after the other: the first runs the migrations, the second finds them done.
  for (const shop of shops) await timed(`boutique ${shop.name}`, () => shop.start());
  const healthPath = await healthPathOf(shops[0].url);
  for (const shop of shops) shop.healthPath = healthPath;

  const proxy = await timed("HAProxy", async () =>
    stopping(
      "HAProxy",
      await startHaproxy({
        dir: path.join(dir, "haproxy"),
        port: ports.proxy,
        statsPort: ports.proxyStats,
        servers: shops.map((shop) => ({ name: shop.name, port: shop.port })),
        healthPath,
      }),
    ),
  );
  for (const shop of shops) await proxy.waitServer(shop.name, "UP");

  const shopMetrics = (await metricsServed(shops[0].metricsTarget, metricsToken)) ? shops.map((shop) => shop.metricsTarget) : [];
  const jobs = [{ name: "haproxy", targets: [proxy.metricsTarget] }];
  if (shopMetrics.length > 0) jobs.push({ name: "shop", targets: shopMetrics, bearerToken: metricsToken });
  const prometheus = await timed("Prometheus", async () =>
    stopping("Prometheus", await startPrometheus({ dir: path.join(dir, "prometheus"), port: ports.prometheus, jobs })),
  );

  return {
    postgres,
    smtp,
    s3,
    stripe,
    shops,
    proxy,
    prometheus,
    env,
    command,
    adminEmail,
    metricsToken,
    healthPath,
    shopMetrics,
    timings,
    publicUrl,
  };
}

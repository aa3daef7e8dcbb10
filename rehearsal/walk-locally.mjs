#!/usr/bin/env node
// Runs the rehearsal's walk (walk-shop.mjs) against one shop on this machine, without the rehearsal's services: for
// working on the walk itself. The shop runs in development mode on an embedded database with local uploads; its
// mails go to a small catch-all SMTP server that writes a Maildir as postfix does (X-Original-To included), and its
// payments to the Stripe stand-in. The rehearsal proper (npm run rehearsal) uses PostgreSQL, S3, postfix and the proxy.
//
// Usage: node rehearsal/walk-locally.mjs [--port-base 16000] [--screenshots DIR] [--shop-env FILE]
// --shop-env: more variables for the shop, in a .env file (NODE_ENV=production and what production asks for).
// Needs the client build (npm run build). Everything it starts is stopped, and its temporary folder removed, at the end.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs, parseEnv } from "node:util";
import { SMTPServer } from "smtp-server";
import { findChromium } from "../scripts/find-chromium.mjs";
import { waitForMail } from "./maildir.mjs";
import { startStripeStandIn } from "./stripe-stand-in.mjs";
import { walkShop } from "./walk-shop.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({
  options: { "port-base": { type: "string", default: "16000" }, screenshots: { type: "string" }, "shop-env": { type: "string" } },
});
const shopEnv = values["shop-env"] ? parseEnv(readFileSync(values["shop-env"], "utf8")) : {};
const base = Number(values["port-base"]);
const ports = { stripe: base + 1, smtp: base + 25, shop: base + 80 };
const log = (line) => console.log(`[walk-locally] ${line}`);

/** A catch-all SMTP server delivering every mail into one Maildir, the recipient kept in X-Original-To. */
async function startMaildirSmtp(port, maildir) {
  for (const sub of ["tmp", "new", "cur"]) mkdirSync(path.join(maildir, sub), { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", () => {
        for (const recipient of session.envelope.rcptTo) {
          const name = `${Date.now()}.${process.pid}_${++count}.walk-locally`;
          const headers = `X-Original-To: ${recipient.address}\r\nDelivered-To: ${recipient.address}\r\n`;
          writeFileSync(path.join(maildir, "tmp", name), Buffer.concat([Buffer.from(headers), ...chunks]));
          // Maildir's rule: written in tmp/, then moved into new/ whole.
          renameSync(path.join(maildir, "tmp", name), path.join(maildir, "new", name));
        }
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return () => new Promise((resolve) => server.close(resolve));
}

async function waitForHealth(url, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the shop did not answer ${url}/api/health within 120 s`);
}

const temp = mkdtempSync(path.join(os.tmpdir(), "walk-locally-"));
const maildir = path.join(temp, "Maildir");
const shopUrl = `http://127.0.0.1:${ports.shop}`;
const webhookSecret = "whsec_walk_locally";
const adminEmail = "admin-repetition@exemple.fr";
const stops = [];
let failed = false;
try {
  stops.push(await startMaildirSmtp(ports.smtp, maildir));
  const stripe = await startStripeStandIn({
    port: ports.stripe,
    webhookUrl: `${shopUrl}/api/payments/stripe/webhook`,
    webhookSecret,
    secretKey: "sk_test_walk_locally",
  });
  stops.push(() => stripe.stop());
  const shop = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "development",
      HOST: "127.0.0.1",
      PORT: String(ports.shop),
      PUBLIC_URL: shopUrl,
      DATA_DIR: path.join(temp, "data"),
      SEED_DEMO: "false",
      ADMIN_EMAILS: adminEmail,
      SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
      STRIPE_SECRET_KEY: "sk_test_walk_locally",
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: stripe.url,
      ...shopEnv,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  stops.push(() => new Promise((resolve) => (shop.exitCode !== null ? resolve() : (shop.once("exit", resolve), shop.kill("SIGTERM")))));
  await waitForHealth(shopUrl, shop);
  log(`shop at ${shopUrl}, Stripe stand-in at ${stripe.url}, mails in ${maildir}`);

  const started = Date.now();
  const result = await walkShop({
    baseUrl: shopUrl,
    readMail: (query) => waitForMail(maildir, query),
    adminEmail,
    stripe,
    chromiumPath: findChromium(),
    screenshotsDir: values.screenshots && path.resolve(values.screenshots),
    log,
  });
  log(`walked in ${Math.round((Date.now() - started) / 1000)} s: ${JSON.stringify({ ...result, mails: Object.keys(result.mails) })}`);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  for (const stop of stops.reverse()) await stop().catch((error) => console.error(`[walk-locally] stopping: ${error.message}`));
  rmSync(temp, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

#!/usr/bin/env node
// Browser journeys: `npm run test:e2e [-- <playwright args>]`.
// 1. finds Debian's Chromium (installs it when root with apt-get; fails loudly otherwise),
// 2. builds the client when dist/client is missing or older than its sources (E2E_BUILD=always|never|auto),
// 3. starts the server on a free port with a fresh temporary DATA_DIR, no demo data, and, when DATABASE_URL
//    is set, a fresh PostgreSQL database e2e_<timestamp> (dropped at the end),
// 4. waits for GET /api/health, runs `playwright test` with the extra arguments, exits with its code.
// The server is always stopped and the temporary data removed, also on Ctrl-C.
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, readFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findChromium } from "./find-chromium.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const resultsDir = path.join(root, "test-results");
const serverLogFile = path.join(resultsDir, "e2e-server.log");
const log = (msg) => console.log(`[e2e] ${msg}`);

const cleanups = [];
let cleaningUp = null;
function cleanup() {
  cleaningUp ??= (async () => {
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch (err) {
        console.error(`[e2e] cleanup: ${err.message}`);
      }
    }
  })();
  return cleaningUp;
}
let foreground = null; // the build or Playwright, stopped with us
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    log(`${signal} received, stopping`);
    try {
      foreground?.kill("SIGTERM");
    } catch {
      // already gone
    }
    cleanup().finally(() => process.exit(130));
  });
}

/** Runs a command with inherited stdio; resolves with its exit code. */
function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: "inherit", ...options });
    foreground = child;
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      foreground = null;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const st = statSync(target);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === "node_modules" || entry.startsWith(".")) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function clientIsStale() {
  const built = path.join(root, "dist/client/index.html");
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  const sources = ["src/client", "src/shared", "vite.config.ts", "package-lock.json", "tsconfig.json"];
  return sources.some((s) => newestMtime(path.join(root, s)) > builtAt);
}

async function buildClient() {
  const mode = process.env.E2E_BUILD ?? "auto";
  if (mode === "never") return log("E2E_BUILD=never: using dist/client as it is");
  if (mode !== "always" && !clientIsStale()) return log("dist/client is up to date, not rebuilding");
  log("building the client (vite build)");
  const code = await run(process.execPath, [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"]);
  if (code !== 0) throw new Error(`vite build failed (exit ${code})`);
  if ((await run(process.execPath, [path.join(root, "scripts/precompress.mjs")])) !== 0) throw new Error("precompression failed");
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** A fresh database beside the one of DATABASE_URL; returns its URL and registers its removal. */
async function freshPostgresDatabase(baseUrl) {
  const { default: pg } = await import("pg");
  const name = `e2e_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  log(`created PostgreSQL database ${name}`);
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: baseUrl });
    await c.connect();
    try {
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      log(`dropped PostgreSQL database ${name}`);
    } finally {
      await c.end();
    }
  });
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function tail(file, lines = 60) {
  try {
    return readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "(no server log)";
  }
}

async function startServer({ port, dataDir, databaseUrl }) {
  const origin = `http://127.0.0.1:${port}`;
  mkdirSync(resultsDir, { recursive: true });
  const out = createWriteStream(serverLogFile);
  const env = {
    ...process.env,
    NODE_ENV: "development",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    // Auth checks the Origin header: the browser must use exactly this origin (E2E_BASE_URL below).
    PUBLIC_URL: origin,
    SEED_DEMO: "false",
    RATE_LIMIT_AUTH_MAX: "1000",
    // Every journey buys from 127.0.0.1: two workers side by side may pass the 30 checkouts a minute of one address.
    RATE_LIMIT_CHECKOUT_MAX: "1000",
    ADMIN_EMAILS: process.env.E2E_ADMIN_EMAIL ?? "e2e-admin@exemple.fr",
    // No refund window: a journey pays an association the orders it has just delivered (docs/product.md#when-money-moves).
    PAYOUT_DELAY_DAYS: "0",
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL; // mails must land in the outbox that the tests read
  delete env.STRIPE_SECRET_KEY;
  delete env.STRIPE_WEBHOOK_SECRET;
  delete env.S3_BUCKET;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;

  log(
    `starting the server on ${origin} (DATA_DIR ${dataDir}${databaseUrl ? ", PostgreSQL" : ", PGlite"}); log: ${path.relative(root, serverLogFile)}`,
  );
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true, // own process group, so that stopping it stops anything it started
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  let exited = null;
  child.on("exit", (code, signal) => (exited = { code, signal }));

  cleanups.push(async () => {
    if (exited) return;
    const gone = new Promise((r) => child.once("exit", r));
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }, 5_000);
    await gone;
    clearTimeout(timer);
    log("server stopped");
  });

  const deadline = Date.now() + Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 90_000);
  let lastError = "";
  while (Date.now() < deadline) {
    if (exited) {
      throw new Error(
        `the server exited before being ready (code ${exited.code}, signal ${exited.signal}). Log tail:\n${tail(serverLogFile)}`,
      );
    }
    try {
      const res = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) {
        const body = await res.json().catch(() => ({}));
        if (body.status === "ok") return origin;
        lastError = `health says ${JSON.stringify(body)}`;
      } else lastError = `health answered HTTP ${res.status}`;
    } catch (err) {
      lastError = err.cause?.code ?? err.message;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the server was not ready in time (${lastError}). Log tail:\n${tail(serverLogFile)}`);
}

async function main() {
  const extraArgs = process.argv.slice(2);

  const chromium = findChromium();
  log(`Chromium: ${chromium}`);

  await buildClient();

  // Only a full run starts from an empty screenshot folder; a filtered run keeps the others.
  if (extraArgs.length === 0) rmSync(path.join(resultsDir, "screenshots"), { recursive: true, force: true });

  const dataDir = mkdtempSync(path.join(os.tmpdir(), "boutique-e2e-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));

  const databaseUrl = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : undefined;
  const port = await freePort();
  const baseURL = await startServer({ port, dataDir, databaseUrl });
  log(`server ready at ${baseURL}`);

  // Playwright's own CLI, without npx in between, so that stopping us stops it too.
  const cli = path.join(root, "node_modules/@playwright/test/cli.js");
  const code = await run(process.execPath, [cli, "test", ...extraArgs], {
    env: { ...process.env, E2E_BASE_URL: baseURL, CHROMIUM_PATH: chromium, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" },
  });
  if (code !== 0) log(`Playwright failed (exit ${code}); server log: ${path.relative(root, serverLogFile)}`);
  return code;
}

let exitCode;
try {
  exitCode = await main();
} catch (err) {
  console.error(`[e2e] ${err.message}`);
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);

// Starts the shop for a benchmark, on the embedded database (a throwaway data folder) or on a throwaway
// PostgreSQL database beside DATABASE_URL, with the demo campaign; stops it and removes what it made.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

async function asAdmin(adminUrl, statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Resolves once the demo campaign answers (it is seeded after the server starts listening). */
async function waitForDemo(baseUrl, slug) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/campaigns/by-slug/${slug}`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not start");
}

/** Fails when something already listens on `port`: another shop there would answer for ours and be measured. */
async function ensurePortFree(port) {
  const probe = net.createServer();
  await new Promise((resolve, reject) => {
    probe.once("error", (error) =>
      reject(error.code === "EADDRINUSE" ? new Error(`port ${port} is taken: choose another with BENCH_PORT`) : error),
    );
    probe.listen(port, "127.0.0.1", resolve);
  });
  await new Promise((resolve) => probe.close(resolve));
}

// Development mode: production refuses the simulated payment provider the bench pays with.
const SHOP_NODE_ENV = "development";

/**
 * A Node process started as the shop is (same node, same flags, same NODE_ENV), so that a process it is compared
 * with (bench/bare-replay.mjs) differs from it by its script only.
 */
export function spawnLikeTheShop(script, { args = [], cwd, env = {}, stdio }) {
  return spawn(process.execPath, ["--import", "tsx", script, ...args], {
    cwd,
    env: { ...process.env, ...env, NODE_ENV: SHOP_NODE_ENV },
    stdio,
  });
}

/**
 * `postgresUrl`: an administrator's URL; the shop then runs on a new database created beside it. `cwd`: another
 * checkout of the shop to start (an older commit, measured the same way), this one by default.
 */
export async function startShop({ port, postgresUrl, demoSlug, cwd }) {
  await ensurePortFree(port);
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-"));
  let databaseUrl;
  let databaseName;
  if (postgresUrl) {
    databaseName = `bench_http_${Date.now()}`;
    await asAdmin(postgresUrl, `create database "${databaseName}"`);
    const url = new URL(postgresUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  const server = spawnLikeTheShop("src/server/main.ts", {
    cwd,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      DATABASE_URL: databaseUrl ?? "",
      SEED_DEMO: "true",
      // The load generator is one address: lift the per-address limits for the measurement.
      RATE_LIMIT_CHECKOUT_MAX: "100000000",
      RATE_LIMIT_AUTH_MAX: "100000000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  try {
    await waitForDemo(baseUrl, demoSlug);
  } catch (error) {
    server.kill("SIGKILL");
    throw error;
  }
  return {
    baseUrl,
    pid: server.pid,
    async stop() {
      server.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
      if (databaseName) await asAdmin(postgresUrl, `drop database if exists "${databaseName}" with (force)`);
    },
  };
}

/** Whether PostgreSQL answers at this URL. */
export async function postgresReachable(url) {
  try {
    await asAdmin(url, "select 1");
    return true;
  } catch {
    return false;
  }
}

// PostgreSQL 15 for the rehearsal: a cluster of its own (initdb in the temp dir, its own port), never the machine's
// shared server. Password authentication (scram) as in production; pg_ctl starts, stops and restarts it.
import { randomBytes } from "node:crypto";
import { chownSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { ensureDebianPackages } from "../lib/debian-packages.mjs";
import { run, waitFor } from "../lib/processes.mjs";
import { writeSettingsFile } from "../lib/settings-file.mjs";
import { systemUser } from "../lib/system-user.mjs";

const BIN = "/usr/lib/postgresql/15/bin";

/** Starts a new cluster in dir on 127.0.0.1:port with one database; resolves once it accepts connections. */
export async function startPostgres({ dir, port, database = "boutique" }) {
  await ensureDebianPackages([{ path: `${BIN}/initdb`, pkg: "postgresql-15" }]);
  // PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres account the package made.
  const user = process.getuid?.() === 0 ? systemUser("postgres") : undefined;
  const dataDir = path.join(dir, "data");
  const logFile = path.join(dir, "postgres.log");
  const password = randomBytes(12).toString("hex");
  mkdirSync(dir, { recursive: true });
  const passwordFile = path.join(dir, "password");
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (user) {
    chownSync(dir, user.uid, user.gid);
    chownSync(passwordFile, user.uid, user.gid);
  }
  writeFileSync(logFile, "");
  if (user) chownSync(logFile, user.uid, user.gid);

  const options = { user, logFile };
  await run(
    `${BIN}/initdb`,
    ["-D", dataDir, "-U", "postgres", "--auth=scram-sha-256", `--pwfile=${passwordFile}`, "-E", "UTF8", "--locale=C.UTF-8"],
    options,
  );
  const settings = {
    listen_addresses: "'127.0.0.1'",
    port,
    unix_socket_directories: `'${dir}'`,
    // Each shop's pool holds 10 connections (three shops with the restored one), the rehearsal's checks a few more.
    max_connections: 100,
    shared_buffers: "'64MB'",
    logging_collector: "off",
  };
  writeSettingsFile(path.join(dataDir, "postgresql.auto.conf"), settings);
  if (user) chownSync(path.join(dataDir, "postgresql.auto.conf"), user.uid, user.gid);

  const pgCtl = (args) => run(`${BIN}/pg_ctl`, ["-D", dataDir, "-l", logFile, "-w", "-t", "60", ...args], options);
  await pgCtl(["start"]);
  const adminUrl = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  await query(adminUrl, `CREATE DATABASE ${database}`);
  const url = `postgres://postgres:${password}@127.0.0.1:${port}/${database}`;

  return {
    url,
    port,
    password,
    logFile,
    dataDir,
    /** One statement on the shop's database, through a connection of its own. */
    query: (sql, params) => query(url, sql, params),
    /** A fast restart: sessions are cut, the server is back when pg_ctl returns. */
    restart: () => pgCtl(["restart", "-m", "fast"]),
    stop: () => pgCtl(["stop", "-m", "fast"]).catch(() => {}),
    /** Resolves once a connection is accepted again. */
    ready: () => waitFor(() => query(adminUrl, "SELECT 1").then(() => true), { what: "PostgreSQL", logFile }),
  };
}

async function query(url, sql, params = []) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverProcessDatabase } from "../tests/support/database";
import { kill, startServerProcess } from "../tests/support/server-process";
import { buildServer, serverBundleDir, serverBundleIsCurrent } from "./build-server.mjs";

// Production runs the server's bundle, not its sources (docs/decisions/047-the-server-runs-from-a-bundle.md): each
// program of dist/server is started here as production starts it, with Node's own TypeScript support turned off, so
// that a file the bundle still reads from src (a .ts import, a folder looked up beside the module) fails the test.
const noTypeScript = ["--no-experimental-strip-types", "--enable-source-maps"];

const dataDir = mkdtempSync(path.join(tmpdir(), "bundle-"));
let database = { url: "", drop: async () => {} };

// CI's `npm run build` made the bundle before the tests; after an edit of the server, it is made again here.
beforeAll(async () => {
  if (!serverBundleIsCurrent()) await buildServer();
  database = await serverProcessDatabase(dataDir);
}, 120_000);
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await database.drop();
});

const env = () => ({ DATA_DIR: dataDir, SEED_DEMO: "false", DATABASE_URL: database.url });

/** Runs a program of the bundle to its end; resolves with its exit code and what it wrote on stderr. */
function runToEnd(file: string, args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...noTypeScript, path.join(serverBundleDir, file), ...args], {
      env: { ...process.env, ...env() },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, stderr }));
  });
}

describe("the server's bundle", () => {
  it("opens the database with the migrations beside it, from the admin command", { timeout: 60_000 }, async () => {
    const { code, stderr } = await runToEnd("admin-grant.js", ["personne@example.org"]);
    expect(stderr).toContain("Aucun compte confirmé n'existe avec l'adresse personne@example.org");
    expect(code).toBe(1);
  });

  it("serves its health check and the home page", { timeout: 90_000 }, async () => {
    const { child, url } = await startServerProcess(env(), [...noTypeScript, path.join(serverBundleDir, "main.js")]);
    try {
      const health = await fetch(`${url}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: "ok", database: "ok" });
      const home = await fetch(url);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain("Boutique Solidaire");
    } finally {
      await kill(child, "SIGTERM");
    }
  });

  it("renders documents in its own worker thread, without tsx", { timeout: 30_000 }, async () => {
    const worker = new Worker(path.join(serverBundleDir, "render-worker.mjs"), { execArgv: noTypeScript });
    try {
      const reply = await new Promise<{ ok: boolean; result?: unknown }>((resolve, reject) => {
        worker.once("message", resolve);
        worker.once("error", reject);
        worker.postMessage({ job: "linkQrSvg", args: ["https://boutique.example/c/ecole"] });
      });
      expect(reply.ok).toBe(true);
      expect(String(reply.result)).toContain("<svg");
    } finally {
      await worker.terminate();
    }
  });
});

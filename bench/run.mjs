// npm run bench: starts the shop on a throwaway embedded database and measures it. Figures, not verdicts.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { benchHttp } from "./http.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3091);
const baseUrl = `http://127.0.0.1:${PORT}`;

if (!existsSync("dist/client/index.html")) {
  const build = spawnSync("npx", ["vite", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-"));
const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
  env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, PUBLIC_URL: baseUrl, NODE_ENV: "development" },
  stdio: ["ignore", "ignore", "inherit"],
});

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not start");
}

try {
  await waitForHealth();
  const rows = await benchHttp(baseUrl, ["/", "/api/health"]);
  console.log("\nHTTP (autocannon, %d s, %d connections) — ours beside a bare node:http server sending the same bytes", Number(process.env.BENCH_DURATION ?? 5), Number(process.env.BENCH_CONNECTIONS ?? 50));
  console.table(
    rows.map((r) => ({
      path: r.path,
      bytes: r.bytes,
      "req/s": r.rps,
      "bare req/s": r.bareRps,
      "ratio": `${Math.round(r.ratio * 100)} %`,
      "p50 ms": r.p50,
      "p99 ms": r.p99,
      errors: r.errors,
    })),
  );
} finally {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}

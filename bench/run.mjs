// npm run bench: starts the shop on a throwaway embedded database and measures it. Figures, not verdicts.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { benchHttp } from "./http.mjs";
import { runLighthouse } from "./lighthouse.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3091);
const baseUrl = `http://127.0.0.1:${PORT}`;

if (!existsSync("dist/client/index.html")) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
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

const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const median = (values) => {
  const sorted = values.filter((v) => typeof v === "number").sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};

/** Lighthouse's mobile figures for `/`: several runs (its CPU timings follow the machine's load) and the median. */
async function benchPages() {
  const runs = [];
  const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    // Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine: try again.
    for (let attempt = 1; ; attempt++) {
      try {
        runs.push(await runLighthouse(`${baseUrl}/`, { chromePath }));
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
        console.log(`Lighthouse run ${i + 1}, attempt ${attempt}: ${error.message}; retrying`);
      }
    }
  }
  const columns = ["performance", "accessibility", "bestPractices", "seo", "fcpMs", "lcpMs", "tbtMs", "cls", "speedIndexMs", "transferBytes"];
  const row = (label, pick) => ({ run: label, ...Object.fromEntries(columns.map((c) => [c, pick(c)])) });
  console.log("\nLighthouse 12, default mobile settings (simulated slow 4G, 4x CPU slowdown), page /");
  console.table([
    ...runs.map((r, i) => row(String(i + 1), (c) => (c === "cls" ? Number(r.cls?.toFixed(3)) : r[c]))),
    row("median", (c) => median(runs.map((r) => r[c]))),
  ]);
  const failing = [...new Set(runs.flatMap((r) => r.failing))];
  if (failing.length) console.log("Audits under 0.9 in at least one run: %s", failing.join(", "));
}

try {
  await waitForHealth();
  // Pages first, on a quiet server; then the HTTP load.
  await benchPages();
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

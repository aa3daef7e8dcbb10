// Prometheus scraping the shop's processes and HAProxy's exporter, as an operator's would: the rehearsal then asks it
// whether it saw every target up.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ensureDebianPackages } from "../lib/debian-packages.mjs";
import { answers, spawnLogged, stopProcess, waitFor } from "../lib/processes.mjs";

/** jobs: [{ name, targets: ["127.0.0.1:port"], bearerToken? }]. */
export function prometheusConfig({ jobs, intervalSeconds = 2 }) {
  const lines = [
    "global:",
    `  scrape_interval: ${intervalSeconds}s`,
    `  scrape_timeout: ${Math.min(intervalSeconds, 2)}s`,
    "scrape_configs:",
  ];
  for (const job of jobs) {
    lines.push(`  - job_name: ${job.name}`);
    if (job.bearerToken) lines.push("    authorization:", "      type: Bearer", `      credentials: ${job.bearerToken}`);
    lines.push("    static_configs:", `      - targets: [${job.targets.map((t) => `"${t}"`).join(", ")}]`);
  }
  return lines.join("\n") + "\n";
}

export async function startPrometheus({ dir, port, jobs }) {
  await ensureDebianPackages([{ path: "/usr/bin/prometheus", pkg: "prometheus" }]);
  mkdirSync(path.join(dir, "data"), { recursive: true });
  const config = path.join(dir, "prometheus.yml");
  const logFile = path.join(dir, "prometheus.log");
  writeFileSync(config, prometheusConfig({ jobs }));
  const child = spawnLogged(
    "/usr/bin/prometheus",
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(dir, "data")}`,
      `--web.listen-address=127.0.0.1:${port}`,
      "--log.level=warn",
    ],
    { logFile },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(() => answers(`${url}/-/ready`), { what: "Prometheus", child, logFile, timeoutMs: 30_000 });
  return {
    url,
    logFile,
    /** Every target's job, address, health (up/down) and last error, as Prometheus sees them now. */
    targets: async () => {
      const body = await (await fetch(`${url}/api/v1/targets?state=active`)).json();
      return body.data.activeTargets.map((t) => ({ job: t.labels.job, instance: t.labels.instance, health: t.health, error: t.lastError }));
    },
    /** Waits until every target of the job has been scraped up once (the first scrape comes a few seconds after start). */
    waitAllUp: (job, timeoutMs = 30_000) =>
      waitFor(
        async () => {
          const body = await (await fetch(`${url}/api/v1/targets?state=active`)).json();
          const ofJob = body.data.activeTargets.filter((t) => t.labels.job === job);
          return ofJob.length > 0 && ofJob.every((t) => t.health === "up");
        },
        { what: `Prometheus scraping every ${job} target`, timeoutMs, logFile },
      ),
    stop: () => stopProcess(child),
  };
}

// HTTP throughput of the shop beside a bare node:http server answering the same bytes, in the same run. Three
// processes besides this one: the shop, the bare server (bench/bare-replay.mjs, started as the shop is) and the load
// generator (bench/load-generator.mjs); this process only waits while they run. Each run's CPU says which process
// limited it (bench/http-judgement.mjs): a row whose floor was not the bare server's own ceiling is a harness fault,
// not a result. Prints ratios and latencies; never passes or fails on time.
import { fork } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { judgeRow, median, ratioVerdict } from "./http-judgement.mjs";
import { startCpuMeter } from "./process-cpu.mjs";
import { spawnLikeTheShop } from "./shop.mjs";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
// Shop and bare server take turns, which one goes first alternating (ABBA...): the machine's other work, which moves
// during a run, weighs on both alike. Each figure is the median of the rounds.
const ROUNDS = Number(process.env.BENCH_HTTP_ROUNDS ?? 3);
// Both servers get the same load for a moment before the measurement: compiled code, filled caches.
const WARM_UP_S = 1;

/** The load generator's process: `run(url, request, duration)` loads a server, the bench waiting meanwhile. */
async function startLoadGenerator() {
  const child = fork(path.join(import.meta.dirname, "load-generator.mjs"), { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const exited = new Promise((resolve, reject) => child.once("exit", () => reject(new Error("the load generator stopped"))));
  exited.catch(() => {});
  await Promise.race([new Promise((resolve) => child.once("message", resolve)), exited]);
  return {
    pid: child.pid,
    run(url, request, duration) {
      child.send({
        url,
        connections: CONNECTIONS,
        duration,
        method: request.method ?? "GET",
        headers: request.headers,
        body: request.body,
      });
      return Promise.race([new Promise((resolve) => child.once("message", resolve)), exited]);
    },
    stop: () => child.kill("SIGTERM"),
  };
}

/** The bare server in its own process, replaying `answer`; resolves once it listens. */
async function startBareServer(answer, folder) {
  const file = path.join(folder, "answer.json");
  writeFileSync(file, JSON.stringify({ status: answer.status, headers: answer.headers, body: answer.body.toString("base64") }));
  const child = spawnLikeTheShop(path.join(import.meta.dirname, "bare-replay.mjs"), { args: [file], stdio: ["ignore", "pipe", "inherit"] });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const firstLine = await createInterface({ input: child.stdout })[Symbol.asyncIterator]().next();
  const port = /^listening (\d+)$/.exec(firstLine.value ?? "")?.[1];
  if (!port) {
    child.kill("SIGKILL");
    throw new Error("the bare server did not start");
  }
  return {
    pid: child.pid,
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

// Headers that belong to the connection or the moment, which Node writes itself.
const OWN_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);

/** The shop's answer as it went on the wire: status, headers and body, compressed as it was (fetch would decode it). */
function sampleAnswer(url, request) {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(url, { method: request.method ?? "GET", headers: request.headers }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        const headers = Object.fromEntries(Object.entries(res.headers).filter(([name]) => !OWN_HEADERS.has(name)));
        resolve({ status: res.statusCode, headers: { ...headers, "content-length": body.length }, body });
      });
    });
    outgoing.on("error", reject);
    outgoing.end(request.body);
  });
}

/** One measured run: the load generator's figures with the CPU of the server under test and of the load generator. */
async function measure(loadGenerator, serverPid, url, request) {
  const meter = startCpuMeter({ server: serverPid, loadGenerator: loadGenerator.pid });
  const figures = await loadGenerator.run(url, request, DURATION_S);
  return { ...figures, cpu: meter.stop() };
}

/** Medians of one server's rounds: what judgeRow reads. */
function medians(runs) {
  return {
    rps: median(runs.map((r) => r.requests)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    server: median(runs.map((r) => r.cpu.server)),
    loadGenerator: median(runs.map((r) => r.cpu.loadGenerator)),
    machine: median(runs.map((r) => r.cpu.machine)),
  };
}

/**
 * Each request: a path, or { label, path, method, headers, body }. The shop's answer is read once and the bare
 * server replays it exactly (status, headers, compressed bytes), so the ratio measures what the shop adds on top of
 * Node itself. `shopPid`: the shop's process, whose CPU is read during its runs.
 */
export async function benchHttp(baseUrl, shopPid, requests) {
  const folder = mkdtempSync(path.join(tmpdir(), "bench-http-"));
  const loadGenerator = await startLoadGenerator();
  const rows = [];
  try {
    for (const entry of requests) {
      const request = typeof entry === "string" ? { path: entry } : entry;
      const sample = await sampleAnswer(baseUrl + request.path, request);
      const bare = await startBareServer(sample, folder);
      const servers = { shop: { url: baseUrl, pid: shopPid, runs: [] }, bare: { url: bare.url, pid: bare.pid, runs: [] } };
      try {
        for (const server of Object.values(servers)) await loadGenerator.run(server.url + request.path, request, WARM_UP_S);
        for (let round = 0; round < ROUNDS; round++) {
          const order = round % 2 === 0 ? [servers.shop, servers.bare] : [servers.bare, servers.shop];
          for (const server of order) server.runs.push(await measure(loadGenerator, server.pid, server.url + request.path, request));
        }
      } finally {
        await bare.stop();
      }
      const shop = medians(servers.shop.runs);
      const reference = medians(servers.bare.runs);
      // Any answer of another class than the sample's (a 304 row expects 304s).
      const expected = `${Math.floor(sample.status / 100)}xx`;
      const errors = servers.shop.runs.reduce((sum, r) => sum + r.errors + r.non2xx + r.byClass["2xx"] - r.byClass[expected], 0);
      rows.push({
        label: request.label ?? `${request.method ?? "GET"} ${request.path}`,
        status: sample.status,
        encoding: sample.headers["content-encoding"] ?? "",
        bytes: sample.body.length,
        shop,
        bare: reference,
        judgement: judgeRow({ shop, bare: reference }),
        errors,
      });
    }
  } finally {
    loadGenerator.stop();
    rmSync(folder, { recursive: true, force: true });
  }
  return rows;
}

const percent = (share) => `${Math.round(share * 100)} %`;

/** `targets`: per label, `{ ratioAtLeast }` (judged on valid rows only) or `{ p99BelowMs }`. */
function verdict(row, target) {
  if (!target) return "";
  if (target.ratioAtLeast !== undefined)
    return `ratio >= ${percent(target.ratioAtLeast)}: ${ratioVerdict(row.judgement, target.ratioAtLeast)}`;
  return `p99 < ${target.p99BelowMs} ms: ${row.shop.p99 < target.p99BelowMs ? "held" : "not held"}`;
}

const saturatedLabel = (names) => (names.length ? names.join(" and ") : "none");

export function printHttp(rows, databaseLabel, targets = {}) {
  console.log(
    `\nHTTP, ${databaseLabel} (autocannon in a process of its own, ${CONNECTIONS} connections, ${WARM_UP_S} s of warm-up then ${ROUNDS} rounds of ${DURATION_S} s per server, taking turns; medians): the shop beside a bare node:http server in a process of its own sending the same answer (status, headers, bytes compressed as the shop sent them). CPU: share of one core (${availableParallelism()} on this machine); a process at ${percent(0.9)} or more was saturated.`,
  );
  console.table(
    rows.map((r) => ({
      request: r.label,
      status: r.status,
      bytes: r.encoding ? `${r.bytes} ${r.encoding}` : r.bytes,
      "req/s": Math.round(r.shop.rps),
      "bare req/s": Math.round(r.bare.rps),
      ratio: r.judgement.valid ? percent(r.judgement.ratio) : "harness fault",
      "p50 ms": r.shop.p50,
      "p99 ms": r.shop.p99,
      "CPU shop / load gen": `${percent(r.shop.server)} / ${percent(r.shop.loadGenerator)}`,
      "CPU bare / load gen": `${percent(r.bare.server)} / ${percent(r.bare.loadGenerator)}`,
      saturated: `shop run: ${saturatedLabel(r.judgement.saturated.shop)}; bare run: ${saturatedLabel(r.judgement.saturated.bare)}`,
      errors: r.errors,
      target: verdict(r, targets[r.label]),
    })),
  );
  for (const r of rows.filter((row) => !row.judgement.valid)) {
    console.log(
      `Harness fault, ${r.label} (measured ratio ${percent(r.judgement.ratio)}, not a result): ${r.judgement.reasons.join("; ")}.`,
    );
  }
}

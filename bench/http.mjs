// HTTP throughput of the shop beside a bare node:http server answering the same bytes, in the same run.
// Prints ratios and latencies; never passes or fails on time.
import http from "node:http";
import autocannon from "autocannon";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
// Both servers get the same load for a moment before the measurement: compiled code, filled caches.
const WARM_UP_S = 1;

function load(url, request, duration = DURATION_S) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    method: request.method ?? "GET",
    headers: request.headers,
    body: request.body,
  });
}

/** A bare server that answers every request with the given response, the reference point. */
async function bareServer({ status, headers, body }) {
  const server = http.createServer((req, res) => {
    // Read the request body like the shop does, then answer the same bytes.
    req.resume();
    req.on("end", () => {
      res.writeHead(status, headers);
      res.end(body);
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}` };
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

/**
 * Each request: a path, or { label, path, method, headers, body }. The shop's answer is read once and the bare
 * server replays it exactly (status, headers, compressed bytes), so the ratio measures what the shop adds on top of
 * Node itself.
 */
export async function benchHttp(baseUrl, requests) {
  const rows = [];
  for (const entry of requests) {
    const request = typeof entry === "string" ? { path: entry } : entry;
    const sample = await sampleAnswer(baseUrl + request.path, request);
    const bare = await bareServer(sample);
    await load(baseUrl + request.path, request, WARM_UP_S);
    const ours = await load(baseUrl + request.path, request);
    await load(bare.url + request.path, request, WARM_UP_S);
    const reference = await load(bare.url + request.path, request);
    bare.server.close();
    rows.push({
      label: request.label ?? `${request.method ?? "GET"} ${request.path}`,
      path: request.path,
      status: sample.status,
      encoding: sample.headers["content-encoding"] ?? "",
      bytes: sample.body.length,
      rps: Math.round(ours.requests.average),
      bareRps: Math.round(reference.requests.average),
      ratio: ours.requests.average / reference.requests.average,
      p50: ours.latency.p50,
      p99: ours.latency.p99,
      // Any answer of another class than the sample's (a 304 row expects 304s).
      errors: ours.errors + ours.non2xx + ours["2xx"] - ours[`${Math.floor(sample.status / 100)}xx`],
    });
  }
  return rows;
}

export function printHttp(rows, databaseLabel, targets = {}) {
  console.log(
    `\nHTTP, ${databaseLabel} (autocannon, ${DURATION_S} s after ${WARM_UP_S} s of warm-up, ${CONNECTIONS} connections): the shop beside a bare node:http server sending the same answer (status, headers, bytes compressed as the shop sent them)`,
  );
  console.table(
    rows.map((r) => ({
      request: r.label,
      status: r.status,
      bytes: r.encoding ? `${r.bytes} ${r.encoding}` : r.bytes,
      "req/s": r.rps,
      "bare req/s": r.bareRps,
      ratio: `${Math.round(r.ratio * 100)} %`,
      "p50 ms": r.p50,
      "p99 ms": r.p99,
      errors: r.errors,
      target: targets[r.label] ?? "",
    })),
  );
}

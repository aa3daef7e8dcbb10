// HTTP throughput of the shop beside a bare node:http server answering the same bytes, in the same run.
// Prints ratios and latencies; never passes or fails on time.
import http from "node:http";
import autocannon from "autocannon";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

function load(url, options = {}) {
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, ...options });
}

/** A bare server that answers every request with the given response, the reference point. */
async function bareServer(body, headers) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}` };
}

export async function benchHttp(baseUrl, paths) {
  const rows = [];
  for (const path of paths) {
    const sample = await fetch(baseUrl + path);
    const body = Buffer.from(await sample.arrayBuffer());
    const contentType = sample.headers.get("content-type") ?? "text/plain";
    const bare = await bareServer(body, { "content-type": contentType, "content-length": body.length });
    const ours = await load(baseUrl + path);
    const reference = await load(bare.url + path);
    bare.server.close();
    rows.push({
      path,
      bytes: body.length,
      rps: Math.round(ours.requests.average),
      bareRps: Math.round(reference.requests.average),
      ratio: ours.requests.average / reference.requests.average,
      p50: ours.latency.p50,
      p99: ours.latency.p99,
      errors: ours.errors + ours.non2xx,
    });
  }
  return rows;
}

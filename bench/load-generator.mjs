// The HTTP bench's load generator, in a process of its own so that it shares a core with neither server nor the
// bench itself. Started with an IPC channel (fork): each message is one autocannon run's options, answered with
// the figures the bench keeps.
import autocannon from "autocannon";

process.on("message", async ({ url, connections, duration, method, headers, body }) => {
  const result = await autocannon({ url, connections, duration, method, headers, body });
  process.send({
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    byClass: { "1xx": result["1xx"], "2xx": result["2xx"], "3xx": result["3xx"], "4xx": result["4xx"], "5xx": result["5xx"] },
  });
});
// Tells the bench it has loaded autocannon: the first run measures the load, not the start-up.
process.send("ready");

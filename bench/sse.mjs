// Live updates at scale: N subscribers on one campaign's amount-raised stream, one payment confirmed,
// the delivery time at every subscriber and the server's memory per connection. Figures, not verdicts.
import http from "node:http";
import { readFileSync } from "node:fs";

function rssBytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
}

function percentile(samples, p) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

// One address may hold 20 streams (src/server/realtime/stream-quota.ts, docs/api.md 'Live updates'): the subscribers
// come from as many loopback addresses as they need (any 127.x.y.z is this machine), 20 to each, like households.
const STREAMS_PER_ADDRESS = 20;
const loopbackAddress = (subscriber) => {
  const n = Math.floor(subscriber / STREAMS_PER_ADDRESS);
  return `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;
};

/** Opens one SSE connection from `localAddress`; calls onRaised(amount) for every 'raised' event. */
function subscribe(url, onRaised, localAddress) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, localAddress, headers: { accept: "text/event-stream" } }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`status ${response.statusCode}`));
      let buffer = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => {
        buffer += chunk;
        let index;
        while ((index = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, index);
          buffer = buffer.slice(index + 2);
          const data = /^event: raised\ndata: (.*)$/m.exec(block);
          if (data) onRaised(JSON.parse(data[1]).amount_raised_eur);
        }
      });
      resolve(request);
    });
    request.on("error", reject);
  });
}

export async function benchSse({ baseUrl, serverPid, campaignId, subscribers = 5000, pay }) {
  const rssBefore = rssBytes(serverPid);
  const arrivals = [];
  let expected = null;
  let paidAt = 0;
  const requests = [];
  for (let i = 0; i < subscribers; i += 250) {
    // Connect in waves, as browsers would over a few seconds.
    const wave = [];
    for (let j = i; j < Math.min(subscribers, i + 250); j++) {
      wave.push(
        subscribe(
          `${baseUrl}/api/campaigns/${campaignId}/raised/stream`,
          (amount) => {
            if (expected !== null && amount >= expected) arrivals.push(performance.now() - paidAt);
          },
          new URL(baseUrl).hostname === "127.0.0.1" ? loopbackAddress(j) : undefined,
        ),
      );
    }
    requests.push(...(await Promise.all(wave)));
  }
  await new Promise((r) => setTimeout(r, 1000));
  const rssConnected = rssBytes(serverPid);

  expected = await pay(() => (paidAt = performance.now()));
  const deadline = Date.now() + 15_000;
  while (arrivals.length < subscribers && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  for (const request of requests) request.destroy();

  return {
    subscribers,
    delivered: arrivals.length,
    p50: percentile(arrivals, 50),
    p95: percentile(arrivals, 95),
    max: Math.max(...arrivals),
    memoryPerConnectionKb: (rssConnected - rssBefore) / subscribers / 1024,
  };
}

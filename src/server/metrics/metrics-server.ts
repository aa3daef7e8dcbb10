import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { MetricsExposition } from "./exposition";
import { METRICS_PATH } from "./routes";

export type MetricsServer = { port: number; close(): Promise<void> };

/**
 * /metrics on a port of its own (METRICS_PORT on METRICS_HOST, loopback unless told): a Prometheus on the same host or
 * private network scrapes it without a token, and the public port never answers it. Plain node:http: nothing of the
 * shop's routes, hooks or limits applies, and it costs nothing when not scraped.
 */
export async function startMetricsServer(exposition: MetricsExposition, options: { host: string; port: number }): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    if (request.method !== "GET" || request.url?.split("?")[0] !== METRICS_PATH) {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found\n");
      return;
    }
    exposition.text().then(
      (text) => response.writeHead(200, { "content-type": exposition.contentType, "cache-control": "no-store" }).end(text),
      () => response.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("Metrics unavailable\n"),
    );
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

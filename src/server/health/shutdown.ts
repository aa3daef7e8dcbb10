import { setTimeout as sleep } from "node:timers/promises";
import type { Readiness } from "./readiness";

type ShutdownOptions = {
  readiness: Readiness;
  /** The app's close: ends the live streams (their browsers reconnect to another process), lets requests finish. */
  close: () => Promise<unknown>;
  /** SHUTDOWN_GRACE_MS: how long the proxy is given to notice the 'not ready' (its health check's interval x fall). */
  graceMs: number;
  log: { info(obj: object, msg: string): void };
};

/**
 * SIGTERM's order (docs/operations.md#when-the-database-goes-away): first /api/health/ready answers 503, so the proxy
 * stops sending requests here; during the grace, requests still come and are answered; then the app closes: new
 * connections are refused, the live streams end, the requests under way finish, the database goes last.
 */
export async function shutDown({ readiness, close, graceMs, log }: ShutdownOptions): Promise<void> {
  readiness.stop();
  log.info({ graceMs }, "shutting down: not ready any more, closing after the grace");
  if (graceMs > 0) await sleep(graceMs);
  await close();
  log.info({}, "closed");
}

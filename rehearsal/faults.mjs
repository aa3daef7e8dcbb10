// The faults the rehearsal puts the shop through while it is under load. Each returns its time window (for the
// load's counts) and what it measured.

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One process dies with SIGKILL while checkouts are under way (the load keeps several in flight at every moment),
 * then is started again and waits until the proxy's checks take it back.
 */
export async function killOneShop({ shop, proxy, load, log }) {
  const start = Date.now();
  // A handful of checkouts sent together reach both processes; the kill comes while they are being handled.
  const burst = load.checkoutBurst(6);
  await pause(40);
  log(`SIGKILL sur ${shop.name} (pid ${shop.pid}) en pleine charge`);
  const killedAt = Date.now();
  await shop.kill();
  const inFlight = (await burst).filter((end) => end > killedAt).length;
  await proxy.waitServer(shop.name, "DOWN");
  const downAfterMs = Date.now() - start;
  await shop.start();
  await proxy.waitServer(shop.name, "UP");
  log(
    `${shop.name} revenu : retiré par le proxy en ${(downAfterMs / 1000).toFixed(1)} s, de retour en ${((Date.now() - start) / 1000).toFixed(1)} s`,
  );
  await pause(1_000);
  return { window: { start, end: Date.now() }, downAfterMs, inFlight };
}

/**
 * Every process in turn, as a deployment does: SIGTERM (the process stops taking connections, finishes its requests,
 * ends its event streams, exits), started again, taken back by the proxy; then the next one.
 */
export async function rollingRestart({ shops, proxy, log }) {
  const start = Date.now();
  const drains = [];
  for (const shop of shops) {
    log(`redémarrage de ${shop.name} : SIGTERM, attente de sa sortie`);
    drains.push({ name: shop.name, ms: await shop.stop() });
    await shop.start();
    await proxy.waitServer(shop.name, "UP");
  }
  await pause(1_000);
  return { window: { start, end: Date.now() }, drains };
}

/** PostgreSQL restarted (pg_ctl restart -m fast: sessions cut) under load; the shops must answer, quickly. */
export async function restartDatabase({ postgres, shops, log }) {
  const start = Date.now();
  log("redémarrage de PostgreSQL (pg_ctl restart -m fast)");
  await postgres.restart();
  const downMs = Date.now() - start;
  // Back when both processes' health checks (which ask the database) answer again.
  const backAfterMs = {};
  await Promise.all(
    shops.map(async (shop) => {
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        const ok = await fetch(shop.url + "/api/health", { signal: AbortSignal.timeout(3_000) })
          .then((r) => r.status === 200)
          .catch(() => false);
        if (ok) {
          backAfterMs[shop.name] = Date.now() - start;
          return;
        }
        await pause(100);
      }
      backAfterMs[shop.name] = null;
    }),
  );
  await pause(2_000);
  return { window: { start, end: Date.now() }, downMs, backAfterMs };
}

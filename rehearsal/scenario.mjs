// What the rehearsal does once the stack runs, in order; each step adds rows to the final table.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { findChromium } from "../scripts/find-chromium.mjs";
import { checkOrders, checkReceipts } from "./checks.mjs";
import { backupAndRestore } from "./backup-restore.mjs";
import { killOneShop, restartDatabase, rollingRestart } from "./faults.mjs";
import { startLoad, windowStats } from "./load.mjs";
import { PASSWORD, publishedLoadCampaign } from "./shop-setup.mjs";
import { walkShop } from "./walk-shop.mjs";

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
/** The line of a crashed process's log that says what went wrong (a thrown error's first line). */
const firstErrorLine = (log) =>
  log
    .split("\n")
    .map((line) => line.trim())
    .find((line) => /^(\w*Error|error)(\s\[\w+\])?:/.test(line)) ?? "voir son journal";

// The full form and the short one (CI): seconds of plain load around the faults, and the load's size. The machine has
// two cores for the load generator, the proxy, the two shops and the services: the rates stay modest on purpose.
const forms = {
  full: { steadyMs: 5_000, pageConnections: 4, pageRate: 40, checkoutConnections: 3, checkoutRate: 6, streams: 4, backup: true },
  short: { steadyMs: 2_000, pageConnections: 2, pageRate: 20, checkoutConnections: 2, checkoutRate: 4, streams: 2, backup: true },
};

export async function runScenario({ stack, dir, short, log, stoppers }) {
  const form = short ? forms.short : forms.full;
  const rows = [];
  const runId = randomBytes(3).toString("hex");
  const readMail = (query) => stack.smtp.mailbox.waitFor({ timeoutMs: 90_000, ...query });
  rows.push({
    step: "démarrage",
    target: "chaque service prêt et vérifié",
    measured: Object.entries(stack.timings)
      .map(([name, ms]) => `${name} ${seconds(ms)}`)
      .join(", "),
    ok: true,
  });
  if (!stack.stripe)
    rows.push({ step: "Stripe (stand-in)", target: "le SDK de la boutique le joint", measured: "pas encore disponible", ok: null });

  const walked = await walk({ stack, readMail, dir, log });
  rows.push(walked);

  log("boutique de la charge : inscription, image dans S3, publication (API)");
  const campaign = await publishedLoadCampaign({
    baseUrl: stack.publicUrl,
    readMail,
    adminEmail: stack.adminEmail,
    adminExists: walked.ok !== null,
    s3Endpoint: stack.s3.endpoint,
    runId,
  });

  rows.push(...(await loadWithFaults({ stack, campaign, form, log })));

  const targets = await stack.prometheus.targets();
  const up = targets.filter((t) => t.health === "up").length;
  rows.push({
    step: "Prometheus",
    target: "chaque cible vue « up » (les deux boutiques et HAProxy)",
    measured:
      `${up}/${targets.length} : ${targets.map((t) => `${t.job} ${t.instance} ${t.health}`).join(", ")}` +
      (stack.shopMetrics.length === 0 ? " (métriques des boutiques pas encore disponibles)" : ""),
    ok: up === targets.length && (stack.shopMetrics.length === 0 || targets.filter((t) => t.job === "shop").length === 2),
  });

  if (form.backup) rows.push(...(await backupAndRestore({ stack, campaign, dir, log, stoppers })));
  else rows.push({ step: "sauvegarde et restauration", target: "-", measured: "non jouée dans la forme courte", ok: null });
  return rows;
}

const WALK = {
  step: "parcours dans Chromium",
  target: "inscription (mail lu chez postfix), campagne avec images dans S3, publication, achat payé par webhook, reçu délivré une fois",
};

/**
 * The walk in real Chromium through the proxy (walk-shop.mjs), then what it made, checked where it lives: the
 * pictures in S3, the order paid in PostgreSQL at the amount the buyer paid, its receipt delivered once.
 */
async function walk({ stack, readMail, dir, log }) {
  if (!stack.stripe) return { ...WALK, measured: "pas encore disponible (Stripe)", ok: null };
  log("parcours dans Chromium");
  const startedAt = Date.now();
  const result = await walkShop({
    baseUrl: stack.publicUrl,
    readMail,
    adminEmail: stack.adminEmail,
    adminPassword: PASSWORD,
    stripe: stack.stripe.standIn,
    chromiumPath: findChromium(),
    screenshotsDir: path.join(dir, "parcours"),
    log: (line) => log(line),
  });
  const walkMs = Date.now() - startedAt;
  const pictures = Object.values(result.images);
  const inS3 = await Promise.all(pictures.map(async (url) => url.startsWith(stack.s3.endpoint) && (await fetch(url)).status === 200));
  const [order] = await stack.postgres.query(
    "SELECT status, round(amount_total * 100)::int AS cents, lower(customer_email) AS buyer_email FROM sales WHERE order_reference = $1",
    [result.orderReference],
  );
  const receipts = (await stack.smtp.mailbox.messages()).filter(
    (mail) =>
      mail.subject.includes(result.orderReference) &&
      mail.subject.startsWith("Merci pour votre") &&
      mail.recipients.includes(order?.buyer_email),
  ).length;
  const ok = inS3.every(Boolean) && order?.status === "paid" && order.cents === result.amountCents && receipts === 1;
  return {
    ...WALK,
    measured:
      `${seconds(walkMs)} ; ${inS3.filter(Boolean).length}/${pictures.length} images lues dans S3 ; ` +
      `commande ${result.orderReference} ${order?.status ?? "introuvable"} en base, ${order?.cents ?? "?"} c pour ${result.amountCents} c payés ; reçu délivré ${receipts} fois`,
    ok,
  };
}

/** Pays every other order the load made, as buyers would on Stripe's page, while the load and the faults go on. */
function payingBuyers({ stripe, orders }) {
  if (!stripe) return { stop: async () => {}, paid: [] };
  const paid = [];
  let stopped = false;
  let next = 0;
  const loop = (async () => {
    while (!stopped) {
      const sessions = new Map(stripe.standIn.sessions().map((s) => [s.metadata.order_reference, s]));
      for (; next < orders.length; next++) {
        const order = orders[next];
        const session = sessions.get(order.reference);
        if (!session) break; // its session is being made: the next round pays it
        if (next % 2 === 0 && session.status === "open") {
          await stripe.standIn.pay(session.id);
          paid.push(order);
        }
      }
      await pause(1_000);
    }
  })();
  return {
    paid,
    async stop() {
      stopped = true;
      await loop;
    },
  };
}

async function loadWithFaults({ stack, campaign, form, log }) {
  const rows = [];
  log("charge : page de la campagne, paiements, flux en direct");
  const load = startLoad({
    baseUrl: stack.publicUrl,
    campaign,
    pageConnections: form.pageConnections,
    pageRate: form.pageRate,
    checkoutConnections: stack.stripe ? form.checkoutConnections : 0,
    checkoutRate: form.checkoutRate,
    streams: form.streams,
  });
  const buyers = payingBuyers({ stripe: stack.stripe, orders: load.orders });
  const loadStart = Date.now();
  await pause(form.steadyMs);
  const [first, second] = stack.shops;
  const kill = await killOneShop({ shop: first, proxy: stack.proxy, load, log });
  await pause(form.steadyMs);
  const rolling = await rollingRestart({ shops: [second, first], proxy: stack.proxy, log });
  await pause(form.steadyMs);
  const database = await restartDatabase({ postgres: stack.postgres, shops: stack.shops, log });
  await pause(form.steadyMs);
  await buyers.stop();
  await load.stop();
  const again = await load.sendFailedAttemptsAgain();
  const loadEnd = Date.now();
  log(`charge arrêtée : ${load.answers.length} réponses, ${load.orders.length} commandes`);

  const describe = (stats) =>
    `${stats.requests} requêtes, ${stats.failed} en échec (${Object.entries(stats.byStatus)
      .map(([status, n]) => `${n}×${status}`)
      .join(
        ", ",
      )}${stats.errors ? `, ${stats.errors} erreurs dont ${stats.timeouts} délais dépassés` : ""}), la plus lente ${seconds(stats.slowestMs)}`;
  const whole = windowStats(load, { start: loadStart, end: loadEnd });
  rows.push({ step: "charge entière", target: "-", measured: `${seconds(loadEnd - loadStart)} : ${describe(whole)}`, ok: null });
  const killed = windowStats(load, kill.window);
  rows.push({
    step: "SIGKILL d'une boutique en plein paiement",
    target: "0 requête en échec",
    measured: `${describe(killed)} ; ${kill.inFlight} paiements en cours au moment du SIGKILL ; retirée par le proxy en ${seconds(kill.downAfterMs)}`,
    ok: killed.failed === 0,
  });
  const rolled = windowStats(load, rolling.window);
  rows.push({
    step: "redémarrage des deux boutiques tour à tour",
    target: "0 requête en échec ; chacune vide ses requêtes et ses flux avant de sortir",
    measured: `${describe(rolled)} ; sorties en ${rolling.drains.map((d) => `${d.name} ${seconds(d.ms)}`).join(", ")}`,
    ok: rolled.failed === 0,
  });
  const db = windowStats(load, database.window);
  const onlyClear503 = db.failed === db.unavailable;
  rows.push({
    step: "redémarrage de PostgreSQL",
    target: "échecs : des 503 clairs seulement ; aucune réponse au-delà de 5 s",
    measured:
      `${describe(db)} ; 503 le plus lent ${seconds(db.slowest503Ms)} ; base arrêtée ${seconds(database.downMs)}, ` +
      `boutiques de nouveau en bonne santé après ${Object.entries(database.backAfterMs)
        .map(([name, ms]) => `${name} ${ms === null ? "jamais (60 s)" : seconds(ms)}`)
        .join(", ")}`,
    ok: onlyClear503 && db.slowestMs <= 5_000 && db.errors === 0 && Object.values(database.backAfterMs).every((ms) => ms !== null),
  });
  // A process that died on its own (not one of the rehearsal's kills or stops): a crash the faults provoked.
  const crashes = stack.shops.flatMap((shop) => shop.crashes.map((crash) => ({ ...crash, name: shop.name })));
  for (const crash of crashes) log(`${crash.name} est tombé (${crash.exit}) :\n${crash.log.split("\n").slice(-40).join("\n")}`);
  rows.push({
    step: "processus tombés d'eux-mêmes",
    target: "aucun",
    measured:
      crashes.length === 0
        ? "aucun"
        : crashes.map((c) => `${c.name} à ${seconds(c.at - loadStart)} de charge (${c.exit}) : ${firstErrorLine(c.log)}`).join(" ; "),
    ok: crashes.length === 0,
  });
  rows.push({
    step: "flux en direct (SSE)",
    target: "fermés proprement à l'arrêt d'une boutique, rouverts",
    measured: `${load.streams.opened} ouvertures, ${load.streams.endedByServer} fermés par le serveur, ${load.streams.cut} coupés, ${load.streams.refused} refusés, ${load.streams.events} événements « raised »`,
    ok: load.streams.opened > form.streams,
  });

  if (!stack.stripe) {
    rows.push({
      step: "commandes et montants",
      target: "commandes faites = trouvées, au centime",
      measured: "pas encore disponible (Stripe)",
      ok: null,
    });
    return rows;
  }
  await stack.stripe.standIn.deliveriesSettled();
  const orders = await checkOrders({
    postgres: stack.postgres,
    campaign,
    orders: load.orders,
    attempts: load.attempts,
    stripe: stack.stripe,
  });
  rows.push({
    step: "commandes",
    target: "chaque commande annoncée au client est en base",
    measured:
      `${orders.made} faites, ${orders.found} trouvées` +
      (orders.cutAtStop ? ` ; +${orders.cutAtStop} en cours à l'arrêt de la charge` : "") +
      (orders.writtenDespiteError.length ? ` ; écrites malgré une réponse d'erreur : ${orders.writtenDespiteError.join(", ")}` : "") +
      (again.sent
        ? ` ; ${again.sent} paiements refusés renvoyés avec leur clé : ${Object.entries(again.statuses)
            .map(([status, n]) => `${n}×${status}`)
            .join(", ")}`
        : ""),
    ok: orders.made > 0 && orders.found === orders.made,
  });
  rows.push({
    step: "montants",
    target: "égaux au centime",
    measured: `montré par Stripe ${orders.euros(orders.toldCents)}, en base ${orders.euros(orders.storedCents)} ; payé ${orders.euros(orders.paidAtStripe)} chez Stripe, ${orders.euros(orders.paidInDatabase)} en base (${orders.paidCount} commandes)`,
    ok: orders.withoutSession === 0 && orders.toldCents === orders.storedCents && orders.paidAtStripe === orders.paidInDatabase,
  });
  log(`attente des reçus de ${buyers.paid.length} commandes payées`);
  const receipts = await checkReceipts({ mailbox: stack.smtp.mailbox, paidOrders: buyers.paid });
  rows.push({
    step: "reçus",
    target: "chaque reçu délivré une fois",
    measured: `${receipts.expected} attendus : ${receipts.once} une fois, ${receipts.never} jamais, ${receipts.twice} plusieurs fois`,
    ok: receipts.expected > 0 && receipts.once === receipts.expected,
  });
  return rows;
}

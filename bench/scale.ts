// Data scale: 1,000,000 sales across 1,000 campaigns on PostgreSQL. Times every sales, back-office and money read of
// the product at 10k, 100k and 1M sales and prints how each grows. Figures, not verdicts. Run through `npm run bench`.
import { execFileSync } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../src/server/db/client";
import { backupShop, restoreShop } from "../src/server/backup/service";
import { createLocalStorage } from "../src/server/storage/local-storage";
import { campaigns } from "../src/server/db/schema";
import { listCampaignCards, amountRaisedCents } from "../src/server/campaigns/queries";
import { associationSalesBatches, listAssociationSales, listCampaignSales } from "../src/server/sales/queries";
import { csvLine } from "../src/server/sales/csv";
import { listOrders, orderBatches } from "../src/server/admin/order-queries";
import { ordersCsvLine } from "../src/server/admin/orders-csv";
import { readParcelsPage } from "../src/server/admin/preparation-parcels";
import { readProductionTotals } from "../src/server/admin/production-totals";
import { readLeaderboard, readSellersOverview, searchSellers } from "../src/server/sellers/queries";
import { listCampaignsOverview } from "../src/server/admin/campaign-queries";
import { readCampaignStatement, readStatementMovements } from "../src/server/money/statement";
import { allPaperOrders, listPaperOrders } from "../src/server/orders/service";
import { paperOrdersCsv } from "../src/server/paper-orders/csv";
import { listPayouts, listPayoutsDue } from "../src/server/money/payout-queries";
import { PAYOUT_DELAY_DAYS } from "../src/shared/statement-rules";
import { seedCampaigns, seedOrders } from "./scale-seed";
import { sitemapXml } from "../src/server/pages/sitemap";
import { readCampaignAvailability, readCapacityOverview } from "../src/server/capacity/queries";

const adminUrl = process.env.DATABASE_URL ?? "postgres://postgres:postgres@127.0.0.1:5432/postgres";
/** BENCH_SCALE_DATABASE: a database kept by an earlier run (BENCH_KEEP=1), timed again as it is, without seeding. */
const reused = process.env.BENCH_SCALE_DATABASE;
let steps = (process.env.BENCH_SCALE_STEPS ?? "10000,100000,1000000").split(",").map(Number);
const CAMPAIGNS = 1000;
const ASSOCIATIONS = 100; // ten campaigns each
const RUNS = 30;
/** The exports read thousands of rows each time: fewer runs. */
const EXPORT_RUNS = 10;
/** BENCH_SCALE_READS: only the reads whose label contains one of these (comma-separated), exports included. */
const only = process.env.BENCH_SCALE_READS?.split(",").map((part) => part.trim().toLowerCase());
const chosen = (label: string) => !only || only.some((part) => label.toLowerCase().includes(part));

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function percentile(samples: number[], p: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function time(fn: () => Promise<unknown>, runs = RUNS) {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

const name = reused ?? `bench_scale_${Date.now()}`;
if (!reused) await admin(`create database "${name}"`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
// No statement timeout: seeding a million sales takes statements of minutes.
const database = await openDatabase({ databaseUrl: url.toString(), statementTimeoutMs: 0 });
const db = database.db;
const seeding = await database.pool!.connect();
const results: Record<string, Record<number, { p50: number; p95: number }>> = {};
const notes: string[] = [];

try {
  if (reused) steps = [Number((await seeding.query("select count(*) from sales")).rows[0].count)];
  else await seedCampaigns(seeding, { associations: ASSOCIATIONS, campaigns: CAMPAIGNS });
  // The first campaign by slug: its orders are every kind of order (scale-seed.ts spreads kinds over campaigns).
  const [target] = await db.select().from(campaigns).orderBy(campaigns.public_slug).limit(1);

  let inserted = 0;
  for (const total of steps) {
    if (!reused) {
      const seedingStarted = performance.now();
      await seedOrders(seeding, inserted, total, CAMPAIGNS);
      inserted = total;
      const seconds = (performance.now() - seedingStarted) / 1000;
      notes.push(`${total.toLocaleString("fr-FR")} sales: seeded in ${seconds.toFixed(0)} s`);
    }
    const now = new Date();

    const deepCursor = async () => {
      let page = await listAssociationSales(db, { associationId: target.association_id, limit: 25 });
      for (let i = 0; i < 20 && page.next_cursor; i++)
        page = await listAssociationSales(db, { associationId: target.association_id, limit: 25, cursor: page.next_cursor });
      return page.next_cursor ?? undefined;
    };
    const cursor = await deepCursor();
    let ordersPage = await listOrders(db, { limit: 50 });
    for (let i = 0; i < 20 && ordersPage.next_cursor; i++) ordersPage = await listOrders(db, { limit: 50, cursor: ordersPage.next_cursor });
    const deepOrdersCursor = ordersPage.next_cursor ?? undefined;
    // The parcels' deep page: the last but one of the home deliveries to prepare.
    let parcelsPage = await readParcelsPage(db, { kind: "home", limit: 50 });
    const parcelCursors: string[] = [];
    while (parcelsPage.next_cursor) {
      parcelCursors.push(parcelsPage.next_cursor);
      parcelsPage = await readParcelsPage(db, { kind: "home", limit: 50, cursor: parcelsPage.next_cursor });
    }
    const deepParcels = parcelCursors.at(-2) ?? parcelCursors.at(-1);
    // 'Commandes hors ligne': the target campaign's paper orders, and their last page.
    const paperReader = { mayConfirm: true };
    let paperPage = await listPaperOrders(db, { campaignId: target.id, reader: paperReader });
    let paperCursor: string | undefined;
    while (paperPage.next_cursor) {
      paperCursor = paperPage.next_cursor;
      paperPage = await listPaperOrders(db, { campaignId: target.id, reader: paperReader, cursor: paperCursor });
    }
    const oneDay = new Date(Date.now() - 3 * 24 * 3600_000).toISOString().slice(0, 10);
    const reads: Record<string, () => Promise<unknown>> = {
      "account cards (Ma boutique)": () => listCampaignCards(db, target.association_id),
      "drawer (one campaign)": () => listCampaignSales(db, { campaignId: target.id, limit: 25 }),
      "sales page, first page": () => listAssociationSales(db, { associationId: target.association_id, limit: 25 }),
      "sales page, page 22": () => listAssociationSales(db, { associationId: target.association_id, limit: 25, cursor }),
      "sales page, one campaign chosen": () =>
        listAssociationSales(db, { associationId: target.association_id, limit: 25, campaignId: target.id }),
      // The public collect bar: the association's share and donations, refunds taken off (decision 040).
      "amount raised (collect bar)": () => amountRaisedCents(db, target.id),
      "back-office orders, first page": () => listOrders(db, { limit: 50 }),
      "back-office orders, page 21": () => listOrders(db, { limit: 50, cursor: deepOrdersCursor }),
      "back-office orders, one campaign": () => listOrders(db, { limit: 50, campaign_id: target.id }),
      "back-office orders, paid": () => listOrders(db, { limit: 50, payment_status: "paid" }),
      "back-office orders, pending": () => listOrders(db, { limit: 50, payment_status: "pending" }),
      "back-office orders, refunded": () => listOrders(db, { limit: 50, payment_status: "refunded" }),
      "back-office orders, to prepare": () => listOrders(db, { limit: 50, fulfilment_status: "to_prepare" }),
      "back-office orders, home delivery": () => listOrders(db, { limit: 50, delivery_mode: "home_delivery" }),
      "back-office orders, one day": () => listOrders(db, { limit: 50, from: oneDay, to: oneDay }),
      "back-office orders, search by name": () => listOrders(db, { limit: 50, q: "Client 4242" }),
      "back-office orders, search by e-mail": () => listOrders(db, { limit: 50, q: "client4242@" }),
      "back-office orders, search matching nothing": () => listOrders(db, { limit: 50, q: "Dupont" }),
      "back-office orders, search matching every order": () => listOrders(db, { limit: 50, q: "exemple.fr" }),
      "back-office orders, search by reference": () => listOrders(db, { limit: 50, q: "BS-0000ABCD" }),
      "back-office campaigns overview": () => listCampaignsOverview(db, { limit: 50 }),
      "production totals (preparation)": () => readProductionTotals(db),
      "sellers and their totals (one campaign)": () =>
        readSellersOverview(db, { campaign: target, publicUrl: "https://boutique-solidaire.fr" }),
      "sellers' leaderboard (one campaign)": () => readLeaderboard(db, { id: target.id, leaderboard_enabled: true }),
      // The checkout's 'Pour quel vendeur commandez-vous ?': a few first names by their first letters (decision 039).
      "sellers: checkout search (one campaign)": () => searchSellers(db, { campaignId: target.id, query: "Ve" }),
      "parcels to prepare, home deliveries, first page": () => readParcelsPage(db, { kind: "home", limit: 50 }),
      "parcels to prepare, home deliveries, deep page": () => readParcelsPage(db, { kind: "home", limit: 50, cursor: deepParcels }),
      "parcels to prepare, campaigns, first page": () => readParcelsPage(db, { kind: "campaign", limit: 50 }),
      "paper orders (one campaign), first page": () => listPaperOrders(db, { campaignId: target.id, reader: paperReader }),
      "paper orders (one campaign), last page": () =>
        listPaperOrders(db, { campaignId: target.id, reader: paperReader, cursor: paperCursor }),
      "paper orders CSV (one campaign)": async () =>
        paperOrdersCsv(await allPaperOrders(db, { campaignId: target.id, reader: paperReader })),
      "money: statement (one campaign)": () =>
        readCampaignStatement(db, { campaign: target, clock: { now, delayDays: PAYOUT_DELAY_DAYS } }),
      "money: statement movements (one campaign)": () =>
        readStatementMovements(db, { campaignId: target.id, delayDays: PAYOUT_DELAY_DAYS }),
      "money: payouts due, first page": () => listPayoutsDue(db, { limit: 50, now, delayDays: PAYOUT_DELAY_DAYS }),
      "money: payouts, first page": () => listPayouts(db, { limit: 50 }),
      "sitemap.xml (every published campaign)": () => sitemapXml(db, "https://boutique-solidaire.fr"),
      // 'Capacité': twelve weeks of every product's counters, and the Christmas setting (decision 051).
      "back-office capacity overview": () => readCapacityOverview(db, { now }),
      // The campaign page's availability: its pick-up week, and the soonest week with room for a home delivery.
      "availability (campaign page)": () => readCampaignAvailability(db, { distributionDate: target.distribution_date, now }),
    };
    for (const [label, fn] of Object.entries(reads)) if (chosen(label)) (results[label] ??= {})[total] = await time(fn);

    // The exports walk their rows in keyset batches: memory must stay flat however many rows.
    const exports: Record<string, () => Promise<number>> = {
      "CSV export (whole association)": async () => {
        let rows = 0;
        for await (const batch of associationSalesBatches(db, { associationId: target.association_id })) {
          for (const r of batch) csvLine(r.sale, r.campaign_name);
          rows += batch.length;
        }
        return rows;
      },
      "back-office orders CSV (one campaign)": async () => {
        let rows = 0;
        for await (const batch of orderBatches(db, { filters: { campaign_id: target.id } })) {
          for (const r of batch) ordersCsvLine(r.sale, r.campaign.association_name);
          rows += batch.length;
        }
        return rows;
      },
    };
    for (const [label, run] of Object.entries(exports)) if (chosen(label)) await timeExport(label, total, run);
  }

  /** How long `run` takes, and how far the heap grew above where it started while it ran. */
  async function withHeapWatch<T>(run: () => Promise<T>): Promise<{ result: T; seconds: number; growth: number }> {
    const heapBefore = process.memoryUsage().heapUsed;
    let growth = 0;
    const sampler = setInterval(() => (growth = Math.max(growth, process.memoryUsage().heapUsed - heapBefore)), 20);
    const started = performance.now();
    try {
      return { result: await run(), seconds: (performance.now() - started) / 1000, growth };
    } finally {
      clearInterval(sampler);
    }
  }

  async function timeExport(label: string, total: number, run: () => Promise<number>) {
    let rows = 0;
    let growth = 0;
    const timed = await time(async () => {
      const heapBefore = process.memoryUsage().heapUsed;
      const sampler = setInterval(() => (growth = Math.max(growth, process.memoryUsage().heapUsed - heapBefore)), 5);
      try {
        rows = await run();
      } finally {
        clearInterval(sampler);
      }
      growth = Math.max(growth, process.memoryUsage().heapUsed - heapBefore);
    }, EXPORT_RUNS);
    (results[label] ??= {})[total] = timed;
    notes.push(
      `${total.toLocaleString("fr-FR")} sales: ${label}, ${rows.toLocaleString("fr-FR")} rows, p50 / p95 ${timed.p50.toFixed(0)} / ${timed.p95.toFixed(0)} ms over ${EXPORT_RUNS} runs, heap growth up to ${(growth / 1e6).toFixed(1)} MB`,
    );
  }

  // npm run backup and npm run restore at the largest step (decision 049): both stream, so the heap stays flat.
  if (chosen("backup")) await timeBackupAndRestore(steps.at(-1)!);

  async function timeBackupAndRestore(total: number) {
    const folder = await mkdtemp(path.join(os.tmpdir(), "bench-backup-"));
    const restoredName = `${name}_restored`;
    try {
      const storage = createLocalStorage({ dir: path.join(folder, "no-uploads") });
      const backup = await withHeapWatch(() =>
        backupShop({ database, storage, folder: path.join(folder, "backup"), payoutDelayDays: PAYOUT_DELAY_DAYS }),
      );
      const tableFiles = (await readdir(path.join(folder, "backup", "database"), { withFileTypes: true })).length;
      const size = Number(
        execFileSync("du", ["-sb", path.join(folder, "backup")])
          .toString()
          .split("\t")[0],
      );
      notes.push(
        `${total.toLocaleString("fr-FR")} sales: npm run backup, ${tableFiles} table files, ${(size / 1e6).toFixed(0)} MB, ${backup.seconds.toFixed(0)} s, heap growth up to ${(backup.growth / 1e6).toFixed(1)} MB`,
      );
      await admin(`create database "${restoredName}"`);
      const restoredUrl = new URL(adminUrl);
      restoredUrl.pathname = `/${restoredName}`;
      const target = await openDatabase({ databaseUrl: restoredUrl.toString(), skipMigrations: true });
      try {
        const restore = await withHeapWatch(() =>
          restoreShop({
            database: target,
            storage: createLocalStorage({ dir: path.join(folder, "restored-uploads") }),
            folder: path.join(folder, "backup"),
          }),
        );
        notes.push(
          `${total.toLocaleString("fr-FR")} sales: npm run restore (figures checked), ${restore.seconds.toFixed(0)} s, heap growth up to ${(restore.growth / 1e6).toFixed(1)} MB`,
        );
      } finally {
        await target.close();
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
      await admin(`drop database if exists "${restoredName}" with (force)`);
    }
  }

  console.log(
    `\nData scale (PostgreSQL, ${CAMPAIGNS} campaigns, ${ASSOCIATIONS} associations; p50 / p95 over ${RUNS} runs, ${EXPORT_RUNS} for the exports, ms). Target: p95 < 50 ms at 1M.`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(results).map(([label, byStep]) => [
        label,
        Object.fromEntries(
          steps.map((s) => [
            `${s.toLocaleString("fr-FR")} sales`,
            byStep[s] ? `${byStep[s].p50.toFixed(1)} / ${byStep[s].p95.toFixed(1)}` : "-",
          ]),
        ),
      ]),
    ),
  );
  for (const note of notes) console.log(`  ${note}`);
} finally {
  seeding.release();
  await database.close();
  // BENCH_KEEP=1 leaves the database in place to study query plans.
  if (process.env.BENCH_KEEP || reused) console.log(`kept database ${name}`);
  else await admin(`drop database if exists "${name}" with (force)`);
}

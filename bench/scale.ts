// Data scale: 1,000,000 sales across 1,000 campaigns on PostgreSQL. Times every sales read of the product
// at 10k, 100k and 1M sales and prints how each grows. Figures, not verdicts. Run through `npm run bench`.
import pg from "pg";
import { openDatabase } from "../src/server/db/client";
import { listCampaignCards, amountRaisedCents } from "../src/server/campaigns/queries";
import { associationSalesBatches, listAssociationSales, listCampaignSales } from "../src/server/sales/queries";
import { csvLine } from "../src/server/sales/csv";
import { listOrders, orderBatches } from "../src/server/admin/orders-queries";
import { ordersCsvLine } from "../src/server/admin/orders-csv";
import { readPreparation } from "../src/server/admin/preparation-queries";
import { listCampaignsOverview } from "../src/server/admin/campaigns-queries";

const adminUrl = process.env.DATABASE_URL ?? "postgres://postgres:postgres@127.0.0.1:5432/postgres";
const steps = (process.env.BENCH_SCALE_STEPS ?? "10000,100000,1000000").split(",").map(Number);
const CAMPAIGNS = 1000;
const ASSOCIATIONS = 100; // ten campaigns each
const RUNS = 30;
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

async function time(fn: () => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

const name = `bench_scale_${Date.now()}`;
await admin(`create database "${name}"`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ databaseUrl: url.toString() });
const pool = database.pool!;
const results: Record<string, Record<number, { p50: number; p95: number }>> = {};
const notes: string[] = [];

try {
  // Associations and campaigns, made in SQL: the bench measures reads, not the seeding.
  await pool.query(
    `insert into associations (id, name) select gen_random_uuid(), 'Association ' || g from generate_series(1, ${ASSOCIATIONS}) g`,
  );
  await pool.query(`
    insert into campaigns (association_id, association_name, campaign_message, public_slug, status, is_published, published_at, validated_at)
    select a.id, a.name, 'Message de la campagne numéro ' || g, 'campagne-' || g, 'published', true, now(), now()
    from generate_series(1, ${CAMPAIGNS}) g
    join (select id, name, row_number() over (order by id) as n from associations) a on a.n = 1 + (g % ${ASSOCIATIONS})`);
  const {
    rows: [target],
  } = await pool.query(`select id, association_id from campaigns order by public_slug limit 1`);

  // A million made-up sales need no announcement to live views (migration 0003's trigger): leave it out.
  await pool.query("alter table sales disable trigger sales_notify_change");
  let inserted = 0;
  for (const total of steps) {
    const missing = total - inserted;
    // Sales spread evenly over the campaigns and the last year; 90 % paid, the rest pending or failed.
    await pool.query(`
      insert into sales (order_reference, campaign_id, association_id, amount_total, status, customer_name, customer_email,
                         items, bars_count, delivery_mode, created_at)
      select 'BS-' || lpad(to_hex(${inserted} + g), 8, '0'), c.id, c.association_id, (8 * (1 + g % 4))::numeric(12,2),
             case when g % 10 = 0 then 'pending' when g % 10 = 1 then 'failed' else 'paid' end,
             'Client ' || g, 'client' || g || '@exemple.fr',
             jsonb_build_array(jsonb_build_object('product_id', 'noir', 'name', 'Chocolat Noir', 'unit_price_eur', '8.00', 'quantity', 1 + g % 4)),
             1 + g % 4, 'pickup', now() - ((g % 525600) || ' minutes')::interval
      from generate_series(1, ${missing}) g
      join (select id, association_id, row_number() over (order by public_slug) - 1 as n from campaigns) c on c.n = g % ${CAMPAIGNS}`);
    inserted = total;
    // The workshop keeps up: only the last two days' paid orders are still to prepare; older home deliveries are
    // shipped, older pick-ups handed over (about 0,5 % of the orders stay on 'Préparation').
    await pool.query(`
      update sales set fulfilment_status = case when delivery_mode = 'home_delivery' then 'shipped' else 'handed_over' end
       where fulfilment_status = 'to_prepare' and status = 'paid' and created_at < now() - interval '2 days'`);
    // Steady state: autovacuum would have set the visibility map that index-only scans rely on.
    await pool.query("vacuum analyze sales");

    const deepCursor = async () => {
      let page = await listAssociationSales(database.db, target.association_id, { limit: 25 });
      for (let i = 0; i < 20 && page.next_cursor; i++)
        page = await listAssociationSales(database.db, target.association_id, { limit: 25, cursor: page.next_cursor });
      return page.next_cursor ?? undefined;
    };
    const cursor = await deepCursor();
    let ordersPage = await listOrders(database.db, { limit: 50 });
    for (let i = 0; i < 20 && ordersPage.next_cursor; i++)
      ordersPage = await listOrders(database.db, { limit: 50, cursor: ordersPage.next_cursor });
    const deepOrdersCursor = ordersPage.next_cursor ?? undefined;
    const oneDay = new Date(Date.now() - 3 * 24 * 3600_000).toISOString().slice(0, 10);
    const reads: Record<string, () => Promise<unknown>> = {
      "account cards (Ma boutique)": () => listCampaignCards(database.db, target.association_id),
      "drawer (one campaign)": () => listCampaignSales(database.db, target.id, { limit: 25 }),
      "sales page, first page": () => listAssociationSales(database.db, target.association_id, { limit: 25 }),
      "sales page, page 22": () => listAssociationSales(database.db, target.association_id, { limit: 25, cursor }),
      "sales page, one campaign chosen": () =>
        listAssociationSales(database.db, target.association_id, { limit: 25, campaignId: target.id }),
      "amount raised": () => amountRaisedCents(database.db, target.id),
      "back-office orders, first page": () => listOrders(database.db, { limit: 50 }),
      "back-office orders, page 21": () => listOrders(database.db, { limit: 50, cursor: deepOrdersCursor }),
      "back-office orders, one campaign": () => listOrders(database.db, { limit: 50, campaign_id: target.id }),
      "back-office orders, pending": () => listOrders(database.db, { limit: 50, payment_status: "pending" }),
      "back-office orders, to prepare": () => listOrders(database.db, { limit: 50, fulfilment_status: "to_prepare" }),
      "back-office orders, home delivery": () => listOrders(database.db, { limit: 50, delivery_mode: "home_delivery" }),
      "back-office orders, one day": () => listOrders(database.db, { limit: 50, from: oneDay, to: oneDay }),
      "back-office orders, search by name": () => listOrders(database.db, { limit: 50, q: "Client 4242" }),
      "back-office orders, search by e-mail": () => listOrders(database.db, { limit: 50, q: "client4242@" }),
      "back-office orders, search matching nothing": () => listOrders(database.db, { limit: 50, q: "Dupont" }),
      "back-office orders, search matching every order": () => listOrders(database.db, { limit: 50, q: "exemple.fr" }),
      "back-office orders, search by reference": () => listOrders(database.db, { limit: 50, q: "BS-0000ABCD" }),
      "back-office campaigns overview": () => listCampaignsOverview(database.db, { limit: 50 }),
      "production totals and parcels": () => readPreparation(database.db),
    };
    for (const [label, fn] of Object.entries(reads)) if (chosen(label)) (results[label] ??= {})[total] = await time(fn);

    if (chosen("CSV export (whole association)")) await salesExport(total);
    if (chosen("back-office CSV (one campaign)")) await ordersExport(total);
  }

  // The CSV export walks the association's sales in batches; memory must stay flat.
  async function salesExport(total: number) {
    const heapBefore = process.memoryUsage().heapUsed;
    let peak = heapBefore;
    const started = performance.now();
    let rows = 0;
    for await (const batch of associationSalesBatches(database.db, target.association_id)) {
      for (const r of batch) csvLine(r.sale, r.campaign_name);
      rows += batch.length;
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }
    const ms = performance.now() - started;
    (results["CSV export (whole association)"] ??= {})[total] = { p50: ms, p95: ms };
    notes.push(
      `${total.toLocaleString("fr-FR")} sales: CSV of ${rows.toLocaleString("fr-FR")} rows in ${ms.toFixed(0)} ms, heap growth ${((peak - heapBefore) / 1e6).toFixed(1)} MB`,
    );
  }

  // The back-office's export of one campaign's orders, streamed the same way.
  async function ordersExport(total: number) {
    const ordersStarted = performance.now();
    let orderRows = 0;
    for await (const batch of orderBatches(database.db, { campaign_id: target.id })) {
      for (const r of batch) ordersCsvLine(r.sale, r.campaign.association_name);
      orderRows += batch.length;
    }
    const ordersMs = performance.now() - ordersStarted;
    (results["back-office CSV (one campaign)"] ??= {})[total] = { p50: ordersMs, p95: ordersMs };
    notes.push(
      `${total.toLocaleString("fr-FR")} sales: back-office CSV of ${orderRows.toLocaleString("fr-FR")} orders in ${ordersMs.toFixed(0)} ms`,
    );
  }

  console.log(
    `\nData scale (PostgreSQL, ${CAMPAIGNS} campaigns, ${ASSOCIATIONS} associations; p50 / p95 over ${RUNS} runs, ms). Target: p95 < 50 ms at 1M.`,
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
  await database.close();
  // BENCH_KEEP=1 leaves the database in place to study query plans.
  if (process.env.BENCH_KEEP) console.log(`kept database ${name}`);
  else await admin(`drop database if exists "${name}" with (force)`);
}

import { randomUUID } from "node:crypto";
import { cp, readFile, writeFile } from "node:fs/promises";
import { gunzipSync, gzipSync } from "node:zlib";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, appWithAdminForFile, send } from "../../../tests/support/app";
import { saveConfirmedBankDetails } from "../../../tests/support/bank";
import { creationForm, memberWithAssociation, publishedCampaign } from "../../../tests/support/campaigns";
import { testConfig } from "../../../tests/support/config";
import { createPostgresTestDatabase, migratedPglite } from "../../../tests/support/database";
import { type FormPart, sendForm } from "../../../tests/support/multipart-body";
import { placeOrder } from "../../../tests/support/orders";
import { quickPasswordHashing } from "../../../tests/support/quick-password-hashing";
import { invitedMember } from "../../../tests/support/team";
import { pngWithExif } from "../../../tests/support/test-images";
import { uploadsDirForFile } from "../../../tests/support/uploads-dir";
import { IMAGE_VARIANTS, variantOf } from "../../shared/image-variants";
import { PAYOUT_DELAY_DAYS } from "../../shared/statement-rules";
import { buildApp, type App } from "../app";
import { openDatabase, type Database } from "../db/client";
import { sales } from "../db/schema";
import { createLocalStorage } from "../storage/local-storage";
import { backupShop } from "./backup";
import type { Manifest } from "./manifest";
import { restoreShop, RestoreRefused } from "./restore";
import { knownMigrations, migrateUpTo } from "./schema-version";

// Decision 049, docs/operations.md#backups-and-restore: a shop with card, refunded and paper orders, uploaded images
// and a payout is backed up, rebuilt from the backup on a new database and storage, and a server on it shows the
// same campaigns, statements to the cent, orders and image bytes. On PostgreSQL the backup is also restored into
// PGlite, and that shop backed up again into PostgreSQL: the dump is the same text on both engines.

const uploads = await uploadsDirForFile("boutique-backup-source-");
const { app, admin } = await appWithAdminForFile({ storage: { driver: "local", dir: uploads } });
const storage = createLocalStorage({ dir: uploads });
const backups = await uploadsDirForFile("boutique-backups-");

async function upload(cookie: string, kind: "campaign-logos" | "campaign-heroes", bytes: Buffer): Promise<string> {
  const file: FormPart = { name: "file", filename: "image.png", contentType: "image/png", bytes };
  const response = await sendForm(app, "POST", `/api/uploads/${kind}`, { cookie, parts: [file] });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json().url;
}

// The shop: a campaign with its pictures, a volunteer, card orders (one home delivery, one never paid, one refunded),
// a donation paid long enough ago to be paid out, a cash order, a payout; and another association's campaign.
const { cookie: manager, associationId } = await memberWithAssociation(app, "responsable@exemple.fr");
const hero = await upload(manager, "campaign-heroes", await pngWithExif(1200, 800));
const logo = await upload(manager, "campaign-logos", await pngWithExif(300, 300));
const created = await send(app, "POST", `/api/associations/${associationId}/campaigns`, {
  cookie: manager,
  body: { ...creationForm, association_name: "Les Lilas", hero_image_url: hero, logo_url: logo },
});
const campaign = created.json().campaign as { id: string; public_slug: string };
const other = await publishedCampaign(app, { memberEmail: "chorale@exemple.fr", adminCookie: admin, name: "Chorale" });

beforeAll(async () => {
  await send(app, "POST", `/api/admin/campaigns/${campaign.id}/publish`, { cookie: admin, body: {} });
  const { cookie: volunteer } = await invitedMember(app, {
    managerCookie: manager,
    associationId,
    email: "benevole@exemple.fr",
    role: "volunteer",
  });
  await saveConfirmedBankDetails(app, { cookie: manager, adminCookie: admin, associationId, details: { account_holder: "Les Lilas" } });
  await placeOrder(app, campaign.id, [{ id: "noir", quantity: 2 }]);
  await placeOrder(app, campaign.id, [{ id: "blanc", quantity: 1 }], { home: true });
  await placeOrder(app, campaign.id, [{ id: "noir", quantity: 1 }], { pay: false });
  const refunded = await placeOrder(app, campaign.id, [{ id: "noir", quantity: 3 }]);
  const refund = await send(app, "POST", `/api/admin/orders/${refunded.saleId}/refunds`, {
    cookie: admin,
    body: { idempotency_key: `cle-${randomUUID()}`, kind: "full", reason: "Colis perdu" },
  });
  expect(refund.statusCode, refund.body).toBe(201);
  const donation = await placeOrder(app, campaign.id, [], { donationEur: 39.48 });
  await app.database.db
    .update(sales)
    .set({ paid_at: sql`now() - interval '20 days'` })
    .where(eq(sales.id, donation.saleId));
  const paper = await send(app, "POST", `/api/campaigns/${campaign.id}/paper-orders`, {
    cookie: volunteer,
    body: {
      idempotency_key: `cle-${randomUUID()}`,
      buyer_name: "Yann Le Gall",
      lines: [{ id: "noir", quantity: 2 }],
      payment_method: "cash",
    },
  });
  expect(paper.statusCode, paper.body).toBe(201);
  const payouts = await send(app, "POST", "/api/admin/payout-batches", {
    cookie: admin,
    body: { campaign_ids: [campaign.id], execution_date: "2026-12-01", idempotency_key: `cle-${randomUUID()}` },
  });
  expect(payouts.statusCode, payouts.body).toBe(201);
  await placeOrder(app, other.campaign.id, [{ id: "blanc", quantity: 4 }]);
});

/** What a person checks of the shop, through its API: campaigns, statements, orders, payouts and pictures. */
async function whatTheShopShows(shop: App) {
  const get = async (url: string, cookie?: string) => {
    const answer = await send(shop, "GET", url, { cookie });
    expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
    return answer.json();
  };
  const picture = async (url: string) => (await shop.inject({ method: "GET", url })).rawPayload.toString("base64");
  const pictures: Record<string, string> = {};
  for (const [url, kind] of [
    [hero, "campaign-heroes"],
    [logo, "campaign-logos"],
  ] as const) {
    pictures[url] = await picture(url);
    for (const size of IMAGE_VARIANTS[kind].sizes) pictures[variantOf(url, size)] = await picture(variantOf(url, size));
  }
  return {
    campaign: await get(`/api/campaigns/by-slug/${campaign.public_slug}`),
    otherCampaign: await get(`/api/campaigns/by-slug/${other.campaign.public_slug}`),
    statement: (await get(`/api/campaigns/${campaign.id}/statement`, manager)).totals,
    otherStatement: (await get(`/api/campaigns/${other.campaign.id}/statement`, other.member)).totals,
    orders: await get("/api/admin/orders?limit=100", admin),
    payouts: await get("/api/admin/payouts", admin),
    pictures,
  };
}

type Target = { database: Database; uploads: string; drop?: () => Promise<void> };

/**
 * A new, empty database of the engine asked and an empty storage. Migrated already, as when the server was started
 * on it before the restore (a database never migrated is the older schema's case below): creating a PGlite cluster
 * costs seconds, loading a migrated one a fraction.
 */
async function emptyTarget(engine: "pglite" | "postgres", name: string): Promise<Target> {
  const dir = await uploadsDirForFile(`boutique-restored-${name}-`);
  if (engine === "pglite") return { database: await migratedPglite(), uploads: dir };
  const created = await createPostgresTestDatabase(process.env.DATABASE_URL!);
  return { database: await openDatabase({ databaseUrl: created.url, skipMigrations: true }), uploads: dir, drop: created.drop };
}

/** A server on a restored shop, as it would start after `npm run restore`. */
async function serverOn(target: Target): Promise<App> {
  const shop = await buildApp(testConfig({ adminEmails: [ADMIN_EMAIL], storage: { driver: "local", dir: target.uploads } }), {
    database: target.database,
    passwordHashing: quickPasswordHashing,
  });
  shop.addHook("onClose", async () => {
    await target.database.close();
    await target.drop?.();
  });
  await shop.ready();
  return shop;
}

async function backUp(shop: { database: Database; uploads: string }, name: string): Promise<{ folder: string; manifest: Manifest }> {
  const folder = path.join(backups, name);
  const manifest = await backupShop({
    database: shop.database,
    storage: createLocalStorage({ dir: shop.uploads }),
    folder,
    payoutDelayDays: PAYOUT_DELAY_DAYS,
  });
  return { folder, manifest };
}

const restoreInto = (target: Target, folder: string) =>
  restoreShop({ database: target.database, storage: createLocalStorage({ dir: target.uploads }), folder });

let backup: { folder: string; manifest: Manifest };
let before: Awaited<ReturnType<typeof whatTheShopShows>>;

describe("npm run backup", () => {
  it("writes every table, every stored file and the money that matters into the folder", async () => {
    before = await whatTheShopShows(app);
    backup = await backUp({ database: app.database, uploads }, "first");
    const { manifest } = backup;
    expect(manifest.engine).toBe(app.database.kind);
    expect(manifest.schema_version).toMatch(/^\d{4}_/);
    const rows = Object.fromEntries(manifest.tables.map((table) => [table.name, table.rows]));
    expect(rows).toMatchObject({ campaigns: 2, sales: 7, refunds: 1, payouts: 1, payout_batches: 1 });
    // Parents load before what references them.
    const order = manifest.tables.map((table) => table.name);
    expect(order.indexOf("campaigns")).toBeLessThan(order.indexOf("sales"));
    expect(order.indexOf("payouts")).toBeLessThan(order.indexOf("sales"));

    // Two originals and their six variants, byte for byte, and none the rows name is missing.
    expect(manifest.files).toHaveLength(8);
    expect(manifest.referenced_files_missing).toEqual([]);
    const heroKey = hero.replace(/^\/uploads\//, "");
    const copied = await readFile(path.join(backup.folder, "files", heroKey));
    expect(copied.equals((await storage.get(heroKey))!)).toBe(true);

    const lilas = manifest.money.campaigns.find((figures) => figures.id === campaign.id);
    expect(lilas?.statement).toEqual(before.statement);
    expect(manifest.money.orders_by_status).toContainEqual({
      status: "refunded",
      payment_method: "card",
      orders: 1,
      total_cents: 2400,
      refunded_cents: 2400,
    });
  });

  it("refuses a folder that already holds something", async () => {
    await expect(backUp({ database: app.database, uploads }, "first")).rejects.toThrow(/not empty/);
  });
});

describe("npm run restore", () => {
  it("rebuilds the same shop on a new database and storage, and refuses to write over it again", async () => {
    const target = await emptyTarget("pglite", "same");
    const report = await restoreInto(target, backup.folder);
    expect(report.restored.money).toEqual(backup.manifest.money);
    const restored = await serverOn(target);
    try {
      expect(await whatTheShopShows(restored)).toEqual(before);
      // Sessions are rows: the manager and the admin are still signed in (the same AUTH_SECRET).
      await expect(restoreInto(target, backup.folder)).rejects.toThrow(/already holds a shop/);
    } finally {
      await restored.close();
    }
  });

  it("refuses a storage that holds files already, before writing anything", async () => {
    const target = await emptyTarget("pglite", "files");
    try {
      await createLocalStorage({ dir: target.uploads }).put("campaign-logos/x/y.webp", Buffer.from("x"), "image/webp");
      await expect(restoreInto(target, backup.folder)).rejects.toThrow(/already holds 1 files/);
    } finally {
      await target.database.close();
    }
  });

  it("refuses a damaged backup and writes no row of it", async () => {
    const damaged = path.join(backups, "damaged");
    await cp(backup.folder, damaged, { recursive: true });
    // One order lost from the dump, as a truncated copy or a disk error would lose it.
    const sales = backup.manifest.tables.find((table) => table.name === "sales")!;
    const lines = gunzipSync(await readFile(path.join(damaged, sales.file)))
      .toString()
      .trimEnd()
      .split("\n");
    await writeFile(path.join(damaged, sales.file), gzipSync(lines.slice(1).join("\n") + "\n"));

    const target = await emptyTarget("pglite", "damaged");
    try {
      const refused = restoreInto(target, damaged);
      await expect(refused).rejects.toThrow(RestoreRefused);
      await expect(refused).rejects.toThrow(/the backup is damaged[^]*\nsales: database\/\d+-sales\.ndjson\.gz$/);
      const [{ count }] = (await target.database.pglite!.query<{ count: number }>("select count(*)::int as count from campaigns")).rows;
      expect(count).toBe(0);
      expect(await createLocalStorage({ dir: target.uploads }).list()).toEqual([]);
    } finally {
      await target.database.close();
    }
  });

  it("loads a backup of an older schema into that schema, then migrates it to this code's", async () => {
    const known = await knownMigrations();
    const older: Target = {
      database: await openDatabase({ inMemory: true, skipMigrations: true }),
      uploads: await uploadsDirForFile("boutique-older-"),
    };
    await migrateUpTo(older.database, known.at(-2)!);
    // The same empty cluster at the older version is the restore's target (loading it costs less than making one).
    const olderCluster = await older.database.pglite!.dumpDataDir("none");
    await older.database.pglite!.query(
      `insert into "user" (id, name, email, email_verified, created_at, updated_at) values ('ancien', 'Ancien', 'ancien@exemple.fr', true, now(), now())`,
    );
    const { folder, manifest } = await backUp(older, "older");
    await older.database.close();
    expect(manifest.schema_version).toBe(known.at(-2));

    const target: Target = {
      database: await openDatabase({ inMemory: true, loadDataDir: olderCluster, skipMigrations: true }),
      uploads: await uploadsDirForFile("boutique-newer-"),
    };
    try {
      const report = await restoreInto(target, folder);
      expect(report.migratedTo).toBe(known.at(-1));
      expect(report.restored.rows.user).toBe(1);
      const applied = await target.database.pglite!.query<{ count: number }>(
        "select count(*)::int as count from drizzle.__drizzle_migrations",
      );
      expect(applied.rows[0].count).toBe(known.length);
    } finally {
      await target.database.close();
    }
  });

  it.runIf(Boolean(process.env.DATABASE_URL))("crosses engines: PostgreSQL into PGlite, and that shop back into PostgreSQL", async () => {
    const embedded = await emptyTarget("pglite", "embedded");
    await restoreInto(embedded, backup.folder);
    const again = await backUp(embedded, "from-pglite");
    expect(again.manifest.engine).toBe("pglite");
    await embedded.database.close();

    const server = await emptyTarget("postgres", "server");
    await restoreInto(server, again.folder);
    const restored = await serverOn(server);
    try {
      expect(await whatTheShopShows(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
  });
});

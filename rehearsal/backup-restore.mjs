// The backup restored into fresh services: `npm run backup` of the running shop, a second PostgreSQL cluster and a
// second bucket, `npm run restore` into them, a shop started on them; then the same campaigns, orders, totals and
// pictures read through both shops' API.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { run } from "./lib/processes.mjs";
import { shopClient } from "./lib/shop-api.mjs";
import { ports } from "./ports.mjs";
import { startPostgres } from "./services/postgres.mjs";
import { repoRoot, shopProcess } from "./services/shop.mjs";
import { PASSWORD } from "./shop-setup.mjs";

const STEP = "sauvegarde et restauration";
const TARGET = "mêmes campagnes, commandes, montants et images";
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function hasScripts(...names) {
  const { scripts } = JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8"));
  return names.every((name) => scripts[name]);
}

/** Every object of a bucket: its key and the SHA-256 of its bytes. */
async function bucketContents(s3, bucket) {
  const client = new S3Client({ endpoint: s3.endpoint, region: s3.region, credentials: { ...s3.credentials }, forcePathStyle: true });
  const contents = new Map();
  let token;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    for (const { Key } of page.Contents ?? []) {
      if (Key === "rehearsal-check.txt") continue; // the rehearsal's own check of the gateway, not the shop's
      const body = await (await client.send(new GetObjectCommand({ Bucket: bucket, Key }))).Body.transformToByteArray();
      contents.set(Key, createHash("sha256").update(body).digest("hex"));
    }
    token = page.NextContinuationToken;
  } while (token);
  client.destroy();
  return contents;
}

/** What the administrator reads of a shop: the campaign's public page data, the campaigns' list, every order (CSV). */
async function shopFigures(baseUrl, { adminEmail, campaign }) {
  const admin = shopClient(baseUrl, { clientAddress: "192.0.2.20" });
  await admin.expectJson("POST", "/api/auth/sign-in/email", 200, { json: { email: adminEmail, password: PASSWORD } });
  const { campaign: page } = await admin.expectJson("GET", `/api/campaigns/by-slug/${campaign.slug}`, 200);
  const overview = await admin.expectJson("GET", "/api/admin/campaigns/overview?limit=100", 200);
  const csv = await (await admin.request("GET", `/api/admin/orders.csv?campaign_id=${campaign.id}`)).text();
  const hero = await fetch(page.hero_image_url);
  const heroHash = createHash("sha256")
    .update(Buffer.from(await hero.arrayBuffer()))
    .digest("hex");
  return { page, overview, csv, heroStatus: hero.status, heroHash, orderLines: csv.trim().split("\n").length - 1 };
}

export async function backupAndRestore({ stack, campaign, dir, log, stoppers }) {
  if (!hasScripts("backup", "restore")) {
    return [{ step: STEP, target: TARGET, measured: "pas encore disponible (npm run backup / restore)", ok: null }];
  }
  const backupDir = path.join(dir, "sauvegarde");
  const commandEnv = { ...process.env, ...stack.env };
  log("sauvegarde (npm run backup)");
  const backupStart = Date.now();
  await run("npm", ["run", "--silent", "backup", "--", backupDir], { cwd: repoRoot, env: commandEnv, timeoutMs: 300_000 });
  const backupMs = Date.now() - backupStart;

  log("restauration dans un PostgreSQL et un bucket neufs (npm run restore)");
  const restoreStart = Date.now();
  const postgres = await startPostgres({ dir: path.join(dir, "postgres-restauree"), port: ports.restoredPostgres });
  stoppers.push({ name: "PostgreSQL restaurée", stop: () => postgres.stop() });
  const bucket = "boutique-restauree";
  await stack.s3.createBucket(bucket);
  const restoredEnv = { ...stack.env, DATABASE_URL: postgres.url, S3_BUCKET: bucket, PUBLIC_URL: `http://127.0.0.1:${ports.restoredShop}` };
  await run("npm", ["run", "--silent", "restore", "--", backupDir], {
    cwd: repoRoot,
    env: { ...process.env, ...restoredEnv },
    timeoutMs: 300_000,
  });
  const restoreMs = Date.now() - restoreStart;

  const shop = shopProcess({
    name: "restauree",
    dir: path.join(dir, "shops"),
    port: ports.restoredShop,
    metricsPort: ports.restoredShopMetrics,
    env: restoredEnv,
    command: stack.command,
  });
  stoppers.push({ name: "boutique restaurée", stop: () => shop.stop() });
  await shop.start();

  const before = await shopFigures(stack.publicUrl, { adminEmail: stack.adminEmail, campaign });
  const after = await shopFigures(shop.url, { adminEmail: stack.adminEmail, campaign });
  const [original, restored] = await Promise.all([bucketContents(stack.s3, stack.s3.bucket), bucketContents(stack.s3, bucket)]);
  const sameFiles = original.size === restored.size && [...original].every(([key, hash]) => restored.get(key) === hash);
  const restoredHeroInNewBucket = after.page.hero_image_url.includes(`/${bucket}/`);

  const same = {
    campagne: JSON.stringify(before.page) === JSON.stringify(after.page),
    campagnes: JSON.stringify(before.overview) === JSON.stringify(after.overview),
    commandes: before.csv === after.csv,
    images: sameFiles && after.heroStatus === 200 && after.heroHash === before.heroHash,
  };
  const differing = Object.entries(same)
    .filter(([, ok]) => !ok)
    .map(([name]) => name);
  return [
    {
      step: STEP,
      target: TARGET,
      measured:
        `sauvegarde ${seconds(backupMs)}, restauration ${seconds(restoreMs)} ; ${after.orderLines} commandes, ${restored.size} fichiers ` +
        `(image de la campagne lue ${restoredHeroInNewBucket ? "dans le nouveau bucket" : "à son adresse d'origine"}) ; ` +
        (differing.length === 0 ? "identiques" : `différent : ${differing.join(", ")}`),
      ok: differing.length === 0,
    },
  ];
}

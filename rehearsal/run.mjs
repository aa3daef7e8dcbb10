// npm run rehearsal [-- --short] [-- --keep]: the production rehearsal (docs/operations.md#the-production-rehearsal).
// Starts every service on loopback, walks the shop, puts it under load while one process is killed, both are
// restarted in turn and PostgreSQL is restarted, then counts what was made against what was found, backs up and
// restores, and prints the table. Exits 1 when a target is missed. Stops everything it started, whatever happens.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { serverBundleIsCurrent } from "../scripts/build-server.mjs";
import { repoRoot } from "./services/shop.mjs";
import { startStack } from "./stack.mjs";
import { runScenario } from "./scenario.mjs";
import { printReport } from "./report.mjs";

const args = new Set(process.argv.slice(2));
const short = args.has("--short");
const keep = args.has("--keep");
const startedAt = Date.now();
const log = (line) => console.log(`[répétition ${((Date.now() - startedAt) / 1000).toFixed(1).padStart(6)} s] ${line}`);

// The services run as their own accounts (postgres, postfix, nobody): the folder above theirs must let them through.
const dir = mkdtempSync(path.join(os.tmpdir(), "boutique-rehearsal-"));
chmodSync(dir, 0o711);
const stoppers = [];
let stopping = null;

async function stopEverything() {
  stopping ??= (async () => {
    for (const { name, stop } of stoppers.splice(0).reverse()) {
      await Promise.resolve(stop()).catch((error) => console.error(`arrêt de ${name} : ${error.message}`));
    }
    if (keep) console.log(`Dossier gardé : ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  })();
  return stopping;
}

// An error outside the awaited chain (a stream, a timer) must not leave the services running either.
for (const event of ["uncaughtException", "unhandledRejection"]) {
  process.once(event, (error) => {
    console.error(`\nErreur inattendue : ${error?.stack ?? error}`);
    void stopEverything().finally(() => process.exit(1));
  });
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    console.error(`\n${signal} : arrêt de tous les services...`);
    void stopEverything().finally(() => process.exit(130));
  });
}

// The project's own paths (dist/, the build's helpers) are relative to its root.
process.chdir(repoRoot);

/** The client's build, and the server's bundle, of the sources as they are. */
async function needsBuild() {
  if (!existsSync(path.join(repoRoot, "dist/client/index.html"))) return true;
  return !serverBundleIsCurrent();
}

let rows = [];
let failed = true;
try {
  if (await needsBuild()) {
    log("construction de l'application (npm run build)");
    const build = spawnSync("npm", ["run", "build"], { cwd: repoRoot, stdio: "inherit" });
    if (build.status !== 0) throw new Error("npm run build failed");
  }
  log(`services dans ${dir}${short ? " (forme courte)" : ""}`);
  const stack = await startStack({ dir, stoppers, log });
  rows = await runScenario({ stack, dir, short, log, stoppers });
  failed = rows.some((row) => row.ok === false);
} catch (error) {
  console.error(`\nLa répétition s'est arrêtée : ${error.stack ?? error.message}`);
  rows.push({ step: "répétition", target: "jusqu'au bout", measured: error.message.split("\n")[0], ok: false });
} finally {
  await stopEverything();
}
printReport(rows, { seconds: (Date.now() - startedAt) / 1000, short });
process.exit(failed ? 1 : 0);

#!/usr/bin/env node
// node scripts/previous-release-check.mjs [REF [TEST PATHS...]] [--all] [-- VITEST ARGS]
//
// A rolling deploy runs the previous release beside the new one on the new one's schema (docs/operations.md#upgrades):
// this runs the previous release's own API tests on this checkout's migrations. It exports REF's tree into a temp
// folder, replaces its migrations with the current ones (so the old code migrates its test databases to the new
// schema), links this checkout's node_modules and runs the old tests there, on PGlite, or on PostgreSQL when
// DATABASE_URL is set. A failure means the new migrations break the release still serving: split them into an
// expand step now and a contract step in a later release.
//
// REF defaults to the newest tag `release-*` reachable from HEAD (the convention: tag the commit you deploy,
// `git tag release-2026-11-27 <commit>`). Without such a tag nor REF it stops: the previous commit is not the
// release in production. By default it runs the tests of what a buyer and a treasurer go through (checkout,
// orders, payments, money, paper orders, receipts); --all runs every server test of REF (much longer); paths after
// REF run only those.
import { execFileSync, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const MIGRATIONS = "src/server/db/migrations";
const SUBSET = [
  "src/server/checkout",
  "src/server/orders",
  "src/server/payments",
  "src/server/money",
  "src/server/paper-orders",
  "src/server/receipts",
];

const argv = process.argv.slice(2);
const dashes = argv.indexOf("--");
const ours = dashes < 0 ? argv : argv.slice(0, dashes);
const vitestArgs = dashes < 0 ? [] : argv.slice(dashes + 1);
const all = ours.includes("--all");
const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();

function newestReleaseTag() {
  try {
    return git("describe", "--tags", "--abbrev=0", "--match", "release-*", "HEAD");
  } catch {
    return null;
  }
}

const positionals = ours.filter((arg) => !arg.startsWith("--"));
const ref = positionals[0] ?? newestReleaseTag();
if (!ref) {
  console.error(
    "No release to check against: name a ref (node scripts/previous-release-check.mjs <ref>) or tag the release in production (git tag release-YYYY-MM-DD <commit>).",
  );
  process.exit(2);
}
const commit = git("rev-parse", "--verify", `${ref}^{commit}`);
const folder = mkdtempSync(path.join(os.tmpdir(), "previous-release-"));
const started = Date.now();
let code;
try {
  // The old tree as committed, without this checkout's uncommitted changes or ignored files.
  execFileSync("sh", ["-c", `git archive --format=tar ${commit} | tar -x -C "${folder}"`], { cwd: root, stdio: "inherit" });
  rmSync(path.join(folder, MIGRATIONS), { recursive: true, force: true });
  cpSync(path.join(root, MIGRATIONS), path.join(folder, MIGRATIONS), { recursive: true });
  symlinkSync(path.join(root, "node_modules"), path.join(folder, "node_modules"), "dir");

  const files = positionals.length > 1 ? positionals.slice(1) : all ? ["src/server"] : SUBSET;
  console.log(`Previous release ${ref} (${commit.slice(0, 12)}), on the migrations of ${git("rev-parse", "--short", "HEAD")}:`);
  console.log(`$ npx vitest run ${[...files, ...vitestArgs].join(" ")}  (in ${folder})\n`);
  code = await new Promise((resolve) => {
    const child = spawn("npx", ["vitest", "run", ...files, ...vitestArgs], { cwd: folder, stdio: "inherit" });
    child.on("exit", (exit, signal) => resolve(exit ?? (signal ? 1 : 0)));
    child.on("error", () => resolve(1));
  });
} finally {
  rmSync(folder, { recursive: true, force: true });
}
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(
  code === 0
    ? `\nThe previous release ${ref} passes its tests on the new schema (${minutes} min): a rolling deploy can run both.`
    : `\nThe previous release ${ref} FAILS its tests on the new schema (${minutes} min). A column or table it needs is gone or changed: split the migrations into expand and contract steps. A timeout on a busy machine is not that: run the failed file again alone (node scripts/previous-release-check.mjs ${ref} <file>).`,
);
process.exit(code);

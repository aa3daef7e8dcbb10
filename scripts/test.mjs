#!/usr/bin/env node
// `npm test`: every test. First the unit, component and API tests (Vitest), then the browser journeys
// (scripts/e2e.mjs, Playwright on Debian's Chromium). Both always run; the exit code is non-zero when
// either failed, and the summary names the part that failed and closes on one line 'N passed, N failed'.
// With TEST_SUMMARY_FILE set, the counts are also appended there as a JSON line (.ci/run adds them up).
import { spawn } from "node:child_process";
import { appendFileSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const scope = process.env.TEST_SCOPE === "database" ? ", only the tests that reach the database" : "";
const mode = `${process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "PGlite (embedded)"}${scope}`;
const vitestReport = path.join(root, "test-results/vitest-results.json");
const e2eReport = path.join(root, "test-results/e2e-results.json");

function run(label, cmd, args) {
  console.log(`\n=== ${label} ===\n$ ${[cmd, ...args].join(" ")}\n`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: "inherit" });
    child.on("error", (err) => {
      console.error(`[test] ${label}: ${err.message}`);
      resolve({ label, code: 1, seconds: 0 });
    });
    child.on("exit", (code, signal) =>
      resolve({ label, code: code ?? (signal ? 1 : 0), seconds: Math.round((Date.now() - started) / 1000) }),
    );
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** { passed, failed, skipped } from Vitest's JSON report, or null when there is none. */
function vitestCounts() {
  const r = readJson(vitestReport);
  if (!r) return null;
  return { passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0, skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0) };
}

/** The names of the failed Vitest tests with the first line of their error, so that a CI log that keeps only its
 * tail still says which test failed and why. */
function vitestFailures() {
  const r = readJson(vitestReport);
  const failures = [];
  for (const file of r?.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === "failed");
    for (const t of failedTests) failures.push(`${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    // A file that failed to load (syntax error, failing hook) has no failed test of its own.
    if (file.status === "failed" && failedTests.length === 0) failures.push(`${where}: ${firstLine(file.message)}`);
  }
  return failures;
}

/** The names of the failed Playwright tests with the first line of their error. */
function playwrightFailures() {
  const failures = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== "unexpected") continue;
        const error = t.results?.at(-1)?.error?.message;
        failures.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(" › ")}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, suite.title && !suite.title.endsWith(".ts") ? [...titles, suite.title] : titles);
  };
  for (const suite of readJson(e2eReport)?.suites ?? []) visit(suite, []);
  return failures;
}

function firstLine(text) {
  // eslint-disable-next-line no-control-regex -- strips the terminal colours from the error text
  const plain = String(text ?? "(no message)").replace(/\u001b\[[0-9;]*m/g, "");
  return (
    plain
      .split("\n")
      .find((line) => line.trim() !== "")
      ?.trim()
      .slice(0, 300) ?? "(no message)"
  );
}

/** { passed, failed, skipped } from Playwright's JSON report, or null when there is none. */
function playwrightCounts() {
  const s = readJson(e2eReport)?.stats;
  if (!s) return null;
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, skipped: s.skipped ?? 0 };
}

/** The slowest test files and journeys, from both reports: where CI's time goes (docs/decisions/028-ci-time-budget.md). */
function printSlowest(count = 8) {
  const files = (readJson(vitestReport)?.testResults ?? []).map((f) => ({
    name: path.relative(root, f.name),
    ms: (f.endTime ?? 0) - (f.startTime ?? 0),
  }));
  const journeys = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const ms = (spec.tests ?? []).flatMap((t) => t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
      journeys.push({ name: `${spec.file} › ${spec.title}`, ms });
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of readJson(e2eReport)?.suites ?? []) visit(suite);
  for (const [title, list] of [
    ["slowest test files", files],
    ["slowest journeys", journeys],
  ]) {
    if (list.length === 0) continue;
    console.log(`${title}:`);
    for (const item of list.sort((x, y) => y.ms - x.ms).slice(0, count))
      console.log(`  ${(item.ms / 1000).toFixed(1).padStart(6)} s  ${item.name}`);
  }
}

// Ctrl-C reaches the children through the terminal's process group; just stop here afterwards.
process.on("SIGINT", () => {});

mkdirSync(path.dirname(vitestReport), { recursive: true });
rmSync(vitestReport, { force: true });
rmSync(e2eReport, { force: true });

const results = [];
const unit = await run(`unit and API tests (vitest, ${mode})`, "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${path.relative(root, vitestReport)}`,
]);
results.push({ ...unit, counts: vitestCounts(), failures: vitestFailures() });
const e2e = await run(`browser journeys (playwright, ${mode})`, process.execPath, ["scripts/e2e.mjs"]);
results.push({ ...e2e, counts: playwrightCounts(), failures: playwrightFailures() });

console.log(`\n=== summary (${mode}) ===`);
const total = { passed: 0, failed: 0, skipped: 0 };
for (const r of results) {
  const c = r.counts;
  // A part that failed without a report (build, server start...) counts as one failure.
  const counts = c ?? { passed: 0, failed: r.code === 0 ? 0 : 1, skipped: 0 };
  if (r.code !== 0 && counts.failed === 0) counts.failed = 1;
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
  const detail = c ? `${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped` : "no report";
  console.log(`${r.code === 0 ? "PASS" : "FAIL"}  ${r.label}: ${detail} (${r.seconds}s)`);
  for (const failure of r.failures) console.log(`      ✗ ${failure}`);
}
printSlowest();
if (process.env.TEST_SUMMARY_FILE) {
  const parts = results.map((r) => ({ label: r.label, seconds: r.seconds }));
  appendFileSync(process.env.TEST_SUMMARY_FILE, `${JSON.stringify({ mode, ...total, parts })}\n`);
}

const failed = results.filter((r) => r.code !== 0);
if (failed.length > 0) console.error(`\nFAILED: ${failed.map((r) => r.label).join("; ")}`);
else console.log("\nAll tests passed.");
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failed.length > 0 ? 1 : 0);

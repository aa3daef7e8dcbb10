#!/usr/bin/env node
// `npm test`: every test. First the unit, component and API tests (Vitest), then the browser journeys
// (scripts/e2e.mjs, Playwright on Debian's Chromium). Both always run; the exit code is non-zero when
// either failed, and the summary names the part that failed.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const mode = process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "PGlite (embedded)";

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

// Ctrl-C reaches the children through the terminal's process group; just stop here afterwards.
process.on("SIGINT", () => {});

const results = [];
results.push(await run(`unit and API tests (vitest, ${mode})`, "npx", ["vitest", "run"]));
results.push(await run(`browser journeys (playwright, ${mode})`, process.execPath, ["scripts/e2e.mjs"]));

console.log(`\n=== summary (${mode}) ===`);
for (const r of results) console.log(`${r.code === 0 ? "PASS" : "FAIL"}  ${r.label}  (${r.seconds}s)`);
const failed = results.filter((r) => r.code !== 0);
if (failed.length > 0) {
  console.error(`\nFAILED: ${failed.map((r) => r.label).join("; ")}`);
  process.exit(1);
}
console.log("\nAll tests passed.");

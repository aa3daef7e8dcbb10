import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS } from "./scripts/find-chromium.mjs";

// Browser journeys (tests/e2e). Run them through `npm run test:e2e` (scripts/e2e.mjs): it finds Debian's
// Chromium, builds the client, starts the server on a free port with a fresh DATA_DIR (and a fresh
// PostgreSQL database when DATABASE_URL is set), then runs Playwright with E2E_BASE_URL and CHROMIUM_PATH.
// We never download Playwright's browsers.
const baseURL = process.env.E2E_BASE_URL;
if (!baseURL) {
  throw new Error("E2E_BASE_URL is not set: run the browser tests with `npm run test:e2e` (scripts/e2e.mjs).");
}

// With TEST_SCOPE=database, as in CI's second run on PostgreSQL, the journeys walked again are those whose browser-
// visible behaviour depends on the engine beyond what the API tests prove on it (docs/decisions/019): live updates,
// carried by PostgreSQL's LISTEN/NOTIFY there and by PGlite's own listener here, and the money's sums, read in a
// browser from the SQL that computes them. Every other journey drives the same HTTP API that the API tests run on
// both engines.
const journeysOnBothDatabases = ["checkout-live.spec.ts", "money-journey.spec.ts"];

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: process.env.TEST_SCOPE === "database" ? journeysOnBothDatabases.map((file) => `**/${file}`) : "**/*.spec.ts",
  // Screenshots of the journeys go to test-results/screenshots (tests/e2e/screenshots.ts); Playwright
  // empties its own output folder at every run, so keep it apart from them.
  outputDir: "test-results/artifacts",
  // The shared admin account exists before any journey starts (two workers could otherwise both sign it up).
  globalSetup: "./tests/e2e/global-setup.ts",
  // Two workers on CI's two cores: one keeps 1.2 to 1.4 cores busy, waiting the rest of the time on the network, timers
  // and toasts; two finish some 15 % sooner (docs/decisions/028). A spec file's tests stay in order on one worker, unless
  // the file says they are independent (public-site.spec.ts). E2E_WORKERS=1 walks them one at a time.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // 'list' for people; the JSON report lets scripts/test.mjs print one closing count for the whole run.
  reporter: [["list"], ["json", { outputFile: "test-results/e2e-results.json" }]],
  use: {
    browserName: "chromium",
    baseURL,
    viewport: { width: 1280, height: 800 },
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: "chromium" }],
});

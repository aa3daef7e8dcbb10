import { defineConfig } from "vitest/config";
import { databaseTestFiles } from "./scripts/database-tests.mjs";

// TEST_SCOPE=database keeps only the files that reach the database (scripts/database-tests.mjs): CI runs
// everything on PGlite, then these again on PostgreSQL.
const databaseOnly = process.env.TEST_SCOPE === "database";

// Unit and API tests live beside the code as *.test.ts(x); browser journeys are in tests/e2e (Playwright).
export default defineConfig({
  test: {
    include: databaseOnly
      ? databaseTestFiles(import.meta.dirname)
      : ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts", "rehearsal/**/*.test.ts", "bench/**/*.test.ts"],
    environment: "node",
    // On PostgreSQL, one migrated database that every test database copies.
    globalSetup: ["tests/support/postgres-template.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // PGlite instances are heavy; two cores, so keep parallelism modest.
    maxWorkers: 2,
    isolate: false,
  },
});

import { defineConfig } from "vitest/config";

// Unit and API tests live beside the code as *.test.ts(x); browser journeys are in tests/e2e (Playwright).
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // PGlite instances are heavy; two cores, so keep parallelism modest.
    maxWorkers: 2,
    isolate: false,
  },
});

/**
 * CI walks the journeys on PGlite, then those that depend on the engine on PostgreSQL (TEST_SCOPE=database,
 * playwright.config.ts, decision 019). The second walk checks what the database does; the pages it shows are the
 * same, so the checks of how they look and read (axe) run on the first walk only.
 */
export const renderingChecksOn = process.env.TEST_SCOPE !== "database";

/**
 * Screenshots (test-results/screenshots) are for people to look at while they build a screen: `npm test` and
 * `npm run test:e2e` take them. They check nothing, and some 170 full-page captures in software rendering were a
 * fifth of the journeys' time, so CI (E2E_SCREENSHOTS=off in .ci/run) takes none (docs/decisions/028).
 */
export const screenshotsOn = renderingChecksOn && process.env.E2E_SCREENSHOTS !== "off";

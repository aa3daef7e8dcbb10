/**
 * CI walks the journeys on PGlite, then those that depend on the engine on PostgreSQL (TEST_SCOPE=database,
 * playwright.config.ts, decision 019). The second walk checks what the database does; the pages it shows are the
 * same, so the checks of how they look and read (screenshots, axe) run on the first walk only.
 */
export const renderingChecksOn = process.env.TEST_SCOPE !== "database";

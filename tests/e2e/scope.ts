/**
 * CI walks the journeys twice, on PGlite then on PostgreSQL (TEST_SCOPE=database, playwright.config.ts). The second
 * walk checks what the database does; the pages it shows are the same, so the checks of how they look and read
 * (screenshots, axe) run on the first walk only.
 */
export const renderingChecksOn = process.env.TEST_SCOPE !== "database";

/** The Vitest files under `root` that reach the database, relative to `root` (scripts/database-tests.mjs). */
export function databaseTestFiles(root: string): string[];

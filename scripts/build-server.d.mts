// Types of scripts/build-server.mjs, for the TypeScript that imports it (its test).
/** The folder of the server's bundle: dist/server. */
export const serverBundleDir: string;
/** Bundles the server into dist/server; resolves with the files it was built from. */
export function buildServer(): Promise<string[]>;
/** Whether dist/server holds a bundle of the sources as they are now. */
export function serverBundleIsCurrent(): boolean;
/** How to start the server: from its bundle when current, else from its sources through tsx. */
export function serverCommand(): { args: string[]; bundled: boolean };

/** The flags Chromium is launched with on this offline machine (scripts/find-chromium.mjs). */
export const CHROMIUM_ARGS: string[];
export class ChromiumNotFoundError extends Error {}
/** The Chromium executable's path, installing Debian's package when possible; throws otherwise. */
export function findChromium(options?: { install?: boolean }): string;

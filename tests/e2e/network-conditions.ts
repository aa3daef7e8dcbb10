import type { CDPSession, Page } from "@playwright/test";

// Where the shop's people are (docs/product.md#offline-and-slow-connections): a mid-range phone on a weak mobile
// connection. Chromium emulates both through the DevTools protocol: the page's network (latency, throughput) and its
// main thread (CPU throttling). A journey that needs them says so in its name ('on a slow phone', 'offline').

/** A mid-range phone on a weak mobile connection: 400 ms latency, 50 kB/s each way, a CPU four times slower. */
export const SLOW_PHONE = { latencyMs: 400, bytesPerSecond: 50 * 1024, cpuSlowdown: 4 } as const;

export type NetworkProfile = { latencyMs: number; bytesPerSecond: number; cpuSlowdown: number };

/** The pages slowed by `emulate`, with their DevTools session and profile. */
const emulated = new WeakMap<Page, { session: CDPSession; profile: NetworkProfile }>();

/** The DevTools session of a page, with the network domain on (emulation needs it). */
async function devTools(page: Page): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page);
  await session.send("Network.enable");
  return session;
}

/**
 * Slows the page's network and CPU to the profile, until the returned function is called (or the page closes).
 * Call it before `page.goto` for a page that should load under the profile.
 */
export async function emulate(page: Page, profile: NetworkProfile = SLOW_PHONE): Promise<() => Promise<void>> {
  const session = await devTools(page);
  emulated.set(page, { session, profile });
  await session.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: profile.bytesPerSecond,
    uploadThroughput: profile.bytesPerSecond,
  });
  await session.send("Emulation.setCPUThrottlingRate", { rate: profile.cpuSlowdown });
  return async () => {
    await session.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await session.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    emulated.delete(page);
    await session.detach();
  };
}

/**
 * Runs a check of what the page shows (axe) with the phone's CPU at full speed, then slows it again; the network stays
 * slow. The page is looked at in the state it is in: a slower CPU changes when it gets there, not what it shows, and
 * made axe's run on it four times longer (some 6 s of the slow-phone checkout's journey on a busy machine).
 */
export async function atFullCpuSpeed<T>(page: Page, check: () => Promise<T>): Promise<T> {
  const emulation = emulated.get(page);
  if (!emulation) return check();
  await emulation.session.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  try {
    return await check();
  } finally {
    await emulation.session.send("Emulation.setCPUThrottlingRate", { rate: emulation.profile.cpuSlowdown });
  }
}

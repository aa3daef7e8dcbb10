import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { createTestApp, ORIGIN, signUpAndSignIn } from "./app";
import { RENDER_SLOTS, renderer } from "../../src/server/lib/renderer";
import { multipartBody } from "./multipart-body";

// Test helper, run in a process of its own by decode-limit.test.ts: resident memory only means something in a
// process that hasn't already grown its allocator's pools on other tests' images.

export type BurstReport = { slots: number; single: number; growth: number; peakRunning: number; statuses: number[] };

/** Runs `work` while sampling the process's resident memory; returns the highest growth seen. */
async function peakRssGrowth(work: () => Promise<unknown>): Promise<number> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, process.memoryUsage.rss()) - before;
}

async function main(): Promise<BurstReport> {
  const [width, height, count] = process.argv.slice(2).map(Number);
  const dir = await mkdtemp(path.join(os.tmpdir(), "boutique-burst-"));
  const app = await createTestApp({ storage: { driver: "local", dir } });
  try {
    const cookie = await signUpAndSignIn(app, "alice@exemple.fr");
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    // A kilobyte of AVIF: no shrink-on-load for this format, so every declared pixel is decoded.
    const bomb = await sharp({ create: { width, height, channels: 3, background: "#336699" } })
      .avif({ effort: 0 })
      .toBuffer();
    // As a logo: the same decode as a hero's, in the same slot, and then a 512 px box to encode instead of a hero's
    // 2400 px and its four sizes (seconds of CPU over the burst that measured nothing).
    const upload = async () => {
      const body = multipartBody([{ name: "file", filename: "photo.avif", contentType: "image/avif", bytes: bomb }]);
      const response = await fetch(`${base}/api/uploads/campaign-logos`, {
        method: "POST",
        headers: { origin: ORIGIN, cookie, "content-type": body.contentType },
        body: new Uint8Array(body.payload),
      });
      await response.arrayBuffer();
      return response.status;
    };
    const statuses: number[] = [];
    // One decode's cost, as the larger of two: measured once, it varied from 184 to 227 MB between runs (the
    // allocator's arenas), and the bound of decode-limit.test.ts is a multiple of it.
    let single = 0;
    for (let i = 0; i < 2; i++) single = Math.max(single, await peakRssGrowth(async () => statuses.push(await upload())));
    renderer.resetPeak();
    const growth = await peakRssGrowth(async () => statuses.push(...(await Promise.all(Array.from({ length: count }, upload)))));
    return { slots: RENDER_SLOTS, single, growth, peakRunning: renderer.stats().peakRunning, statuses };
  } finally {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  }
}

main().then(
  (report) => {
    process.stdout.write(`${JSON.stringify(report)}\n`);
    process.exit(0);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

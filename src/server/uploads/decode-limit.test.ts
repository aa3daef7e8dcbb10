import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { appForFile, signUpAndSignIn } from "../../../tests/support/app";
import { migratedPgliteDumpEnv } from "../../../tests/support/database";
import { uploadsDirForFile } from "../../../tests/support/uploads-dir";
import { MAX_WAITING_RENDERS, RENDER_SLOTS, renderer } from "../lib/renderer";
import { sendForm } from "../../../tests/support/multipart-body";
import type { BurstReport } from "../../../tests/support/upload-burst";

// Engine-independent: what is checked is how many images are decoded at once; the database only holds the app.

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

const dir = await uploadsDirForFile("boutique-decodes-");
const app = await appForFile({ storage: { driver: "local", dir } });
const alice = await signUpAndSignIn(app, "alice@exemple.fr");
// The burst's process loads this process's migrated database instead of making its own.
const burstDatabase = await migratedPgliteDumpEnv();

const upload = (bytes: Buffer) =>
  sendForm(app, "POST", "/api/uploads/campaign-heroes", {
    cookie: alice,
    parts: [{ name: "file", filename: "photo.avif", contentType: "image/avif", bytes }],
  });

describe("image decodes under attack", () => {
  it("keeps memory bounded when 8 hostile uploads arrive at once over HTTP, decoding at most RENDER_SLOTS together", async () => {
    // A 12 MP AVIF under the pixel cap costs about 230 MB to decode. A fresh process keeps earlier tests'
    // memory out of the measure.
    const { stdout } = await run(process.execPath, ["--import", "tsx", "tests/support/upload-burst.ts", "4000", "3000", "8"], {
      cwd: root,
      env: { ...process.env, ...burstDatabase },
      maxBuffer: 1_000_000,
    });
    const report = JSON.parse(stdout.trim().split("\n").at(-1)!) as BurstReport;
    expect(report.statuses).toEqual(Array(10).fill(201));
    expect(report.slots).toBe(RENDER_SLOTS);
    expect(report.peakRunning).toBeLessThanOrEqual(RENDER_SLOTS);
    // The decodes allowed at once, plus one and a half decodes' worth for the allocator and the rest of the app: on
    // Node 24 the allocator's arenas kept up to 2.3 decodes' worth once on a busy machine (2 before). Without the
    // limit, libuv's four threads decode four at once: 3.5 single decodes' worth here, still well above.
    const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;
    const { single, growth } = report;
    expect(single, "one decode should cost memory").toBeGreaterThan(100e6);
    expect(growth, `grew ${mb(growth)}, one decode ${mb(single)}`).toBeLessThan((RENDER_SLOTS + 1.5) * single);
  }, 240_000);

  it("answers 503 in French, without decoding, once the waiting line is full", async () => {
    const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#336699" } })
      .avif()
      .toBuffer();
    let unblock = () => {};
    const blocked = new Promise<void>((resolve) => (unblock = resolve));
    // Every slot and the whole line taken by tasks that wait for the test.
    const occupants = Array.from({ length: RENDER_SLOTS + MAX_WAITING_RENDERS }, () => renderer.runHere(() => blocked));
    expect(renderer.stats()).toMatchObject({ running: RENDER_SLOTS, waiting: MAX_WAITING_RENDERS });
    try {
      const response = await upload(image);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        code: "IMAGES_BUSY",
        message: "Trop d'images sont en cours de traitement. Veuillez réessayer dans un instant.",
      });
    } finally {
      unblock();
      await Promise.all(occupants);
    }
    // Once the line drains, uploads are decoded again.
    expect((await upload(image)).statusCode).toBe(201);
  });
});

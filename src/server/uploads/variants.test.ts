import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { appForFile, send } from "../../../tests/support/app";
import { creationForm, memberWithAssociation } from "../../../tests/support/campaigns";
import { type FormPart, sendForm } from "../../../tests/support/multipart-body";
import { phonePhotoJpeg, pngWithExif } from "../../../tests/support/test-images";
import { uploadsDirForFile } from "../../../tests/support/uploads-dir";
import { variantOf } from "../../shared/image-variants";
import { createLocalStorage } from "../storage/local-storage";
import { backfillImageVariants } from "./variant-backfill";

// Decision 043: a phone photo as shot is accepted, and every logo and hero is stored with the smaller sizes pages ask for.

const dir = await uploadsDirForFile("boutique-variants-");
const app = await appForFile({ storage: { driver: "local", dir } });
const storage = createLocalStorage({ dir });
const { cookie, associationId } = await memberWithAssociation(app, "vera@exemple.fr");

const MB = 1024 * 1024;
const fileOf = (url: string) => path.join(dir, url.replace(/^\/uploads\//, ""));
const sizeOf = async (url: string) => {
  const { width, height, format } = await sharp(await readFile(fileOf(url))).metadata();
  return { width, height, format };
};

function upload(kind: "campaign-logos" | "campaign-heroes", bytes: Buffer, contentType: string) {
  const file: FormPart = { name: "file", filename: "photo", contentType, bytes };
  return sendForm(app, "POST", `/api/uploads/${kind}`, { cookie, parts: [file] });
}

describe("phone photos and image variants", () => {
  it("accepts a 6 MB, 12 MP phone photo as hero, stored within 2400x1600 with its 480, 960, 1600 and 2400 px widths", async () => {
    const photo = await phonePhotoJpeg();
    expect(photo.length).toBeGreaterThan(6 * MB);
    const response = await upload("campaign-heroes", photo, "image/jpeg");
    expect(response.statusCode, response.body).toBe(201);
    const { url, width, height } = response.json();
    expect([width, height]).toEqual([2133, 1600]);
    expect(await sizeOf(url)).toEqual({ width: 2133, height: 1600, format: "webp" });
    // Never enlarged: the 2400 px name holds the original's 2133 pixels.
    const widths = [];
    for (const size of [480, 960, 1600, 2400]) widths.push((await sizeOf(variantOf(url, size))).width);
    expect(widths).toEqual([480, 960, 1600, 2133]);
    expect(await sizeOf(variantOf(url, 480))).toEqual({ width: 480, height: 360, format: "webp" });

    const served = await app.inject({ method: "GET", url: variantOf(url, 480) });
    expect(served.statusCode).toBe(200);
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.rawPayload.length).toBeLessThan(photo.length / 20);
  });

  it("gives a logo its 1x and 2x, each covering the 40 px circle's square", async () => {
    const response = await upload("campaign-logos", await pngWithExif(300, 150), "image/png");
    expect(response.statusCode).toBe(201);
    const { url } = response.json();
    expect(await sizeOf(variantOf(url, 40))).toEqual({ width: 80, height: 40, format: "webp" });
    expect(await sizeOf(variantOf(url, 80))).toEqual({ width: 160, height: 80, format: "webp" });
  });

  it("makes the variants of an image uploaded before them, once, and leaves other sites' pictures alone", async () => {
    // An upload from before decision 043: the original alone in the storage, named on a campaign.
    const key = `campaign-heroes/${associationId}/${randomUUID()}.webp`;
    const old = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#B76E79" } })
      .webp()
      .toBuffer();
    const { url } = await storage.put(key, old, "image/webp");
    const lost = `/uploads/campaign-heroes/${associationId}/${randomUUID()}.webp`;
    const created = await send(app, "POST", `/api/associations/${associationId}/campaigns`, {
      cookie,
      body: { ...creationForm, hero_image_url: url, logo_url: "https://cdn.exemple.fr/logo.webp", og_image_url: lost },
    });
    expect(created.statusCode, created.body).toBe(201);

    const first = await backfillImageVariants(app.database.db, storage);
    expect(first).toMatchObject({ made: 1, missing: 1, failed: 0 });
    const widths = [];
    for (const size of [480, 960, 1600, 2400]) widths.push((await sizeOf(variantOf(url, size))).width);
    expect(widths).toEqual([480, 960, 1200, 1200]);
    // The original itself is not touched: its address still holds the same bytes.
    expect((await readFile(fileOf(url))).equals(old)).toBe(true);

    const again = await backfillImageVariants(app.database.db, storage);
    expect(again).toMatchObject({ made: 0, missing: 1 });
    expect(again.alreadyThere).toBe(first.alreadyThere + 1);
  });
});

import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { appForFile, send } from "../../../tests/support/app";
import { memberWithAssociation } from "../../../tests/support/campaigns";
import { uploadsDirForFile } from "../../../tests/support/uploads-dir";
import { type FormPart, sendForm } from "../../../tests/support/multipart-body";
import { COPYRIGHT, jpegRotated, noisyPng, pdfBytes, pngWithExif } from "../../../tests/support/test-images";

const dir = await uploadsDirForFile("boutique-uploads-");
const app = await appForFile({ storage: { driver: "local", dir } });
const { cookie: alice, associationId: associationA } = await memberWithAssociation(app, "alice@exemple.fr");
const { cookie: bob, associationId: associationB } = await memberWithAssociation(app, "bob@exemple.fr");

const INVALID = { code: "INVALID_IMAGE", message: "Ce fichier n'est pas une image valide (JPEG, PNG, WebP, GIF ou AVIF)" };
const uuidWebp = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.webp";

type UploadOptions = { cookie?: string; associationId?: string; filename?: string; contentType?: string; fieldFirst?: boolean };

function upload(kind: "campaign-logos" | "campaign-heroes", bytes: Buffer, options: UploadOptions = {}) {
  const file: FormPart = {
    name: "file",
    filename: options.filename ?? "image.png",
    contentType: options.contentType ?? "image/png",
    bytes,
  };
  const field: FormPart[] = options.associationId ? [{ name: "association_id", value: options.associationId }] : [];
  return sendForm(app, "POST", `/api/uploads/${kind}`, {
    cookie: options.cookie,
    parts: options.fieldFirst ? [...field, file] : [file, ...field],
  });
}

/** Every file under the storage dir, temp files included: a refused upload must leave no trace. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

const fileOf = (url: string) => path.join(dir, url.replace(/^\/uploads\//, ""));

describe("accepted images", () => {
  it("stores a PNG hero as WebP at its size, with EXIF and GPS gone", async () => {
    const png = await pngWithExif(1200, 800);
    const input = await sharp(png).metadata();
    expect(input.exif?.toString("latin1")).toContain(COPYRIGHT); // the test image really carries EXIF
    expect(input.exif?.toString("hex")).toContain("2588"); // and a GPS IFD (tag 0x8825, little-endian)

    const response = await upload("campaign-heroes", png, { cookie: alice });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ url: expect.any(String), width: 1200, height: 800 });
    expect(body.url).toMatch(new RegExp(`^/uploads/campaign-heroes/${associationA}/${uuidWebp}$`));

    const stored = await readFile(fileOf(body.url));
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 1200, height: 800 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(stored.includes(Buffer.from(COPYRIGHT))).toBe(false);
  });

  it("stores a JPEG logo upright, fitted inside 512x512", async () => {
    const response = await upload("campaign-logos", await jpegRotated(1200, 800), {
      cookie: alice,
      filename: "logo.jpg",
      contentType: "image/jpeg",
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ width: 341, height: 512 });
    expect(body.url).toMatch(new RegExp(`^/uploads/campaign-logos/${associationA}/${uuidWebp}$`));
    const metadata = await sharp(await readFile(fileOf(body.url))).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 341, height: 512 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it("takes association_id in either order and gives every upload a new name", async () => {
    const png = await pngWithExif(64, 64);
    const first = await upload("campaign-logos", png, { cookie: alice, associationId: associationA, fieldFirst: true });
    const second = await upload("campaign-logos", png, { cookie: alice, associationId: associationA });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json().url).not.toBe(second.json().url);
  });

  it("stores under the association the member names", async () => {
    const response = await upload("campaign-heroes", await pngWithExif(64, 64), { cookie: bob, associationId: associationB });
    expect(response.statusCode).toBe(201);
    expect(response.json().url).toMatch(new RegExp(`^/uploads/campaign-heroes/${associationB}/${uuidWebp}$`));
  });

  it("accepts a file above the 1 MB JSON body limit, since only the 15 MB upload cap applies", async () => {
    const png = await noisyPng(1000, 1000);
    expect(png.length).toBeGreaterThan(2_500_000);
    const response = await upload("campaign-heroes", png, { cookie: alice });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ width: 1000, height: 1000 });
  });

  it("serves the stored file back as WebP with a long immutable cache", async () => {
    const { url } = (await upload("campaign-heroes", await pngWithExif(300, 200), { cookie: alice })).json();
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: "webp", width: 300, height: 200 });
  });
});

describe("refused uploads store nothing", () => {
  let before: string[];
  beforeAll(async () => {
    before = await storedFiles();
  });
  const expectNothingStored = async () => expect(await storedFiles()).toEqual(before);

  it("refuses a PDF renamed .png", async () => {
    const response = await upload("campaign-logos", pdfBytes(), { cookie: alice, filename: "logo.png", contentType: "image/png" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID);
    await expectNothingStored();
  });

  it("refuses a text file", async () => {
    const text = Buffer.from("Bonjour, ceci est un fichier texte.\n".repeat(20));
    const response = await upload("campaign-heroes", text, { cookie: alice, filename: "notes.txt", contentType: "text/plain" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID);
    await expectNothingStored();
  });

  it("refuses a truncated JPEG", async () => {
    const jpeg = await jpegRotated(1200, 800);
    const response = await upload("campaign-heroes", jpeg.subarray(0, Math.floor(jpeg.length / 2)), {
      cookie: alice,
      filename: "photo.jpg",
      contentType: "image/jpeg",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID);
    await expectNothingStored();
  });

  it("refuses a file over 15 MB with 413, saying what to do", async () => {
    const png = await noisyPng(2300, 2300);
    expect(png.length).toBeGreaterThan(15 * 1024 * 1024);
    const response = await upload("campaign-heroes", png, { cookie: alice });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: "FILE_TOO_LARGE",
      message: "Le fichier dépasse 15 Mo : choisissez une photo plus petite, ou réduisez-la avant de l'envoyer.",
    });
    await expectNothingStored();
  });

  it("refuses an image above 25 megapixels", async () => {
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const response = await upload("campaign-heroes", bomb, { cookie: alice });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "IMAGE_TOO_LARGE" });
    await expectNothingStored();
  });

  it("answers 401 to an anonymous visitor", async () => {
    const response = await upload("campaign-logos", await pngWithExif(64, 64));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "UNAUTHENTICATED" });
    await expectNothingStored();
  });

  it("answers 403 to a member of another association", async () => {
    const response = await upload("campaign-logos", await pngWithExif(64, 64), { cookie: bob, associationId: associationA });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: "FORBIDDEN" });
    await expectNothingStored();
  });

  it("refuses a malformed association_id", async () => {
    const response = await upload("campaign-logos", await pngWithExif(64, 64), { cookie: alice, associationId: "pas-un-id" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION", field: "association_id" });
    await expectNothingStored();
  });

  it("asks for a file when the form has none, or is not a form", async () => {
    const empty = await sendForm(app, "POST", "/api/uploads/campaign-logos", {
      cookie: alice,
      parts: [{ name: "association_id", value: associationA }],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: "FILE_MISSING" });
    const json = await send(app, "POST", "/api/uploads/campaign-logos", { cookie: alice, body: { file: "x" } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ code: "FILE_MISSING" });
    await expectNothingStored();
  });
});

describe("scope", () => {
  it("keeps multipart to the upload routes", async () => {
    const response = await sendForm(app, "PATCH", "/api/me/profile", { cookie: alice, parts: [{ name: "full_name", value: "Alice" }] });
    expect(response.statusCode).toBe(415);
  });

  it("serves nothing outside the upload directory, nor half-written temp files", async () => {
    await writeFile(path.join(dir, ".logo.webp.0123.tmp"), "partial");
    for (const url of ["/uploads/../package.json", "/uploads/%2e%2e/package.json", "/uploads/.logo.webp.0123.tmp", "/uploads/nope.webp"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});

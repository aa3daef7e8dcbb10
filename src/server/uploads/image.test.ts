import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { AppError } from "../../shared/errors";
import { renderer } from "../lib/renderer";
import { toWebp } from "./image";
import { sniffImageFormat } from "./image-format";
import { avif, gif, jpegRotated, pdfBytes, pngWithExif, svgBytes, webp } from "../../../tests/support/test-images";

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "accepted",
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );

describe("sniffImageFormat", () => {
  it("recognises the five accepted formats from their first bytes", async () => {
    expect(sniffImageFormat(await pngWithExif(20, 10))).toBe("png");
    expect(sniffImageFormat(await jpegRotated(20, 10))).toBe("jpeg");
    expect(sniffImageFormat(await gif())).toBe("gif");
    expect(sniffImageFormat(await webp())).toBe("webp");
    expect(sniffImageFormat(await avif())).toBe("avif");
  });

  it("knows nothing else", () => {
    expect(sniffImageFormat(pdfBytes())).toBeNull();
    expect(sniffImageFormat(svgBytes())).toBeNull();
    expect(sniffImageFormat(Buffer.from("bonjour"))).toBeNull();
    expect(sniffImageFormat(Buffer.alloc(0))).toBeNull();
  });
});

describe("toWebp", () => {
  it("fits a hero inside 2400x1600 and a logo inside 512x512, never enlarging", async () => {
    const big = await pngWithExif(3000, 1000);
    expect(await toWebp(big, "campaign-heroes")).toMatchObject({ width: 2400, height: 800 });
    expect(await toWebp(big, "campaign-logos")).toMatchObject({ width: 512, height: 171 });
    const small = await pngWithExif(100, 60);
    expect(await toWebp(small, "campaign-heroes")).toMatchObject({ width: 100, height: 60 });
  });

  it("turns the image upright from its EXIF orientation, then drops the tag", async () => {
    const result = await toWebp(await jpegRotated(1200, 800), "campaign-heroes");
    expect(result).toMatchObject({ width: 800, height: 1200 });
    const stored = await sharp(result.bytes).metadata();
    expect(stored).toMatchObject({ format: "webp", width: 800, height: 1200 });
    expect(stored.orientation).toBeUndefined();
    expect(stored.exif).toBeUndefined();
  });

  it("accepts GIF, WebP and AVIF, always answering WebP", async () => {
    for (const bytes of [await gif(), await webp(), await avif()]) {
      const result = await toWebp(bytes, "campaign-logos");
      expect(result).toMatchObject({ width: 300, height: 200, contentType: "image/webp" });
      expect((await sharp(result.bytes).metadata()).format).toBe("webp");
    }
  });

  it("refuses SVG, PDF, text, and files that only start like an image", async () => {
    const png = await pngWithExif(200, 100);
    expect(await codeOf(toWebp(svgBytes(), "campaign-logos"))).toBe("INVALID_IMAGE");
    expect(await codeOf(toWebp(pdfBytes(), "campaign-logos"))).toBe("INVALID_IMAGE");
    expect(await codeOf(toWebp(Buffer.from("ceci n'est pas une image"), "campaign-logos"))).toBe("INVALID_IMAGE");
    expect(await codeOf(toWebp(png.subarray(0, 60), "campaign-logos"))).toBe("INVALID_IMAGE");
    // A JPEG signature in front of PNG bytes: the signature and the decoder disagree.
    const mixed = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), png]);
    expect(await codeOf(toWebp(mixed, "campaign-logos"))).toBe("INVALID_IMAGE");
  });

  it("refuses an image above 25 megapixels before decoding it", async () => {
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    expect(bomb.length).toBeLessThan(1_000_000); // small on disk, 192 MB once decoded
    expect(await codeOf(toWebp(bomb, "campaign-heroes"))).toBe("IMAGE_TOO_LARGE");
    // The audit's 1 KB AVIF declaring 39.9 MP, which used to cost 0.5 GB: refused from its header alone.
    const avifBomb = await sharp({ create: { width: 7300, height: 5466, channels: 3, background: "#000" } })
      .avif({ effort: 0 })
      .toBuffer();
    expect(avifBomb.length).toBeLessThan(2_000);
    renderer.resetPeak();
    expect(await codeOf(toWebp(avifBomb, "campaign-logos"))).toBe("IMAGE_TOO_LARGE");
    expect(renderer.stats().peakRunning).toBe(0);
    // Just over the cap too, while a recent iPhone's 24.5 MP photo (5712x4284) is still taken.
    const justOver = await sharp({ create: { width: 5000, height: 5001, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    expect(await codeOf(toWebp(justOver, "campaign-heroes"))).toBe("IMAGE_TOO_LARGE");
    const phone = await sharp({ create: { width: 5712, height: 4284, channels: 3, background: "#FAD7C1" } })
      .jpeg()
      .toBuffer();
    expect(await toWebp(phone, "campaign-heroes")).toMatchObject({ width: 2133, height: 1600 });
  });
});

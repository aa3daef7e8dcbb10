import sharp, { type Metadata } from "sharp";
import { AppError } from "../../shared/errors";
import { sharpFormatOf, sniffImageFormat } from "./image-format";

export type ImageKind = "campaign-logos" | "campaign-heroes";

// Bounding boxes of the stored image: a logo shows small, a hero covers a wide screen.
const boxes: Record<ImageKind, { width: number; height: number }> = {
  "campaign-logos": { width: 512, height: 512 },
  "campaign-heroes": { width: 2400, height: 1600 },
};

// Decoding is where a small file can cost a lot of memory (a "decompression bomb"): 40 MP is above any
// phone camera, and sharp refuses to decode more.
export const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 82;

export type ProcessedImage = { bytes: Buffer; width: number; height: number; contentType: "image/webp" };

/**
 * Decodes an upload and re-encodes it as WebP: auto-rotated from EXIF, fitted inside the kind's box (never
 * enlarged), metadata (EXIF, GPS, ICC, XMP) dropped because sharp strips it unless withMetadata is asked for.
 * Anything sharp cannot decode completely, a truncated file included, is an INVALID_IMAGE.
 */
export async function toWebp(bytes: Buffer, kind: ImageKind): Promise<ProcessedImage> {
  const format = sniffImageFormat(bytes);
  if (!format) throw new AppError("INVALID_IMAGE");

  // failOn "warning": libvips only warns on a truncated JPEG and would return a half-grey picture.
  const input = () => sharp(bytes, { failOn: "warning", limitInputPixels: MAX_INPUT_PIXELS });

  let metadata: Metadata;
  try {
    metadata = await input().metadata();
  } catch (error) {
    throw refusal(error);
  }
  if (metadata.format !== sharpFormatOf[format] || !metadata.width || !metadata.height) {
    throw new AppError("INVALID_IMAGE");
  }
  // The header gives the size before anything is decoded (sharp may already refuse in metadata()).
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new AppError("IMAGE_TOO_LARGE");

  const box = boxes[kind];
  try {
    // Only the first frame of an animated GIF or WebP: frames would multiply the decoded pixels.
    const { data, info } = await input()
      .autoOrient()
      .resize({ width: box.width, height: box.height, fit: "inside", withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height, contentType: "image/webp" };
  } catch (error) {
    throw refusal(error);
  }
}

// sharp's limitInputPixels error is the only one that is not "this is not an image".
function refusal(error: unknown): AppError {
  const tooLarge = error instanceof Error && /pixel limit/i.test(error.message);
  return new AppError(tooLarge ? "IMAGE_TOO_LARGE" : "INVALID_IMAGE");
}

import sharp, { type Metadata } from "sharp";
import { AppError } from "../../shared/errors";
import { IMAGE_VARIANTS, STORED_BOXES, type UploadedImageKind } from "../../shared/image-variants";
import { renderer } from "../lib/renderer";
import { sharpFormatOf, sniffImageFormat } from "./image-format";

export type ImageKind = UploadedImageKind;

// Decoding is where a small file can cost a lot of memory (a "decompression bomb"): a 1 KB AVIF costs about
// 18 bytes per declared pixel and a CPU-second per 10 MP (JPEG and PNG about 2 bytes). The stored boxes need
// at most 2400x1600 (3.8 MP), but members upload phone photos as shot: 24.5 MP on recent iPhones, 12 MP on
// most others. 25 MP takes those and brings the worst decode from 740 MB (the former 40 MP) to about 460 MB.
export const MAX_INPUT_PIXELS = 25_000_000;
// Memory, not CPU, is what parallel decodes exhaust (each already uses every core through libvips' threads): the
// renderer's slots, two at most, bound the worst case near 1 GB (lib/renderer.ts, decision 027). Decodes share those
// slots and their waiting line with the documents; past it, the upload is refused with IMAGES_BUSY.
// Every upload is a new file, so libvips' operation cache never hits: it only kept decoded images alive after
// their request (a burst of 12 MP AVIFs left 350 MB more resident with it than without).
sharp.cache(false);
const WEBP_QUALITY = 82;

export type ProcessedImage = {
  bytes: Buffer;
  width: number;
  height: number;
  contentType: "image/webp";
  /** The sizes of shared/image-variants.ts, each a WebP stored beside the original (decision 043). */
  variants: { size: number; bytes: Buffer }[];
};

/**
 * Decodes an upload and re-encodes it as WebP: auto-rotated from EXIF, fitted inside the kind's box (never
 * enlarged), metadata (EXIF, GPS, ICC, XMP) dropped because sharp strips it unless withMetadata is asked for.
 * Anything sharp cannot decode completely, a truncated file included, is an INVALID_IMAGE. The kind's smaller
 * variants are made from the same decoded pixels, in the same slot: a 12 MP photo is decoded once.
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

  const box = STORED_BOXES[kind];
  // Only the decode waits for a slot: reading the header is cheap, so a refusal never queues.
  return renderer.runHere(
    async () => {
      try {
        // Only the first frame of an animated GIF or WebP: frames would multiply the decoded pixels.
        const { data, info } = await input()
          .autoOrient()
          .resize({ width: box.width, height: box.height, fit: "inside", withoutEnlargement: true })
          .raw()
          .toBuffer({ resolveWithObject: true });
        const fitted = { width: info.width, height: info.height, channels: info.channels };
        const bytes = await sharp(data, { raw: fitted }).webp({ quality: WEBP_QUALITY }).toBuffer();
        const variants = await variantsOf(data, fitted, kind);
        return { bytes, width: info.width, height: info.height, contentType: "image/webp" as const, variants };
      } catch (error) {
        throw refusal(error);
      }
    },
    { busy: () => new AppError("IMAGES_BUSY") },
  );
}

type RawPixels = { width: number; height: number; channels: 1 | 2 | 3 | 4 };

/** One after the other: each holds only its own output, never several encodes' memory at once. */
async function variantsOf(pixels: Buffer, raw: RawPixels, kind: ImageKind): Promise<ProcessedImage["variants"]> {
  const variants: ProcessedImage["variants"] = [];
  for (const size of IMAGE_VARIANTS[kind].sizes) {
    // A hero is chosen by width; a logo fills a square (object-cover), so its variant covers a square of the side.
    const fit =
      kind === "campaign-heroes"
        ? ({ width: size, withoutEnlargement: true } as const)
        : ({ width: size, height: size, fit: "outside", withoutEnlargement: true } as const);
    const bytes = await sharp(pixels, { raw }).resize(fit).webp({ quality: WEBP_QUALITY }).toBuffer();
    variants.push({ size, bytes });
  }
  return variants;
}

/** An image already stored (an upload from before its variants existed): decoded and made into its variants. */
export async function variantsOfStored(bytes: Buffer, kind: ImageKind): Promise<ProcessedImage["variants"]> {
  return renderer.runHere(
    async () => {
      const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).raw().toBuffer({ resolveWithObject: true });
      return variantsOf(data, { width: info.width, height: info.height, channels: info.channels }, kind);
    },
    { busy: () => new AppError("IMAGES_BUSY") },
  );
}

// sharp's limitInputPixels error is the only one that is not "this is not an image".
function refusal(error: unknown): AppError {
  const tooLarge = error instanceof Error && /pixel limit/i.test(error.message);
  return new AppError(tooLarge ? "IMAGE_TOO_LARGE" : "INVALID_IMAGE");
}

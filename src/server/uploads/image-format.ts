// The formats a browser shows and we accept. We look at the first bytes ourselves before sharp sees the file:
// sharp also reads SVG, TIFF, PDF (with some builds) and more, which have no business in a logo upload.
export type ImageFormat = "jpeg" | "png" | "webp" | "gif" | "avif";

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString("latin1");

/** The format announced by the file's signature, or null. Says nothing about the rest of the file. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 4, 8) === "ftyp" && isAvifBrand(bytes)) return "avif";
  return null;
}

// ISO-BMFF: the ftyp box lists a major brand and compatible brands; AVIF files carry "avif" or "avis".
function isAvifBrand(bytes: Buffer): boolean {
  const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 64);
  for (let offset = 8; offset + 4 <= boxSize; offset += 4) {
    if (offset === 12) continue; // minor version, not a brand
    const brand = ascii(bytes, offset, offset + 4);
    if (brand === "avif" || brand === "avis") return true;
  }
  return false;
}

/** sharp's name for each accepted format (AVIF is read by libheif, so sharp reports "heif"). */
export const sharpFormatOf: Record<ImageFormat, string> = {
  jpeg: "jpeg",
  png: "png",
  webp: "webp",
  gif: "gif",
  avif: "heif",
};

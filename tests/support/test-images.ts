import sharp from "sharp";

// Test helper: real images made by sharp, so the upload path decodes what a camera or an editor produces.
const solid = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 3, background } });

export const COPYRIGHT = "Copyright Boutique Test";

/** A PNG carrying EXIF (copyright) and a GPS position, as a phone photo would. */
export const pngWithExif = (width = 1200, height = 800) =>
  solid(width, height, "#B76E79")
    .withMetadata({
      exif: {
        IFD0: { Copyright: COPYRIGHT },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "47/1 39/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "2/1 45/1 0/1" },
      },
    })
    .png()
    .toBuffer();

/** A JPEG stored landscape but tagged "rotate 90°" (EXIF orientation 6), like a phone held upright. */
export const jpegRotated = (width = 1200, height = 800) =>
  solid(width, height, "#FAD7C1").withMetadata({ orientation: 6 }).jpeg({ quality: 90 }).toBuffer();

/** Incompressible pixels: an uncompressed PNG of about width × height × 3 bytes. */
export const noisyPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 60 } } })
    .png({ compressionLevel: 0 })
    .toBuffer();

export const gif = () => solid(300, 200, "#336699").gif().toBuffer();
export const webp = () => solid(300, 200, "#336699").webp().toBuffer();
export const avif = () => solid(300, 200, "#336699").avif().toBuffer();

/** A tiny page that starts like every PDF. */
export const pdfBytes = () => Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

export const svgBytes = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');

/**
 * A photo as a 12-megapixel phone shoots it: 4000x3000, about 6 MB of JPEG (noise, so that it does not compress the way a
 * flat colour would).
 */
export const phonePhotoJpeg = () =>
  sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
    .jpeg({ quality: 85 })
    .toBuffer();

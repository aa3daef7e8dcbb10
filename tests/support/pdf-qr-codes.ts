import jsQR from "jsqr";
import sharp from "sharp";
import { getDocumentProxy, renderPageAsImage } from "unpdf";

// The QR codes a PDF carries, read back from the file as a person's phone reads the printed page: every page drawn
// by pdf.js into pixels (through @napi-rs/canvas), then decoded with jsQR. Our documents draw each code as vector
// squares, so there is no picture to take out: only a rendered page shows the code.

type ArrayBufferWithTransfer = ArrayBuffer & { transferToFixedLength?: (length?: number) => ArrayBuffer };

/**
 * pdf.js packs a page's fonts with ArrayBuffer.prototype.transferToFixedLength (Node 21+); on Node 20 it stops reading
 * the page's drawing at the first font. Lent while reading, then taken back.
 */
export async function withTransferToFixedLength<T>(read: () => Promise<T>): Promise<T> {
  const proto = ArrayBuffer.prototype as ArrayBufferWithTransfer;
  const lent = proto.transferToFixedLength === undefined;
  if (lent)
    proto.transferToFixedLength = function (this: ArrayBuffer, length = this.byteLength) {
      const copy = new ArrayBuffer(length);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return copy;
    };
  try {
    return await read();
  } finally {
    if (lent) delete proto.transferToFixedLength;
  }
}

/** Where a code lies on its page, in points from the page's top left, its quiet zone of four modules included. */
export type QrCodeBox = { left: number; top: number; right: number; bottom: number };
/** A code read back: its text, its page, its place and its width in modules (quiet zone left out). */
export type FoundQrCode = { page: number; data: string; box: QrCodeBox; modules: number };

// Three pixels a point: a module of the flyers' codes (2.5 pt) is seven pixels wide, well over what jsQR needs.
const SCALE = 3;
// jsQR reads one code a picture, and with several on a page it pairs finder patterns of different codes. The page is
// cut into the blots of ink it holds (pixels within CELL of each other belong together: a code's quiet zone keeps it
// apart from its neighbours), and every squarish blot large enough for a code is decoded on its own.
const CELL = 6;
const MIN_CODE = 21 * 2 * SCALE;

type Pixels = { rgba: Uint8ClampedArray; width: number; height: number };
type Region = { left: number; top: number; right: number; bottom: number };

/** The bounding boxes, in pixels, of the page's blots of dark ink. */
function blots({ rgba, width, height }: Pixels): Region[] {
  const columns = Math.ceil(width / CELL);
  const rows = Math.ceil(height / CELL);
  const inked = new Uint8Array(columns * rows);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      if (rgba[i] + rgba[i + 1] + rgba[i + 2] < 3 * 128) inked[Math.floor(y / CELL) * columns + Math.floor(x / CELL)] = 1;
    }
  const regions: Region[] = [];
  const seen = new Uint8Array(columns * rows);
  for (let start = 0; start < inked.length; start += 1) {
    if (!inked[start] || seen[start]) continue;
    const region = { left: columns, top: rows, right: 0, bottom: 0 };
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const cell = stack.pop()!;
      const cx = cell % columns;
      const cy = Math.floor(cell / columns);
      region.left = Math.min(region.left, cx);
      region.right = Math.max(region.right, cx + 1);
      region.top = Math.min(region.top, cy);
      region.bottom = Math.max(region.bottom, cy + 1);
      for (let dy = -1; dy <= 1; dy += 1)
        for (let dx = -1; dx <= 1; dx += 1) {
          const nx = cx + dx;
          const ny = cy + dy;
          const next = ny * columns + nx;
          if (nx >= 0 && ny >= 0 && nx < columns && ny < rows && inked[next] && !seen[next]) {
            seen[next] = 1;
            stack.push(next);
          }
        }
    }
    regions.push({ left: region.left * CELL, top: region.top * CELL, right: region.right * CELL, bottom: region.bottom * CELL });
  }
  return regions;
}

/** A region of the page with a margin of paper around it, as jsQR takes pixels. */
function crop({ rgba, width, height }: Pixels, region: Region, margin: number): Pixels & { left: number; top: number } {
  const left = Math.max(0, region.left - margin);
  const top = Math.max(0, region.top - margin);
  const right = Math.min(width, region.right + margin);
  const bottom = Math.min(height, region.bottom + margin);
  const part = new Uint8ClampedArray((right - left) * (bottom - top) * 4);
  for (let y = top; y < bottom; y += 1)
    part.set(rgba.subarray((y * width + left) * 4, (y * width + right) * 4), (y - top) * (right - left) * 4);
  return { rgba: part, width: right - left, height: bottom - top, left, top };
}

/** The codes of one page's pixels, each once. */
function codesOfPixels(pixels: Pixels): Omit<FoundQrCode, "page">[] {
  const found: Omit<FoundQrCode, "page">[] = [];
  const squarish = blots(pixels).filter((region) => {
    const width = region.right - region.left;
    const height = region.bottom - region.top;
    return width >= MIN_CODE && height >= MIN_CODE && width <= 1.3 * height && height <= 1.3 * width;
  });
  // A code whose quiet zone touches other ink (the poster's code and the ink around it, for about one link in ten)
  // makes no squarish blot of its own: when no blot held a code, the whole page is read, as a phone reads a page with
  // one code on it.
  const whole = { left: 0, top: 0, right: pixels.width, bottom: pixels.height };
  for (const region of [...squarish, whole]) {
    if (region === whole && found.length > 0) break;
    const part = crop(pixels, region, region === whole ? 0 : 8 * CELL);
    const code = jsQR(part.rgba, part.width, part.height, { inversionAttempts: "dontInvert" });
    if (!code) continue;
    const corners = [
      code.location.topLeftCorner,
      code.location.topRightCorner,
      code.location.bottomLeftCorner,
      code.location.bottomRightCorner,
    ];
    const xs = corners.map((c) => c.x + part.left);
    const ys = corners.map((c) => c.y + part.top);
    // jsQR's corners are the symbol's; four modules of quiet zone lie around it.
    const modules = 17 + 4 * code.version;
    const quiet = ((Math.max(...xs) - Math.min(...xs)) / modules) * 4;
    const box = {
      left: (Math.min(...xs) - quiet) / SCALE,
      right: (Math.max(...xs) + quiet) / SCALE,
      top: (Math.min(...ys) - quiet) / SCALE,
      bottom: (Math.max(...ys) + quiet) / SCALE,
    };
    // A frame drawn around a code is a blot holding the same code: read once.
    const again = found.some(
      (other) =>
        other.data === code.data &&
        other.box.left < box.right &&
        box.left < other.box.right &&
        other.box.top < box.bottom &&
        box.top < other.box.bottom,
    );
    if (!again) found.push({ data: code.data, box, modules });
  }
  return found;
}

/** Every QR code of the PDF with its page and place, page after page. */
export async function qrCodesIn(pdf: Uint8Array): Promise<FoundQrCode[]> {
  return withTransferToFixedLength(async () => {
    const document = await getDocumentProxy(new Uint8Array(pdf));
    const codes: FoundQrCode[] = [];
    for (let page = 1; page <= document.numPages; page += 1) {
      const png = await renderPageAsImage(new Uint8Array(pdf), page, { canvasImport: () => import("@napi-rs/canvas"), scale: SCALE });
      const { data, info } = await sharp(Buffer.from(png))
        .flatten({ background: "#ffffff" })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const rgba = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
      for (const code of codesOfPixels({ rgba, width: info.width, height: info.height })) codes.push({ page, ...code });
    }
    return codes;
  });
}

/** Every QR code of the PDF, page after page, as the text it decodes to. */
export async function qrCodesOf(pdf: Uint8Array): Promise<string[]> {
  return (await qrCodesIn(pdf)).map((code) => code.data);
}

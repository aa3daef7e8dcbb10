import QRCode from "qrcode";
import type { PdfDocument } from "./pdf-document";

// A QR code drawn into a PDF as vector squares, from the module matrix of the `qrcode` library: no picture to encode
// and embed per code (a sheet of 1 000 flyers made 1 000 PNGs, 7 MB and half a minute), and edges as sharp as the
// printer can make them at any size.

// 'M' (15 % of the code may be lost: a crease, a reflection on a pinned sheet), black on white and four modules of
// quiet zone inside the square, as the standard asks, so that it scans on any paper.
const ERROR_CORRECTION = "M";
const QUIET_ZONE = 4;
const DARK = "#000000";
const LIGHT = "#ffffff";

/** The code of `text` in a square of `size` points at (x, y), its quiet zone included, as filled paths. */
export function drawQrCode(doc: PdfDocument, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: ERROR_CORRECTION });
  const count = modules.size;
  const module = size / (count + 2 * QUIET_ZONE);
  doc.save();
  doc.rect(x, y, size, size).fill(LIGHT);
  // One rectangle per run of dark modules in a row (a fraction of the operators one square each would write), all in
  // one path filled once: the rasteriser covers their union, with no hairline of paper between touching squares.
  for (let row = 0; row < count; row += 1) {
    let col = 0;
    while (col < count) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < count && modules.get(row, col)) col += 1;
      doc.rect(x + (QUIET_ZONE + start) * module, y + (QUIET_ZONE + row) * module, (col - start) * module, module);
    }
  }
  doc.fill(DARK);
  doc.restore();
}

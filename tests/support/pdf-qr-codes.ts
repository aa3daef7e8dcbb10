import jsQR from "jsqr";
import { extractImages, getDocumentProxy } from "unpdf";

// The QR codes a PDF carries, read back from the file as a person's phone would read the printed page: every picture
// of every page taken out with pdf.js and decoded with jsQR. Our documents draw each code as one embedded PNG.

type ArrayBufferWithTransfer = ArrayBuffer & { transferToFixedLength?: (length?: number) => ArrayBuffer };

/**
 * pdf.js packs a page's fonts with ArrayBuffer.prototype.transferToFixedLength (Node 21+); on Node 20 it stops reading
 * the page's drawing at the first font, before the images. Lent while reading, then taken back.
 */
async function withTransferToFixedLength<T>(read: () => Promise<T>): Promise<T> {
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

/** Every QR code of the PDF, page after page, as the text it decodes to (pictures that are no QR code left out). */
export async function qrCodesOf(pdf: Uint8Array): Promise<string[]> {
  return withTransferToFixedLength(async () => {
    const { numPages } = await getDocumentProxy(new Uint8Array(pdf));
    const codes: string[] = [];
    for (let page = 1; page <= numPages; page += 1) {
      for (const image of await extractImages(new Uint8Array(pdf), page)) {
        const rgba = new Uint8ClampedArray(image.width * image.height * 4);
        for (let p = 0; p < image.width * image.height; p += 1) {
          for (let c = 0; c < 3; c += 1) rgba[p * 4 + c] = image.data[p * image.channels + (image.channels === 1 ? 0 : c)];
          rgba[p * 4 + 3] = 255;
        }
        const code = jsQR(rgba, image.width, image.height)?.data;
        if (code) codes.push(code);
      }
    }
    return codes;
  });
}

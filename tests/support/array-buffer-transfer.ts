import { afterAll, beforeAll } from "vitest";

// pdf.js packs a page's fonts with ArrayBuffer.prototype.transferToFixedLength (Node 21+); on Node 20 it stops
// reading the page's drawing at the first font, before the images. Lent for one test file only: the workers are shared.
const proto = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: (length?: number) => ArrayBuffer };

/** Lends transferToFixedLength, where Node lacks it, from the file's first test to its last: call it at the top level. */
export function lendTransferToFixedLength() {
  const lent = proto.transferToFixedLength === undefined;
  beforeAll(() => {
    if (lent)
      proto.transferToFixedLength = function (this: ArrayBuffer, length = this.byteLength) {
        const copy = new ArrayBuffer(length);
        new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
        return copy;
      };
  });
  afterAll(() => {
    if (lent) delete proto.transferToFixedLength;
  });
}

import QRCode from "qrcode";
import { handOverUrl } from "../../shared/distribution-rules";

// The QR code of a paid pick-up order (docs/product.md#handing-over): the hand-over page's address, which a member's
// phone opens on the distribution day; a buyer who opens it sees nothing private. Made from the reference each time,
// never stored: in the buyer's confirmation mail (PNG) and on the thank-you page (SVG). Made by the renderer's
// workers (lib/render-jobs.ts), like every document.

// 'M' (15 % of the code may be lost): a phone screen at an angle, a creased print-out. Four modules of quiet zone,
// as the standard asks, so that a scanner finds it against any background.
const OPTIONS = { errorCorrectionLevel: "M", margin: 4 } as const;

/** Any address's code as SVG text: the hand-over page's for the thank-you page, a seller's link (docs/product.md#sellers). */
export function linkQrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { ...OPTIONS, type: "svg" });
}

/** The code as a PNG of `width` pixels, for mails (many mail clients show no SVG). */
export function handOverQrPng(publicUrl: string, reference: string, width = 240): Promise<Buffer> {
  return QRCode.toBuffer(handOverUrl(publicUrl, reference), { ...OPTIONS, type: "png", width });
}

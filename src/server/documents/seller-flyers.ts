import type { Campaign } from "../../shared/campaign";
import { fromSeller, readableUrl } from "../../shared/share-message";
import { chocolateBar, fittedSize, INK, oneLineSize, sharingInks, type SharingInks } from "./campaign-poster";
import { createPdf, OPERATOR, pdfBytes, printable, type PdfDocument } from "./pdf-document";
import { drawQrCode } from "./qr-code-drawing";

// The sellers' flyers: A4 sheets of eight, to print and cut along the dashed lines, one per child or member to hand
// out. Each carries its seller's own link, so that the orders it brings are counted to them.

/** What a flyer shows of the campaign: the campaign itself may be passed. */
export type FlyerCampaign = Pick<Campaign, "association_name" | "branding_primary_color" | "branding_secondary_color">;

/** A seller: their first name, their group (a class, a team) when they have one, their own link. */
export type FlyerSeller = { firstName: string; groupName: string | null; url: string };

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
export const FLYER_COLUMNS = 2;
export const FLYER_ROWS = 4;
export const FLYERS_PER_PAGE = FLYER_COLUMNS * FLYER_ROWS;
/** A flyer's cell, from cut line to cut line: 10.5 × 7.4 cm. */
export const FLYER_WIDTH = PAGE_WIDTH / FLYER_COLUMNS;
export const FLYER_HEIGHT = PAGE_HEIGHT / FLYER_ROWS;
// Everything stays this far inside the cut lines: a cut a few millimetres off, and a printer's unprintable border on
// the sheet's edges, take nothing away.
const INSET = 16;
const QR_SIZE = 112; // 4 cm with its quiet zone: read from a hand's length
const MUTED = "#6b5550";
const CUT_LINE = "#b9aca7";

/** 'Commandez auprès de Léa (CM2 B)': the seller, and their group when there is one. */
export function flyerCallToAction(seller: Pick<FlyerSeller, "firstName" | "groupName">): string {
  const group = seller.groupName?.trim() ? ` (${seller.groupName.trim()})` : "";
  return `Commandez ${fromSeller(seller.firstName)}${group}`;
}

function flyer(doc: PdfDocument, x: number, y: number, content: { name: string; seller: FlyerSeller; inks: SharingInks }) {
  const { inks, seller } = content;
  const left = x + INSET;
  const width = FLYER_WIDTH - 2 * INSET;

  // The campaign's name on a band of its colour.
  const bandHeight = 42;
  doc.roundedRect(left, y + INSET, width, bandHeight, 8).fill(inks.primary);
  doc.font("Helvetica-Bold");
  const nameBox = { width: width - 24, height: bandHeight - 10 };
  doc.fontSize(fittedSize(doc, content.name, { ...nameBox, max: 15, min: 8 }));
  const nameHeight = Math.min(nameBox.height, doc.heightOfString(content.name, { width: nameBox.width }));
  doc
    .fillColor(inks.onPrimary)
    .text(content.name, left + 12, y + INSET + (bandHeight - nameHeight) / 2, { ...nameBox, ellipsis: true, lineGap: 0 });

  // Who to order from, what, and for what; the code on the right.
  const top = y + INSET + bandHeight + 8;
  const qrLeft = x + FLYER_WIDTH - INSET - QR_SIZE + 6; // the code's white margin may run into the inset
  const textWidth = qrLeft - left - 6;
  const call = printable(flyerCallToAction(seller));
  doc.font("Helvetica-Bold").fillColor(INK);
  doc.fontSize(fittedSize(doc, call, { width: textWidth, height: 56, max: 15, min: 9 }));
  doc.text(call, left, top + 4, { width: textWidth, height: 56, ellipsis: true });
  doc
    .moveDown(0.3)
    .font("Helvetica")
    .fontSize(8.5)
    .fillColor(MUTED)
    .text("Tablettes de chocolat bio et équitable, fabriquées près de Vannes : 20 % de chaque vente financent nos projets.", left, doc.y, {
      width: textWidth - 30,
      height: 44,
      ellipsis: true,
    });
  chocolateBar(doc, left + textWidth - 22, y + FLYER_HEIGHT - INSET - 58, 18, inks);
  drawQrCode(doc, seller.url, qrLeft, top - 4, QR_SIZE);
  doc.link(qrLeft, top - 4, QR_SIZE, QR_SIZE, seller.url);

  // The link in words, for whoever types it.
  const address = printable(readableUrl(seller.url));
  doc.font("Helvetica-Bold").fillColor(INK);
  doc.fontSize(oneLineSize(doc, address, { width, max: 10, min: 6 }));
  doc.text(address, left, y + FLYER_HEIGHT - INSET - 12, { width, align: "center", lineBreak: false, ellipsis: true, link: seller.url });
}

/** Dashed lines between the cells of the `rows` rows used, and under the last when the sheet goes on below it. */
function cutLines(doc: PdfDocument, rows: number) {
  doc.save().lineWidth(0.6).strokeColor(CUT_LINE).dash(5, { space: 4 });
  doc
    .moveTo(FLYER_WIDTH, 0)
    .lineTo(FLYER_WIDTH, rows * FLYER_HEIGHT)
    .stroke();
  for (let row = 1; row <= Math.min(rows, FLYER_ROWS - 1); row += 1)
    doc
      .moveTo(0, row * FLYER_HEIGHT)
      .lineTo(PAGE_WIDTH, row * FLYER_HEIGHT)
      .stroke();
  doc.undash().restore();
}

/** A sheet with no seller yet says so, rather than coming out blank. */
function emptySheet(doc: PdfDocument, name: string) {
  doc
    .font("Helvetica-Bold")
    .fontSize(16)
    .fillColor(INK)
    .text(name, 56, 80, { width: PAGE_WIDTH - 112 });
  doc.moveDown(0.5).font("Helvetica").fontSize(12).text("Aucun vendeur pour le moment : ajoutez vos vendeurs pour imprimer leurs flyers.");
  doc.moveDown(0.5).fontSize(9).fillColor(MUTED).text(printable(OPERATOR));
}

/** The flyers of `sellers`, eight to a page in their order, as many pages as they need. */
export async function sellerFlyersPdf(campaign: FlyerCampaign, sellers: FlyerSeller[]): Promise<Buffer> {
  const doc = createPdf(`Flyers des vendeurs · ${campaign.association_name}`);
  const inks = sharingInks(campaign);
  const name = printable(campaign.association_name.replace(/\s+/g, " ").trim());
  if (sellers.length === 0) emptySheet(doc, name);
  for (let start = 0; start < sellers.length; start += FLYERS_PER_PAGE) {
    // The cells run from edge to edge: pdfkit's margins would push the lowest flyers onto a page of their own.
    if (start === 0) doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
    else doc.addPage({ size: "A4", margin: 0 });
    const onPage = sellers.slice(start, start + FLYERS_PER_PAGE);
    onPage.forEach((seller, index) => {
      const column = index % FLYER_COLUMNS;
      const row = Math.floor(index / FLYER_COLUMNS);
      flyer(doc, column * FLYER_WIDTH, row * FLYER_HEIGHT, { name, seller, inks });
    });
    cutLines(doc, Math.ceil(onPage.length / FLYER_COLUMNS));
  }
  return pdfBytes(doc);
}

import type { Campaign } from "../../shared/campaign";
import { fromSeller, readableUrl } from "../../shared/share-message";
import { fittedSize, INK, oneLineSize, sharingInks, type SharingInks } from "./campaign-poster";
import { flyerColumn, smallPrints, type SmallPrint } from "./flyer-column";
import { createPdf, OPERATOR, pdfBytes, printable, type PdfDocument } from "./pdf-document";
import { printedDateLines, type PrintedDatesCampaign } from "./printed-dates";
import { drawQrCode } from "./qr-code-drawing";

// The sellers' flyers: A4 sheets of eight, to print and cut along the dashed lines, one per child or member to hand
// out. Each carries its seller's own link, so that the orders it brings are counted to them, and what the parent who
// finds it in a school bag needs besides: until when to order, when and where to pick up (printed-dates.ts).

/** What a flyer shows of the campaign: the campaign itself may be passed. */
export type FlyerCampaign = Pick<Campaign, "association_name" | "branding_primary_color" | "branding_secondary_color"> &
  PrintedDatesCampaign;

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
/** The words' column, left of the code (whose white margin may run 6 pt into the inset), 6 pt clear of it. */
const COLUMN_WIDTH = FLYER_WIDTH - 2 * INSET - QR_SIZE;
const MUTED = "#6b5550";
const CUT_LINE = "#b9aca7";

/** 'Commandez auprès de Léa (CM2 B)': the seller, and their group when there is one. */
export function flyerCallToAction(seller: Pick<FlyerSeller, "firstName" | "groupName">): string {
  const group = seller.groupName?.trim() ? ` (${seller.groupName.trim()})` : "";
  return `Commandez ${fromSeller(seller.firstName)}${group}`;
}

type FlyerContent = { name: string; seller: FlyerSeller; inks: SharingInks; dates: string[]; prints: SmallPrint[] };

function flyer(doc: PdfDocument, x: number, y: number, content: FlyerContent) {
  const { inks, seller, dates } = content;
  const left = x + INSET;
  const width = FLYER_WIDTH - 2 * INSET;

  // The campaign's name on a band of its colour.
  const bandHeight = 36;
  doc.roundedRect(left, y + INSET, width, bandHeight, 8).fill(inks.primary);
  doc.font("Helvetica-Bold");
  const nameBox = { width: width - 24, height: bandHeight - 8 };
  doc.fontSize(fittedSize(doc, content.name, { ...nameBox, max: 15, min: 8 }));
  const nameHeight = Math.min(nameBox.height, doc.heightOfString(content.name, { width: nameBox.width }));
  doc
    .fillColor(inks.onPrimary)
    .text(content.name, left + 12, y + INSET + (bandHeight - nameHeight) / 2, { ...nameBox, ellipsis: true, lineGap: 0 });

  // Who to order from, what and for what, until when and where to pick up; the code on the right, the link in words
  // under both.
  const top = y + INSET + bandHeight + 4;
  const addressTop = y + FLYER_HEIGHT - INSET - 12;
  const qrLeft = x + FLYER_WIDTH - INSET - QR_SIZE + 6; // the code's white margin may run into the inset
  // The seller's name stays on the line of its 'de'.
  const call = printable(flyerCallToAction(seller)).replace(/^Commandez auprès de /, "Commandez auprès de\u00a0");
  const column = { left, top: top + 6, width: COLUMN_WIDTH, bottom: addressTop - 6 };
  flyerColumn(doc, column, { call, dates, prints: content.prints, inks });
  drawQrCode(doc, seller.url, qrLeft, top, QR_SIZE);
  doc.link(qrLeft, top, QR_SIZE, QR_SIZE, seller.url);

  // The link in words, for whoever types it.
  const address = printable(readableUrl(seller.url));
  doc.font("Helvetica-Bold").fillColor(INK);
  doc.fontSize(oneLineSize(doc, address, { width, max: 10, min: 6 }));
  doc.text(address, left, addressTop, { width, align: "center", lineBreak: false, ellipsis: true, link: seller.url });
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
  const dates = printedDateLines(campaign);
  const prints = smallPrints(doc, dates, COLUMN_WIDTH);
  if (sellers.length === 0) emptySheet(doc, name);
  for (let start = 0; start < sellers.length; start += FLYERS_PER_PAGE) {
    // The cells run from edge to edge: pdfkit's margins would push the lowest flyers onto a page of their own.
    if (start === 0) doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
    else doc.addPage({ size: "A4", margin: 0 });
    const onPage = sellers.slice(start, start + FLYERS_PER_PAGE);
    onPage.forEach((seller, index) => {
      const column = index % FLYER_COLUMNS;
      const row = Math.floor(index / FLYER_COLUMNS);
      flyer(doc, column * FLYER_WIDTH, row * FLYER_HEIGHT, { name, seller, inks, dates, prints });
    });
    cutLines(doc, Math.ceil(onPage.length / FLYER_COLUMNS));
  }
  return pdfBytes(doc);
}

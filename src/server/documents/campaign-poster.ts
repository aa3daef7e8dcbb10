import { campaignColors } from "../../shared/campaign-rules";
import { contrastRatio, readableTextOn } from "../../shared/colour-contrast";
import type { Campaign } from "../../shared/campaign";
import { formatEuroAmount } from "../../shared/format";
import { readableUrl } from "../../shared/share-message";
import { createPdf, OPERATOR, pdfBytes, printable, type PdfDocument } from "./pdf-document";
import { printedDateLines, type PrintedDatesCampaign } from "./printed-dates";
import { drawQrCode } from "./qr-code-drawing";

// The campaign's poster: one A4 page a school pins on its board, with a QR code big enough to scan from a metre away.
// It sets the sharing kit's look (colours, chocolate bar, code), which the link preview repeats, and the flyers in
// part (colours, code, the dates on the second colour).

/** What the poster shows of a campaign: the campaign itself may be passed. */
export type PosterCampaign = Pick<
  Campaign,
  "association_name" | "branding_primary_color" | "branding_secondary_color" | "project_goal_eur"
> &
  PrintedDatesCampaign;

export const INK = "#1f1412";
const MUTED = "#6b5550";
const WHITE = "#ffffff";
export const CHOCOLATE = "#5a3422";
export const CHOCOLATE_LIGHT = "#7a4a32";

/** The kit's colours: the campaign's two, the text that reads on each, and an accent that reads on white paper. */
export type SharingInks = { primary: string; onPrimary: string; secondary: string; onSecondary: string; accent: string };

export function sharingInks(campaign: Pick<Campaign, "branding_primary_color" | "branding_secondary_color">): SharingInks {
  const { primary, secondary } = campaignColors(campaign);
  // The accent writes large bold words on white, where 3:1 is enough (WCAG); a pale primary gives way to the ink.
  const accent = contrastRatio(primary, WHITE) >= 3 ? primary : INK;
  return { primary, onPrimary: readableTextOn(primary), secondary, onSecondary: readableTextOn(secondary), accent };
}

/** A bar of chocolate, squares moulded in, half slid out of a wrapper in the campaign's colour; (x, y) its top left. */
export function chocolateBar(doc: PdfDocument, x: number, y: number, width: number, inks: SharingInks) {
  const height = width * 1.45;
  const gap = width * 0.05;
  const square = (width - 4 * gap) / 3;
  doc.save();
  doc.roundedRect(x, y, width, height, width * 0.06).fill(CHOCOLATE);
  for (let row = 0; row < 3; row += 1)
    for (let col = 0; col < 3; col += 1)
      doc.roundedRect(x + gap + col * (square + gap), y + gap + row * (square + gap), square, square, square * 0.12).fill(CHOCOLATE_LIGHT);
  // The wrapper covers the lower part: the primary colour, a band of the secondary across it.
  const wrapperTop = y + height * 0.56;
  doc.roundedRect(x - 2, wrapperTop, width + 4, height - (wrapperTop - y) + 2, width * 0.06).fill(inks.primary);
  doc.rect(x - 2, wrapperTop + height * 0.12, width + 4, height * 0.12).fill(inks.secondary);
  doc.restore();
}

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const SIDE = 48;
const BODY_WIDTH = PAGE_WIDTH - 2 * SIDE;
// A phone reads a code from about ten times its width: 7.5 to 8.5 cm of code for a metre away, the picture's quiet
// zone around it (the square is 10 cm at most).
const QR_MAX = 300;
const QR_MIN = 270;

/** The largest size, from `max` down, at which `text` holds in a box of `width` × `height`; at `min`, it is cut. */
export function fittedSize(doc: PdfDocument, text: string, box: { width: number; height: number; max: number; min: number }): number {
  for (let size = box.max; size > box.min; size -= 1) {
    if (doc.fontSize(size).heightOfString(text, { width: box.width }) <= box.height) return size;
  }
  return box.min;
}

/** The largest size, from `max` down, at which `text` holds on one line of `width`. */
export function oneLineSize(doc: PdfDocument, text: string, line: { width: number; max: number; min: number }): number {
  for (let size = line.max; size > line.min; size -= 0.5) {
    if (doc.fontSize(size).widthOfString(text) <= line.width) return size;
  }
  return line.min;
}

/** The top band in the campaign's colour: what it is, the name as large as it fits in three lines, the goal. */
function nameBand(doc: PdfDocument, campaign: PosterCampaign, inks: SharingInks): number {
  const name = printable(campaign.association_name.replace(/\s+/g, " ").trim());
  doc.font("Helvetica-Bold");
  const box = { top: 62, width: BODY_WIDTH, height: 120 };
  const size = fittedSize(doc, name, { ...box, max: 52, min: 24 });
  const nameHeight = Math.min(box.height, doc.fontSize(size).heightOfString(name, { width: box.width }));
  const goal = campaign.project_goal_eur ? printable(`Notre objectif : ${formatEuroAmount(campaign.project_goal_eur)}`) : null;
  const bottom = box.top + nameHeight + (goal ? 48 : 0) + 26;

  doc.rect(0, 0, PAGE_WIDTH, bottom).fill(inks.primary);
  doc.rect(0, bottom, PAGE_WIDTH, 8).fill(inks.secondary);
  doc
    .font("Helvetica-Bold")
    .fontSize(13)
    .fillColor(inks.onPrimary)
    .text("VENTE SOLIDAIRE DE CHOCOLAT", SIDE, 38, { width: BODY_WIDTH, characterSpacing: 2.5, lineBreak: false });
  doc.fontSize(size).text(name, SIDE, box.top, { width: box.width, height: box.height, ellipsis: true });
  if (goal) {
    const y = box.top + nameHeight + 14;
    doc.fontSize(15);
    doc.roundedRect(SIDE, y, doc.widthOfString(goal) + 32, 32, 16).fill(inks.secondary);
    doc.fillColor(inks.onSecondary).text(goal, SIDE + 16, y + 9.5, { lineBreak: false });
  }
  return bottom + 8;
}

/** What is sold and for what, beside a bar of chocolate. */
function pitch(doc: PdfDocument, top: number, inks: SharingInks): number {
  const textWidth = BODY_WIDTH - 110;
  doc
    .font("Helvetica-Bold")
    .fontSize(22)
    .fillColor(INK)
    .text("Commandez nos tablettes de chocolat bio et équitable", SIDE, top + 20, { width: textWidth });
  doc.moveDown(0.3).fontSize(16).fillColor(inks.accent).text("20 % de chaque vente financent nos projets.", { width: textWidth });
  doc
    .moveDown(0.25)
    .font("Helvetica")
    .fontSize(12.5)
    .fillColor(MUTED)
    .text("Tablettes fabriquées près de Vannes, dans l'atelier d'un chocolatier.", { width: textWidth });
  chocolateBar(doc, PAGE_WIDTH - SIDE - 70, top + 18, 70, inks);
  return doc.y;
}

/** The bottom strip: the dates when the campaign has some, or a thank-you, then the workshop. */
function footer(doc: PdfDocument, campaign: PosterCampaign, inks: SharingInks): number {
  const lines = printedDateLines(campaign);
  const text = lines.length > 0 ? lines.join("\n") : "Merci pour votre soutien !";
  doc.font("Helvetica-Bold").fontSize(12);
  const height = Math.min(doc.heightOfString(text, { width: BODY_WIDTH, align: "center" }), 3 * doc.currentLineHeight(true));
  const top = PAGE_HEIGHT - 46 - height - 18;
  doc.rect(0, top, PAGE_WIDTH, PAGE_HEIGHT - top).fill(inks.secondary);
  doc.fillColor(inks.onSecondary).text(text, SIDE, top + 16, { width: BODY_WIDTH, height, align: "center", ellipsis: true });
  doc
    .font("Helvetica")
    .fontSize(8.5)
    .text(printable(OPERATOR), SIDE, PAGE_HEIGHT - 28, { width: BODY_WIDTH, align: "center", lineBreak: false });
  return top;
}

/** The code, as large as the room between the pitch and the bottom strip allows, the address in words under it. */
function qrBlock(doc: PdfDocument, url: string, room: { top: number; bottom: number }, inks: SharingInks) {
  const label = 36;
  const words = 36;
  const size = Math.max(QR_MIN, Math.min(QR_MAX, room.bottom - room.top - label - words - 16));
  const top = room.top + (room.bottom - room.top - label - size - words) / 2 + label;
  const x = (PAGE_WIDTH - size) / 2;
  doc
    .font("Helvetica-Bold")
    .fontSize(15)
    .fillColor(inks.accent)
    .text("Scannez pour commander", 0, top - 34, { width: PAGE_WIDTH, align: "center", lineBreak: false });
  drawQrCode(doc, url, x, top, size);
  // Around the code's own white margin, its rounded corners clear of the square's.
  doc
    .roundedRect(x - 8, top - 8, size + 16, size + 16, 16)
    .lineWidth(3)
    .strokeColor(inks.primary)
    .stroke();
  doc.link(x, top, size, size, url);
  const address = printable(readableUrl(url));
  doc.font("Helvetica-Bold").fillColor(INK);
  doc.fontSize(oneLineSize(doc, address, { width: BODY_WIDTH, max: 18, min: 9 }));
  doc.text(address, SIDE, top + size + 20, { width: BODY_WIDTH, align: "center", lineBreak: false, ellipsis: true, link: url });
}

/** The poster of a campaign: its name, colours and goal, the 20 %, a QR code to `url` and that address in words. */
export async function campaignPosterPdf(campaign: PosterCampaign, options: { url: string }): Promise<Buffer> {
  const doc = createPdf(`Affiche · ${campaign.association_name}`);
  // The page is drawn edge to edge: pdfkit's margins would push the lowest lines onto a second page.
  doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
  const inks = sharingInks(campaign);
  const bandBottom = nameBand(doc, campaign, inks);
  const pitchBottom = pitch(doc, bandBottom, inks);
  const footerTop = footer(doc, campaign, inks);
  qrBlock(doc, options.url, { top: pitchBottom, bottom: footerTop }, inks);
  return pdfBytes(doc);
}

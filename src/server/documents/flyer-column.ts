import { fittedSize, INK, type SharingInks } from "./campaign-poster";
import type { PdfDocument } from "./pdf-document";

// A flyer's column of words beside its code (seller-flyers.ts): who to order from, what and for what, then on a tint
// of the campaign's second colour (as on the poster's bottom strip) until when to order and when and where to pick up.
// Ten centimetres by seven hold all of it only when each part gives way in turn, the dates last.

const MUTED = "#6b5550";
const CALL_MAX_HEIGHT = 56;
const PITCH_GAP = 3;
const DATES_GAP = 7;
const DATE_LINE_GAP = 2;
const DATES_PADDING = { x: 5, y: 4 };
/** A date line is cut with '…' past this many lines: a place of 200 letters would leave no room for the rest. */
const MAX_DATE_LINES = 4;
const PITCHES = [
  "Tablettes de chocolat bio et équitable, fabriquées près de Vannes : 20\u00a0% de chaque vente financent nos projets.",
  "Chocolat bio et équitable : 20\u00a0% de chaque vente financent nos projets.",
];

/** The pitch (none when even the shorter one leaves no room) and the dates at one size, and the room they take. */
export type SmallPrint = { pitch: string | null; size: number; datesHeight: number; height: number };

/** The height of a date line at the current font and size, cut at MAX_DATE_LINES lines. */
const dateLineHeight = (doc: PdfDocument, line: string, width: number) =>
  Math.min(doc.heightOfString(line, { width }), MAX_DATE_LINES * doc.currentLineHeight(true));

/**
 * The ways the pitch and the dates may be printed in a column of `width`, the most readable first: the same for every
 * flyer of a sheet, so measured once. The pitch gives way to its shorter form before anything gets smaller.
 */
export function smallPrints(doc: PdfDocument, dates: string[], width: number): SmallPrint[] {
  const prints: SmallPrint[] = [];
  for (let size = 8.5; size >= 7; size -= 0.5) {
    doc.font("Helvetica-Bold").fontSize(size);
    const lines = dates.map((line) => dateLineHeight(doc, line, width - 2 * DATES_PADDING.x));
    const datesHeight = lines.reduce((sum, height, i) => sum + (i > 0 ? DATE_LINE_GAP : 0) + height, 0);
    const datesRoom = dates.length ? DATES_GAP + datesHeight + 2 * DATES_PADDING.y : 0;
    doc.font("Helvetica");
    for (const pitch of [...PITCHES, null]) {
      const pitchRoom = pitch ? PITCH_GAP + doc.heightOfString(pitch, { width }) : 0;
      prints.push({ pitch, size, datesHeight, height: pitchRoom + datesRoom });
    }
  }
  return prints;
}

type Column = { left: number; top: number; width: number; bottom: number };

/**
 * The call to action's size and the small print under it, fitted together in the column. A seller's name stays large
 * first (the small print shrinks before the call goes under 13 pt, then 11, then 9), and the pitch goes only when
 * nothing else makes room: it is what says the flyer sells chocolate.
 */
function layout(doc: PdfDocument, call: string, prints: SmallPrint[], column: Column) {
  doc.font("Helvetica-Bold");
  const room = (print: SmallPrint) => Math.min(CALL_MAX_HEIGHT, column.bottom - column.top - print.height);
  for (const withPitch of [true, false])
    for (const callMin of [13, 11, 9]) {
      const callHeight = doc.fontSize(callMin).heightOfString(call, { width: column.width });
      const print = prints.find((p) => Boolean(p.pitch) === withPitch && callHeight <= room(p));
      if (print) {
        const callSize = fittedSize(doc, call, { width: column.width, height: room(print), max: 15, min: callMin });
        return { print, callSize, callHeight: room(print) };
      }
    }
  // Out of room (a name and group of a hundred letters): the smallest print, the call cut with '…'.
  const print = prints[prints.length - 1];
  return { print, callSize: 9, callHeight: Math.max(0, room(print)) };
}

/** The dates on their tint, from `top`, in the column's width. */
function datesBox(doc: PdfDocument, dates: string[], at: { column: Column; top: number; print: SmallPrint; inks: SharingInks }) {
  const { column, top, print, inks } = at;
  const width = column.width - 2 * DATES_PADDING.x;
  doc.roundedRect(column.left, top, column.width, print.datesHeight + 2 * DATES_PADDING.y, 4).fill(inks.secondary);
  doc.font("Helvetica-Bold").fontSize(print.size).fillColor(inks.onSecondary);
  let y = top + DATES_PADDING.y;
  for (const line of dates) {
    const height = dateLineHeight(doc, line, width);
    doc.text(line, column.left + DATES_PADDING.x, y, { width, height: height + 0.5, ellipsis: true });
    y += height + DATE_LINE_GAP;
  }
}

/** The column's words between its top and bottom: `prints` are smallPrints of the same `dates` and width. */
export function flyerColumn(
  doc: PdfDocument,
  column: Column,
  content: { call: string; dates: string[]; prints: SmallPrint[]; inks: SharingInks },
) {
  const { call, dates, inks } = content;
  const { print, callSize, callHeight } = layout(doc, call, content.prints, column);
  doc.font("Helvetica-Bold").fontSize(callSize).fillColor(INK);
  doc.text(call, column.left, column.top, { width: column.width, height: callHeight, ellipsis: true });
  doc.y = Math.min(doc.y, column.top + callHeight) + PITCH_GAP;
  if (print.pitch)
    doc.font("Helvetica").fontSize(print.size).fillColor(MUTED).text(print.pitch, column.left, doc.y, { width: column.width });
  if (dates.length > 0) datesBox(doc, dates, { column, top: doc.y + DATES_GAP, print, inks });
}

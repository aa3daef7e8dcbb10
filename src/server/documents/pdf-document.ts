import PDFDocument from "pdfkit";

// The server's PDFs (packing slips, statements, posters, flyers, and the receipts of receipts/) are drawn with these
// parts, from the data each time: never stored. Shared page parts: the header with the operator, headings, paragraphs,
// tables, page numbers. pdfkit's built-in Helvetica covers French (WinAnsi); the narrow no-break spaces our amounts
// use are not in it, so text goes through `printable` first.

export const OPERATOR = "Boutique Solidaire · chocolats bio et équitables, atelier près de Vannes (56)";

const MARGIN = 48;
const INK = "#3b2a26";
const MUTED = "#7a6560";
const LINE = "#e6d8d2";

export type PdfDocument = InstanceType<typeof PDFDocument>;

/** A4 portrait, our margins and metadata; `bufferPages` so page numbers can be written once all pages exist. */
export function createPdf(title: string): PdfDocument {
  return new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    info: { Title: title, Author: "Boutique Solidaire", Creator: "Boutique Solidaire" },
  });
}

/** Text as the built-in fonts can draw it: the typographic spaces become plain ones. */
export function printable(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, " ");
}

/** The top of every page: the document's title, the operator, a rule. */
export function pageHeader(doc: PdfDocument, title: string, subtitle?: string) {
  doc.fillColor(INK).font("Helvetica-Bold").fontSize(18).text(printable(title), MARGIN, MARGIN);
  doc.font("Helvetica").fontSize(9).fillColor(MUTED).text(printable(OPERATOR));
  if (subtitle) doc.moveDown(0.2).fontSize(10).text(printable(subtitle));
  const y = doc.y + 8;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .strokeColor(LINE)
    .lineWidth(1)
    .stroke();
  doc.y = y + 12;
  doc.fillColor(INK);
}

/** A labelled block of lines (an address): the label in small capitals, the lines below. */
export function block(doc: PdfDocument, label: string, lines: (string | null | undefined)[]) {
  doc.font("Helvetica-Bold").fontSize(9).fillColor(MUTED).text(printable(label.toUpperCase()), MARGIN);
  doc.font("Helvetica").fontSize(12).fillColor(INK);
  for (const line of lines) if (line) doc.text(printable(line));
  doc.moveDown(0.8);
}

/** A table's column; a `checkbox` column draws a square to tick by hand, ticked already when its cell is "x". */
export type Column = { header: string; width: number; align?: "left" | "right"; checkbox?: boolean };

const ROW_HEIGHT = 20;

/** The lowest a row may end on a page: above the page numbers. */
const bottomLimit = (doc: PdfDocument) => doc.page.height - MARGIN - 24;

/** A section's title, kept with the first rows of what follows: a new page first when they would not fit. */
export function heading(doc: PdfDocument, text: string, options: { onNewPage?: () => void } = {}) {
  if (doc.y + 20 + 3 * ROW_HEIGHT > bottomLimit(doc)) {
    doc.addPage();
    options.onNewPage?.();
  }
  doc.font("Helvetica-Bold").fontSize(12).fillColor(INK).text(printable(text), MARGIN);
  doc.moveDown(0.4);
}

/** A paragraph in the body's width; `muted` for the small print. */
export function paragraph(doc: PdfDocument, text: string, options: { muted?: boolean } = {}) {
  doc
    .font("Helvetica")
    .fontSize(options.muted ? 9 : 10)
    .fillColor(options.muted ? MUTED : INK)
    .text(printable(text), MARGIN, doc.y, { width: doc.page.width - 2 * MARGIN });
  doc.fillColor(INK).moveDown(0.6);
}

type RowStyle = "header" | "body" | "strong";

/** A square of 11 pt to tick with a pen; with a tick drawn in it when `ticked`. */
function checkbox(doc: PdfDocument, x: number, y: number, ticked: boolean) {
  doc.rect(x, y, 11, 11).strokeColor(INK).lineWidth(0.9).stroke();
  if (ticked) {
    doc
      .moveTo(x + 2.2, y + 5.8)
      .lineTo(x + 4.6, y + 8.4)
      .lineTo(x + 9, y + 2.6)
      .strokeColor(INK)
      .lineWidth(1.4)
      .stroke();
  }
}

/**
 * A table with a header row and rules between rows; starts a new page (with the header again) when full.
 * `strongRows` (indexes in `rows`) are drawn in bold: a total.
 */
export function table(
  doc: PdfDocument,
  columns: Column[],
  rows: string[][],
  options: { onNewPage?: () => void; strongRows?: number[] } = {},
) {
  const left = MARGIN;
  const rowHeight = ROW_HEIGHT;
  const drawRow = (cells: string[], style: RowStyle) => {
    if (doc.y + rowHeight > bottomLimit(doc)) {
      doc.addPage();
      options.onNewPage?.();
      drawRow(
        columns.map((c) => c.header),
        "header",
      );
    }
    const y = doc.y;
    let x = left;
    doc
      .font(style === "body" ? "Helvetica" : "Helvetica-Bold")
      .fontSize(10)
      .fillColor(style === "header" ? MUTED : INK);
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (column.checkbox && style !== "header") checkbox(doc, x + 6, y + 4, cell === "x");
      else
        doc.text(printable(cell), x + 4, y + 5, {
          width: column.width - 8,
          align: column.align ?? "left",
          lineBreak: false,
          ellipsis: true,
        });
      x += column.width;
    });
    doc
      .moveTo(left, y + rowHeight)
      .lineTo(x, y + rowHeight)
      .strokeColor(LINE)
      .lineWidth(0.75)
      .stroke();
    doc.x = left;
    doc.y = y + rowHeight;
  };
  drawRow(
    columns.map((c) => c.header),
    "header",
  );
  rows.forEach((row, index) => drawRow(row, options.strongRows?.includes(index) ? "strong" : "body"));
  doc.moveDown(0.8);
}

/** 'Page n / N' at the bottom of every page, once the document is complete, after an optional `note` on the left. */
export function pageNumbers(doc: PdfDocument, options: { note?: string } = {}) {
  const range = doc.bufferedPageRange();
  const width = doc.page.width - 2 * MARGIN;
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // Written inside the bottom margin: without lifting it, pdfkit would start a new page for the line.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + 12;
    doc.font("Helvetica").fontSize(8).fillColor(MUTED);
    // The note leaves room for the page number: cut rather than written over it.
    if (options.note) doc.text(printable(options.note), MARGIN, y, { width: width - 56, lineBreak: false, ellipsis: true });
    doc.text(`Page ${i + 1} / ${range.count}`, MARGIN, y, {
      width,
      align: "right",
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

/** The finished document's bytes. */
export function pdfBytes(doc: PdfDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}

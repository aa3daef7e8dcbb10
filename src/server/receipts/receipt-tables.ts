import { formatEuros } from "../../shared/money";
import { operatorLegalLines, type OperatorDetails } from "../../shared/operator";
import { formatVatRate, type VatBreakdown } from "../../shared/vat";
import { heading, printable, table, type PdfDocument } from "../documents/pdf-document";
import { formatParisDate } from "../../shared/paris-time";

// What a receipt and a credit note share: the seller beside the document's facts, the lines with their rates, and
// the VAT per rate that French receipts show (CGI art. 242 nonies A of annex II: base HT and VAT by rate).

const MUTED = "#7a6560";
const INK = "#3b2a26";

/** '1 234,56 €'; a zero never shows as '-0,00 €'. */
export const euros = (cents: number) => formatEuros(cents || 0);

/** '14 mars 2025', the day in Paris. */
export const day = formatParisDate;

/** One labelled column of lines at `x`; returns where it ends. */
function column(doc: PdfDocument, x: number, top: number, width: number, label: string, lines: string[]): number {
  doc.font("Helvetica-Bold").fontSize(9).fillColor(MUTED).text(printable(label.toUpperCase()), x, top, { width });
  doc.font("Helvetica").fontSize(10).fillColor(INK);
  for (const line of lines) doc.text(printable(line), x, doc.y, { width });
  return doc.y;
}

/** The seller's legal details on the left, the document's facts (`label: value`) on the right. */
export function partiesAndFacts(doc: PdfDocument, operator: OperatorDetails, title: string, facts: [string, string][]) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const top = doc.y;
  const sellerEnd = column(doc, left, top, width * 0.46, "Vendeur", operatorLegalLines(operator));
  const factsEnd = column(
    doc,
    left + width * 0.52,
    top,
    width * 0.48,
    title,
    facts.map(([label, value]) => `${label} : ${value}`),
  );
  doc.x = left;
  doc.y = Math.max(sellerEnd, factsEnd) + 14;
}

const LINE_COLUMNS = [
  { header: "Article", width: 191 },
  { header: "Qté", width: 36, align: "right" as const },
  { header: "Prix unitaire TTC", width: 92, align: "right" as const },
  { header: "TVA", width: 76, align: "right" as const },
  { header: "Total TTC", width: 104, align: "right" as const },
];

const rateCell = (rate: Parameters<typeof formatVatRate>[0] | null) => (rate === null ? "hors champ" : formatVatRate(rate));

/**
 * The lines of an order or of a refund, then what they add up to. `labels` name the rows that are not a product: the
 * delivery fee, an amount given back without naming lines, and the total.
 */
export function linesTable(
  doc: PdfDocument,
  vat: VatBreakdown,
  labels: { delivery: string; unnamedGoods: (cents: number) => string; total: string },
  onNewPage: () => void,
) {
  const rows: string[][] = vat.lines.map((line) => [
    line.name,
    String(line.quantity),
    euros(line.unitPriceCents),
    rateCell(line.rate),
    euros(line.totalCents),
  ]);
  for (const part of vat.unnamedGoods)
    rows.push([labels.unnamedGoods(part.totalCents), "", "", rateCell(part.rate), euros(part.totalCents)]);
  if (vat.delivery.length > 0) {
    const fee = vat.delivery.reduce((sum, part) => sum + part.totalCents, 0);
    rows.push([labels.delivery, "1", euros(fee), vat.delivery.map((part) => rateCell(part.rate)).join(" / "), euros(fee)]);
  }
  rows.push([labels.total, "", "", "", euros(vat.totalCents)]);
  table(doc, LINE_COLUMNS, rows, { onNewPage, strongRows: [rows.length - 1] });
}

/** 'Récapitulatif de la TVA': base HT, VAT and TTC for each rate; a donation on a row of its own, outside the scope. */
export function vatTable(doc: PdfDocument, vat: VatBreakdown, onNewPage: () => void) {
  heading(doc, "Récapitulatif de la TVA", { onNewPage });
  const rows = vat.rates.map((r) => [`TVA ${formatVatRate(r.rate)}`, euros(r.baseCents), euros(r.vatCents), euros(r.totalCents)]);
  const strongRows: number[] = [];
  if (vat.rates.length > 1) {
    const sum = (pick: (r: (typeof vat.rates)[number]) => number) => vat.rates.reduce((total, r) => total + pick(r), 0);
    rows.push(["Total soumis à la TVA", euros(sum((r) => r.baseCents)), euros(vat.vatCents), euros(sum((r) => r.totalCents))]);
    strongRows.push(rows.length - 1);
  }
  if (vat.outOfScopeCents !== 0) rows.push(["Don, hors champ de la TVA", "—", "—", euros(vat.outOfScopeCents)]);
  if (rows.length === 0) rows.push(["Aucune vente soumise à la TVA", "—", "—", euros(0)]);
  table(
    doc,
    [
      { header: "Taux", width: 169 },
      { header: "Base HT", width: 110, align: "right" },
      { header: "TVA", width: 110, align: "right" },
      { header: "Total TTC", width: 110, align: "right" },
    ],
    rows,
    { onNewPage, strongRows },
  );
}

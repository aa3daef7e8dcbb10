import { formatEuros } from "../../shared/money";
import { negativeBalanceSentence, payoutDelaySentence } from "../../shared/statement-rules";
import { payoutStatusLabels, type CampaignStatement, type StatementMovement, type StatementPayout } from "../../shared/statement";
import { block, createPdf, heading, pageHeader, pageNumbers, paragraph, pdfBytes, table } from "./pdf-document";
import { dayOrInstant, formatParisDate, formatParisDateTime, formatParisShortDate } from "../../shared/paris-time";

// The association's statement ('Relevé', docs/product.md#money): mailed with each payout and downloadable. It reads
// the same `CampaignStatement` as the statement page and its CSV, so the three always agree.

const TITLE = "Boutique Solidaire — Relevé de campagne";

const FOOTER = "Ce relevé est établi à partir des commandes enregistrées ; chaque montant est détaillé dans l'export CSV des mouvements.";

/** A day: a calendar date ('2025-03-14') as it is, an instant as its day in Paris. */
function day(iso: string, dateStyle: "short" | "long" = "short"): string {
  return (dateStyle === "long" ? formatParisDate : formatParisShortDate)(dayOrInstant(iso));
}

/** '1 234,56 €'; a zero never shows as '-0,00 €'. */
const euros = (cents: number) => formatEuros(cents || 0);

function summaryRows(statement: CampaignStatement): { rows: string[][]; strongRows: number[] } {
  const t = statement.totals;
  const rows: string[][] = [
    ["Ventes de tablettes", euros(t.bar_sales_cents)],
    ["Remboursements de tablettes", euros(-t.bar_refunds_cents)],
    ["Part de l'association (20 %)", euros(t.share_cents)],
    ["Dons (100 % à l'association)", euros(t.donations_cents)],
    ["Frais de livraison (conservés par l'atelier)", euros(t.delivery_fees_cents)],
  ];
  if (t.held_by_association_cents !== 0) rows.push(["Encaissé par l'association (espèces, chèques)", euros(-t.held_by_association_cents)]);
  rows.push(["Déjà versé", euros(t.paid_out_cents)]);
  if (t.in_transfer_cents !== 0) rows.push(["Virement en cours", euros(t.in_transfer_cents)]);
  rows.push(["Solde dû", euros(t.balance_cents)], ["Dont versable aujourd'hui", euros(t.payable_cents)]);
  return { rows, strongRows: [rows.length - 2, rows.length - 1] };
}

function payoutRow(payout: StatementPayout): string[] {
  return [
    day(payout.paid_on ?? payout.created_at),
    payoutStatusLabels[payout.status],
    payout.bank_reference ?? "—",
    euros(payout.amount_cents),
  ];
}

function movementRow(movement: StatementMovement): string[] {
  // A payout moves no buyer's money: its 'Montant payé' is empty rather than a misleading 0.
  const paid = movement.kind === "payout" ? "—" : euros(movement.amount_cents);
  return [day(movement.date), movement.reference, movement.label, paid, euros(movement.due_cents)];
}

export async function statementPdf(statement: CampaignStatement, movements: StatementMovement[]): Promise<Buffer> {
  const doc = createPdf(`${TITLE} · ${statement.campaign.name}`);
  const computedAt = formatParisDateTime(statement.computed_at);
  const established = `Établi le ${computedAt}`;
  // The pages after the first name whose statement they belong to.
  const header = () => pageHeader(doc, TITLE, `${statement.association.name} · ${statement.campaign.name} · ${established.toLowerCase()}`);

  pageHeader(doc, TITLE, established);
  block(doc, "Association", [statement.association.name]);
  block(doc, "Campagne", [statement.campaign.name]);

  heading(doc, "Récapitulatif", { onNewPage: header });
  const summary = summaryRows(statement);
  table(
    doc,
    [
      { header: "Poste", width: 379 },
      { header: "Montant", width: 120, align: "right" },
    ],
    summary.rows,
    { onNewPage: header, strongRows: summary.strongRows },
  );
  // docs/product.md#money: the refund window before an order's part may be paid out (decision 018).
  paragraph(doc, payoutDelaySentence(statement.payout_delay_days));
  if (statement.totals.balance_cents < 0) paragraph(doc, negativeBalanceSentence(statement.totals.balance_cents));
  if (statement.next_payable_on) paragraph(doc, `Prochaine date de versement : ${day(statement.next_payable_on, "long")}`);
  doc.moveDown(0.4);

  heading(doc, "Versements", { onNewPage: header });
  if (statement.payouts.length === 0) paragraph(doc, "Aucun versement pour le moment.");
  else
    table(
      doc,
      [
        { header: "Date", width: 80 },
        { header: "Statut", width: 130 },
        { header: "Référence bancaire", width: 169 },
        { header: "Montant", width: 120, align: "right" },
      ],
      statement.payouts.map(payoutRow),
      { onNewPage: header },
    );

  heading(doc, "Mouvements", { onNewPage: header });
  if (movements.length === 0) paragraph(doc, "Aucun mouvement pour le moment.");
  else
    table(
      doc,
      [
        { header: "Date", width: 70 },
        { header: "Référence", width: 100 },
        { header: "Libellé", width: 159 },
        { header: "Montant payé", width: 85, align: "right" },
        { header: "Part + dons", width: 85, align: "right" },
      ],
      movements.map(movementRow),
      { onNewPage: header },
    );

  pageNumbers(doc, { note: FOOTER });
  return pdfBytes(doc);
}

import { centsToDecimal } from "../../shared/money";
import type { StatementMovement } from "../../shared/statement";
import { CSV_BOM, CSV_RECORD_END, CSV_SEPARATOR, csvNumber, csvText } from "../lib/csv-cells";
import { formatParisShortDate, formatParisShortDateTime } from "../../shared/paris-time";

// The statement's movements as a CSV (docs/product.md#statement): one line per order, refund or payout, in the
// sales export's format (Excel in French). The 'Dû à l'association' column adds up to the balance due.

const HEADER = [
  "Date",
  "Type",
  "Référence",
  "Libellé",
  "Montant payé",
  "Ventes de tablettes",
  "Part de l'association (20 %)",
  "Don",
  "Frais de livraison",
  "Encaissé par l'association",
  "Dû à l'association",
  "Versable à partir du",
];

const kindLabels: Record<StatementMovement["kind"], string> = {
  order: "Commande",
  refund: "Remboursement",
  payout: "Versement",
  cancellation: "Annulation",
};
const euros = (cents: number) => csvNumber(centsToDecimal(cents));

/**
 * `now`: when the statement is read. While the balance is negative nothing is paid out (shared/statement-rules.ts
 * negativeBalanceSentence), so a line's day to come in 'Versable à partir du' would announce a payout that won't
 * happen: it is left empty; the days passed stay.
 */
export function statementCsv(movements: StatementMovement[], now: Date): string {
  const balance = movements.reduce((sum, m) => sum + m.due_cents, 0);
  const payableFrom = (m: StatementMovement) =>
    !m.payable_from || (balance < 0 && new Date(m.payable_from) > now) ? "" : formatParisShortDate(m.payable_from);
  const lines = movements.map((m) =>
    [
      csvText(formatParisShortDateTime(m.date)),
      csvText(kindLabels[m.kind]),
      csvText(m.reference),
      csvText(m.label),
      euros(m.amount_cents),
      euros(m.bars_cents),
      euros(m.share_cents),
      euros(m.donation_cents),
      euros(m.delivery_cents),
      euros(m.held_cents),
      euros(m.due_cents),
      csvText(payableFrom(m)),
    ].join(CSV_SEPARATOR),
  );
  return CSV_BOM + [HEADER.map(csvText).join(CSV_SEPARATOR), ...lines].map((line) => line + CSV_RECORD_END).join("");
}

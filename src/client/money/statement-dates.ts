import { dayOrInstant, formatParisDate, formatParisDateTime } from "../../shared/paris-time";

// docs/product.md#conventions: dates in Paris time, fr-FR. A payout's `paid_on` is a calendar day ('2025-03-14'),
// shown as it is; an instant is shown as its day (and time) in Paris.

/** '14 mars 2025'. */
export function formatStatementDay(iso: string): string {
  return formatParisDate(dayOrInstant(iso));
}

/** '14 mars 2025 à 10:32'. */
export function formatStatementDateTime(iso: string): string {
  return formatParisDateTime(iso);
}

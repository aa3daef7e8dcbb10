// docs/product.md#conventions: dates in Paris time, fr-FR. A payout's `paid_on` is a calendar day ('2025-03-14'),
// shown as it is; an instant is shown as its day (and time) in Paris.

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const parisDay = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "Europe/Paris" });
const calendarDay = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "UTC" });
const parisDateTime = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Paris" });

/** '14 mars 2025'. */
export function formatStatementDay(iso: string): string {
  return DATE_ONLY.test(iso) ? calendarDay.format(new Date(`${iso}T00:00:00Z`)) : parisDay.format(new Date(iso));
}

/** '14 mars 2025 à 10:32'. */
export function formatStatementDateTime(iso: string): string {
  return parisDateTime.format(new Date(iso));
}

// docs/product.md#conventions: dates in Paris time, fr-FR ('3 mars 2025').
const dayFormat = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Paris" });

export function formatDay(isoDate: string): string {
  return dayFormat.format(new Date(isoDate));
}

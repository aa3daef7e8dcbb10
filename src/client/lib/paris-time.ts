// The team works on Paris time: every booked call is shown there, whatever the visitor's own time zone.
export const PARIS_TIME_ZONE = "Europe/Paris";

const timeFormat = new Intl.DateTimeFormat("fr-FR", { timeZone: PARIS_TIME_ZONE, hour: "2-digit", minute: "2-digit" });
const dateTimeFormat = new Intl.DateTimeFormat("fr-FR", {
  timeZone: PARIS_TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
const shortDateTimeFormat = new Intl.DateTimeFormat("fr-FR", {
  timeZone: PARIS_TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
// en-CA writes dates as YYYY-MM-DD: a sortable key of the Paris calendar day.
const dayKeyFormat = new Intl.DateTimeFormat("en-CA", { timeZone: PARIS_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** '09:30' */
export function formatParisTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}

/** 'lundi 10 mars 2025 à 09:30' */
export function formatParisDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/** '10/03/2025 09:30' (tables) */
export function formatParisShortDateTime(iso: string): string {
  return shortDateTimeFormat.format(new Date(iso)).replace(",", "");
}

/** The Paris calendar day of an instant, as 'YYYY-MM-DD'. */
export function parisDayKey(iso: string): string {
  return dayKeyFormat.format(new Date(iso));
}

// docs/product.md#conventions: every date the shop shows or counts is Paris time, in French, whatever the server's or
// the reader's own time zone. The time zone and the formats live here only (decision 032; eslint.config.js keeps
// "Europe/Paris" and new Intl.DateTimeFormat out of every other file). No imports: the donor's campaign page loads
// this module through campaign-dates-rules.ts, and each format is built on its first use, not when the page starts.

export const PARIS_TIME_ZONE = "Europe/Paris";

/** An instant: a Date, or an ISO 8601 text as the API sends it. */
export type Instant = Date | string;

/** A formatter of instants in Paris time, built once on its first call. */
function parisFormat(locale: string, options: Intl.DateTimeFormatOptions): (at: Instant) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (at) => (format ??= new Intl.DateTimeFormat(locale, { ...options, timeZone: PARIS_TIME_ZONE })).format(new Date(at));
}

/** '27 novembre 2026' */
export const formatParisDate = parisFormat("fr-FR", { dateStyle: "long" });

/** '27 novembre 2026 à 14:05' */
export const formatParisDateTime = parisFormat("fr-FR", { dateStyle: "long", timeStyle: "short" });

/** '27/11/2026' */
export const formatParisShortDate = parisFormat("fr-FR", { dateStyle: "short" });

/** '27/11/2026 14:05' (tables, CSV files) */
export const formatParisShortDateTime = parisFormat("fr-FR", { dateStyle: "short", timeStyle: "short" });

/** '27/11/2026 14:05:09' */
export const formatParisShortDateTimeSeconds = parisFormat("fr-FR", { dateStyle: "short", timeStyle: "medium" });

/** '27 nov. 2026' */
export const formatParisAbbreviatedDate = parisFormat("fr-FR", { day: "numeric", month: "short", year: "numeric" });

/** 'vendredi 27 novembre 2026' */
export const formatParisWeekdayDate = parisFormat("fr-FR", { weekday: "long", day: "numeric", month: "long", year: "numeric" });

/** 'vendredi 27 novembre 2026 à 14:05' */
export const formatParisWeekdayDateTime = parisFormat("fr-FR", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** 'vendredi 27 novembre' (no year) */
export const formatParisWeekdayDayMonth = parisFormat("fr-FR", { weekday: "long", day: "numeric", month: "long" });

/** '19 décembre' (no weekday, no year) */
export const formatParisDayMonth = parisFormat("fr-FR", { day: "numeric", month: "long" });

/** '14:05' */
export const formatParisTime = parisFormat("fr-FR", { hour: "2-digit", minute: "2-digit" });

/**
 * The Paris calendar day of an instant, 'YYYY-MM-DD' (en-CA writes dates so): comparable as text with a deadline, the
 * value of a date input, a day in a file name or a SQL parameter.
 */
export const parisCalendarDay = parisFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" });

/**
 * A calendar day 'YYYY-MM-DD' (a deadline, a payout's day: no time) as an instant that every format above shows as
 * that very day: noon UTC is the same day in Paris, summer or winter.
 */
export function calendarDayNoon(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day ('2025-03-14': shown as it is, through calendarDayNoon) or an instant (shown as its day in Paris). */
export function dayOrInstant(value: string): Date {
  return CALENDAR_DAY.test(value) ? calendarDayNoon(value) : new Date(value);
}

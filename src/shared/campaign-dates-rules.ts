import { calendarDayNoon, formatParisWeekdayDayMonth, parisCalendarDay } from "./paris-time";

// A campaign's dates (docs/product.md#campaign-dates): the order deadline and, for pick-up orders, the distribution
// day. Plain values and functions without zod: the donor's campaign page reads them (campaign-entry.test.ts), the
// server closes checkout with them, and campaign.ts builds the form schemas on them.

export const MAX_DISTRIBUTION_PLACE_LENGTH = 200;

export const CAMPAIGN_DATE_MESSAGES = {
  invalidDay: "Date invalide (AAAA-MM-JJ)",
  invalidTime: "Heure invalide (HH:MM)",
  deadlinePast: "La date limite doit être aujourd'hui ou plus tard",
  endBeforeStart: "L'heure de fin doit suivre l'heure de début",
  distributionBeforeDeadline: "La distribution doit avoir lieu après la date limite de commande",
} as const;

/** The fields a campaign's dates are held in (the campaigns table's columns, migration 0014). */
export type CampaignDates = {
  order_deadline: string | null;
  distribution_date: string | null;
  distribution_start_time: string | null;
  distribution_end_time: string | null;
  distribution_place: string | null;
};

export const CAMPAIGN_DATE_FIELDS = [
  "order_deadline",
  "distribution_date",
  "distribution_start_time",
  "distribution_end_time",
  "distribution_place",
] as const satisfies readonly (keyof CampaignDates)[];

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** The same as the database's check (campaigns_distribution_times_check); a browser may add ':00' seconds. */
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:00)?$/;

/** 'YYYY-MM-DD' naming a day that exists (no 31 February). */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 'HH:MM' on 24 hours; what a time input sends. */
export function isClockTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}

/** 'HH:MM', seconds dropped. */
export function normalizeClockTime(value: string): string {
  return value.slice(0, 5);
}

/**
 * Orders close once the deadline day is over in Paris (after 23:59:59): comparing Paris calendar days holds across
 * the changes to and from summer time, whatever the server's or the visitor's own time zone. No deadline: open.
 */
export function ordersClosed(deadline: string | null | undefined, now: Date): boolean {
  return Boolean(deadline) && parisCalendarDay(now) > deadline!;
}

/** 'jeudi 17 décembre', 'mardi 1er décembre': a calendar day, read at noon so that no time zone moves it. */
export function formatCampaignDay(day: string): string {
  return formatParisWeekdayDayMonth(calendarDayNoon(day)).replace(/^(\S+) 1 /, "$1 1er ");
}

/** '18:30' -> '18 h 30'. */
export function formatCampaignTime(time: string): string {
  return `${time.slice(0, 2)} h ${time.slice(3, 5)}`;
}

/** 'Commandes jusqu'au jeudi 17 décembre', or null without a deadline. */
export function orderDeadlineText(campaign: Pick<CampaignDates, "order_deadline">): string | null {
  return campaign.order_deadline ? `Commandes jusqu'au ${formatCampaignDay(campaign.order_deadline)}` : null;
}

/** ' de 16 h 00 à 19 h 00', ' à partir de 16 h 00', or nothing: what the times say of the distribution. */
function distributionHours(campaign: CampaignDates): string {
  const { distribution_start_time: start, distribution_end_time: end } = campaign;
  if (start && end) return ` de ${formatCampaignTime(start)} à ${formatCampaignTime(end)}`;
  if (start) return ` à partir de ${formatCampaignTime(start)}`;
  if (end) return ` jusqu'à ${formatCampaignTime(end)}`;
  return "";
}

/** The campaign page: 'Distribution le jeudi 17 décembre de 16 h 00 à 19 h 00 : Salle des fêtes', or null. */
export function distributionText(campaign: CampaignDates): string | null {
  if (!campaign.distribution_date) return null;
  const place = campaign.distribution_place ? ` : ${campaign.distribution_place}` : "";
  return `Distribution le ${formatCampaignDay(campaign.distribution_date)}${distributionHours(campaign)}${place}`;
}

export const PICKUP_UNSCHEDULED_TEXT = "L'association vous dira quand et où retirer votre commande.";

/** The buyer's confirmation of a pick-up order: when and where to collect it, once the association has said so. */
export function pickupText(campaign: CampaignDates): string {
  if (!campaign.distribution_date) return PICKUP_UNSCHEDULED_TEXT;
  const place = campaign.distribution_place ? `, ${campaign.distribution_place}` : "";
  return `À retirer le ${formatCampaignDay(campaign.distribution_date)}${distributionHours(campaign)}${place}.`;
}

export type CampaignDateIssue = { field: keyof CampaignDates; message: string };

/**
 * What is wrong between a campaign's dates, each already well-formed: the end before the start, a distribution before
 * the deadline (the same day is allowed), and, with `today` (the creation form), a deadline already past.
 */
export function campaignDateIssues(dates: Partial<CampaignDates>, options: { today?: string } = {}): CampaignDateIssue[] {
  const issues: CampaignDateIssue[] = [];
  if (options.today && dates.order_deadline && dates.order_deadline < options.today) {
    issues.push({ field: "order_deadline", message: CAMPAIGN_DATE_MESSAGES.deadlinePast });
  }
  if (dates.order_deadline && dates.distribution_date && dates.distribution_date < dates.order_deadline) {
    issues.push({ field: "distribution_date", message: CAMPAIGN_DATE_MESSAGES.distributionBeforeDeadline });
  }
  if (dates.distribution_start_time && dates.distribution_end_time && dates.distribution_end_time <= dates.distribution_start_time) {
    issues.push({ field: "distribution_end_time", message: CAMPAIGN_DATE_MESSAGES.endBeforeStart });
  }
  return issues;
}

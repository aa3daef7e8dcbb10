import { BOOKING_MINUTES, type BookingSlot } from "../../shared/booking";
import { instantOf, wallClockOf } from "./time-zone";

export type OpeningHours = { hours: { start: number; end: number }[]; daysAhead: number; timeZone: string };

/** Bookable calls start at least this long from now, so the team sees them coming. */
export const MIN_LEAD_MS = 2 * 60 * 60 * 1000;

/**
 * Every 30-minute slot of the opening hours on weekdays, from now (plus the lead time) over `daysAhead` days,
 * in the shop's time zone. Taken slots are filtered by the caller.
 */
export function candidateSlots(hours: OpeningHours, now: Date): BookingSlot[] {
  const slots: BookingSlot[] = [];
  const earliest = now.getTime() + MIN_LEAD_MS;
  const today = wallClockOf(now, hours.timeZone);
  for (let offset = 0; offset <= hours.daysAhead; offset++) {
    // Calendar arithmetic on a UTC date of the local day avoids daylight-saving surprises.
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const weekday = day.getUTCDay(); // 0 Sunday, 6 Saturday
    if (weekday === 0 || weekday === 6) continue;
    for (const range of hours.hours) {
      for (let start = range.start; start + BOOKING_MINUTES <= range.end; start += BOOKING_MINUTES) {
        const startsAt = instantOf(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), start, hours.timeZone);
        if (startsAt.getTime() < earliest) continue;
        const endsAt = new Date(startsAt.getTime() + BOOKING_MINUTES * 60_000);
        slots.push({ starts_at: startsAt.toISOString(), ends_at: endsAt.toISOString() });
      }
    }
  }
  return slots;
}

export function isCandidateSlot(hours: OpeningHours, now: Date, startsAt: Date): boolean {
  const iso = startsAt.toISOString();
  return candidateSlots(hours, now).some((slot) => slot.starts_at === iso);
}

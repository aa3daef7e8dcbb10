import { format, startOfWeek } from "date-fns";
import { fr } from "date-fns/locale";
import type { BookingSlot } from "../../../shared/booking";
import { formatParisTime, parisCalendarDay } from "../../../shared/paris-time";

export type SlotView = BookingSlot & { time: string };
export type SlotDay = { key: string; weekday: string; label: string; slots: SlotView[] };
export type SlotWeek = { key: string; label: string; days: SlotDay[] };

/** A calendar day 'YYYY-MM-DD' as a local Date at midnight, so date-fns names that very day. */
function localDate(dayKey: string): Date {
  const [year, month, day] = dayKey.split("-").map(Number);
  return new Date(year, month - 1, day);
}

/** Slots grouped by their Paris calendar day, in time order; each day named in French ('lundi', '10 mars'). */
export function groupSlotsByParisDay(slots: BookingSlot[]): SlotDay[] {
  const days = new Map<string, SlotView[]>();
  const sorted = [...slots].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
  for (const slot of sorted) {
    const key = parisCalendarDay(slot.starts_at);
    const list = days.get(key) ?? [];
    list.push({ ...slot, time: formatParisTime(slot.starts_at) });
    days.set(key, list);
  }
  return [...days.entries()].map(([key, daySlots]) => {
    const date = localDate(key);
    return {
      key,
      weekday: format(date, "EEEE", { locale: fr }),
      label: format(date, "d MMMM", { locale: fr }),
      slots: daySlots,
    };
  });
}

/** Days grouped into weeks; the fr locale starts a week on Monday (docs/product.md#conventions). */
export function groupDaysByWeek(days: SlotDay[]): SlotWeek[] {
  const weeks = new Map<string, SlotDay[]>();
  for (const day of days) {
    const monday = startOfWeek(localDate(day.key), { locale: fr });
    const key = format(monday, "yyyy-MM-dd");
    const list = weeks.get(key) ?? [];
    list.push(day);
    weeks.set(key, list);
  }
  return [...weeks.entries()].map(([key, weekDays]) => ({
    key,
    label: `Semaine du ${format(localDate(key), "EEEE d MMMM", { locale: fr })}`,
    days: weekDays,
  }));
}

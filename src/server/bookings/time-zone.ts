// Wall-clock time in a named time zone <-> UTC instants, with Intl only (no time-zone library on the server).

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    // eslint-disable-next-line no-restricted-syntax -- parts of any zone's wall clock, read as numbers: no text shown
    f = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      weekday: "short",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; weekday: number };

const weekdays: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The wall-clock reading of an instant in a time zone (weekday 1 = Monday ... 7 = Sunday). */
export function wallClockOf(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: weekdays[parts.weekday],
  };
}

/** The UTC instant at which the wall clock of `timeZone` shows the given date and time. */
export function instantOf(year: number, month: number, day: number, minutes: number, timeZone: string): Date {
  const naive = Date.UTC(year, month - 1, day, Math.floor(minutes / 60), minutes % 60);
  // Two passes settle the offset, also on the days the clocks change.
  let guess = naive;
  for (let i = 0; i < 2; i++) {
    const seen = wallClockOf(new Date(guess), timeZone);
    const seenAsUtc = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute);
    guess += naive - seenAsUtc;
  }
  return new Date(guess);
}

import { describe, expect, it } from "vitest";
import {
  calendarDayNoon,
  dayOrInstant,
  formatParisAbbreviatedDate,
  formatParisDate,
  formatParisDateTime,
  formatParisShortDate,
  formatParisShortDateTime,
  formatParisShortDateTimeSeconds,
  formatParisTime,
  formatParisWeekdayDate,
  formatParisWeekdayDateTime,
  formatParisWeekdayDayMonth,
  parisCalendarDay,
} from "./paris-time";

// Each format's text is pinned as the pages, mails, PDFs and CSV files show it: 14:05:09 in Paris on a summer day
// (UTC+2) and on a winter day (UTC+1). A change here changes what every reader sees.
const summer = "2026-07-14T12:05:09.000Z";
const winter = "2026-11-27T13:05:09.000Z";

describe("Paris time formats", () => {
  it.each([
    ["formatParisDate", formatParisDate, "14 juillet 2026", "27 novembre 2026"],
    ["formatParisDateTime", formatParisDateTime, "14 juillet 2026 à 14:05", "27 novembre 2026 à 14:05"],
    ["formatParisShortDate", formatParisShortDate, "14/07/2026", "27/11/2026"],
    ["formatParisShortDateTime", formatParisShortDateTime, "14/07/2026 14:05", "27/11/2026 14:05"],
    ["formatParisShortDateTimeSeconds", formatParisShortDateTimeSeconds, "14/07/2026 14:05:09", "27/11/2026 14:05:09"],
    ["formatParisAbbreviatedDate", formatParisAbbreviatedDate, "14 juil. 2026", "27 nov. 2026"],
    ["formatParisWeekdayDate", formatParisWeekdayDate, "mardi 14 juillet 2026", "vendredi 27 novembre 2026"],
    ["formatParisWeekdayDateTime", formatParisWeekdayDateTime, "mardi 14 juillet 2026 à 14:05", "vendredi 27 novembre 2026 à 14:05"],
    ["formatParisWeekdayDayMonth", formatParisWeekdayDayMonth, "mardi 14 juillet", "vendredi 27 novembre"],
    ["formatParisTime", formatParisTime, "14:05", "14:05"],
    ["parisCalendarDay", parisCalendarDay, "2026-07-14", "2026-11-27"],
  ])("%s: summer and winter", (_name, format, summerText, winterText) => {
    expect(format(summer)).toBe(summerText);
    expect(format(winter)).toBe(winterText);
    // A Date and its ISO text are the same instant.
    expect(format(new Date(winter))).toBe(winterText);
  });

  it("takes the Paris day, not the UTC one, on either side of midnight", () => {
    // 23:30 UTC is already the next day in Paris: 00:30 in winter, 01:30 in summer.
    expect(parisCalendarDay("2026-12-31T23:30:00Z")).toBe("2027-01-01");
    expect(formatParisShortDateTime("2026-12-31T23:30:00Z")).toBe("01/01/2027 00:30");
    expect(parisCalendarDay("2026-06-30T21:59:00Z")).toBe("2026-06-30");
    expect(parisCalendarDay("2026-06-30T22:00:00Z")).toBe("2026-07-01");
    // The nights the clocks change (29 March and 25 October 2026).
    expect(formatParisTime("2026-03-29T00:59:00Z")).toBe("01:59");
    expect(formatParisTime("2026-03-29T01:00:00Z")).toBe("03:00");
    expect(formatParisTime("2026-10-25T00:59:00Z")).toBe("02:59");
    expect(formatParisTime("2026-10-25T01:00:00Z")).toBe("02:00");
  });
});

describe("calendar days", () => {
  it("shows a calendar day as that very day, summer or winter", () => {
    expect(formatParisDate(calendarDayNoon("2026-07-14"))).toBe("14 juillet 2026");
    expect(formatParisWeekdayDate(calendarDayNoon("2026-01-01"))).toBe("jeudi 1 janvier 2026");
    expect(parisCalendarDay(calendarDayNoon("2026-12-31"))).toBe("2026-12-31");
  });

  it("reads a calendar day as it is and an instant as its day in Paris", () => {
    expect(formatParisDate(dayOrInstant("2026-03-14"))).toBe("14 mars 2026");
    expect(formatParisDate(dayOrInstant("2026-03-14T23:30:00.000Z"))).toBe("15 mars 2026");
  });
});

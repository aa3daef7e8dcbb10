import { describe, expect, it } from "vitest";
import { candidateSlots, isCandidateSlot } from "./slots";
import { instantOf, wallClockOf } from "./time-zone";
import { PARIS_TIME_ZONE } from "../../shared/paris-time";

const hours = {
  hours: [
    { start: 9 * 60 + 30, end: 12 * 60 },
    { start: 14 * 60, end: 17 * 60 + 30 },
  ],
  daysAhead: 7,
  timeZone: PARIS_TIME_ZONE,
};

describe("time zone", () => {
  it("converts Paris wall-clock times in winter and summer", () => {
    expect(instantOf(2026, 1, 15, 9 * 60 + 30, PARIS_TIME_ZONE).toISOString()).toBe("2026-01-15T08:30:00.000Z");
    expect(instantOf(2026, 7, 15, 9 * 60 + 30, PARIS_TIME_ZONE).toISOString()).toBe("2026-07-15T07:30:00.000Z");
    expect(wallClockOf(new Date("2026-07-15T07:30:00Z"), PARIS_TIME_ZONE)).toMatchObject({ hour: 9, minute: 30, weekday: 3 });
  });
});

describe("candidateSlots", () => {
  // Friday 20 November 2026, 16:00 in Paris.
  const now = new Date("2026-11-20T15:00:00Z");
  const slots = candidateSlots(hours, now);

  it("offers weekdays only, within opening hours, 30 minutes long", () => {
    for (const slot of slots) {
      const start = wallClockOf(new Date(slot.starts_at), PARIS_TIME_ZONE);
      expect(start.weekday).toBeLessThanOrEqual(5);
      const minutes = start.hour * 60 + start.minute;
      expect((minutes >= 570 && minutes + 30 <= 720) || (minutes >= 840 && minutes + 30 <= 1050)).toBe(true);
      expect(new Date(slot.ends_at).getTime() - new Date(slot.starts_at).getTime()).toBe(30 * 60_000);
    }
  });

  it("starts after the lead time and skips the weekend", () => {
    // Friday 16:00 + 2 h is past closing: the first slot is Monday 9:30.
    expect(slots[0].starts_at).toBe("2026-11-23T08:30:00.000Z");
    // 5 morning + 7 afternoon slots a day.
    const monday = slots.filter((s) => s.starts_at.startsWith("2026-11-23"));
    expect(monday).toHaveLength(12);
  });

  it("recognises its own slots only", () => {
    expect(isCandidateSlot(hours, now, new Date("2026-11-23T08:30:00Z"))).toBe(true);
    expect(isCandidateSlot(hours, now, new Date("2026-11-23T08:45:00Z"))).toBe(false);
    expect(isCandidateSlot(hours, now, new Date("2026-11-21T08:30:00Z"))).toBe(false);
  });
});

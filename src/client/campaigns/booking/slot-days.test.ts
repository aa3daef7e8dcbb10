import { describe, expect, it } from "vitest";
import { groupDaysByWeek, groupSlotsByParisDay } from "./slot-days";

const slot = (startsAt: string) => ({
  starts_at: startsAt,
  ends_at: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
});

describe("groupSlotsByParisDay", () => {
  it("groups by Paris day in time order with French day names", () => {
    const days = groupSlotsByParisDay([
      slot("2025-03-11T09:00:00.000Z"),
      slot("2025-03-10T13:30:00.000Z"),
      slot("2025-03-10T08:00:00.000Z"),
    ]);
    expect(days.map((d) => [d.key, d.weekday, d.label, d.slots.map((s) => s.time)])).toEqual([
      ["2025-03-10", "lundi", "10 mars", ["09:00", "14:30"]],
      ["2025-03-11", "mardi", "11 mars", ["10:00"]],
    ]);
  });

  it("puts a slot just after Paris midnight on the Paris day", () => {
    const [day] = groupSlotsByParisDay([slot("2025-03-09T23:30:00.000Z")]);
    expect(day.key).toBe("2025-03-10");
    expect(day.slots[0].time).toBe("00:30");
  });

  it("returns nothing for no slot", () => {
    expect(groupSlotsByParisDay([])).toEqual([]);
  });
});

describe("groupDaysByWeek", () => {
  it("starts weeks on Monday", () => {
    const days = groupSlotsByParisDay([
      slot("2025-03-14T09:00:00.000Z"), // Friday
      slot("2025-03-17T09:00:00.000Z"), // next Monday
      slot("2025-03-10T09:00:00.000Z"), // Monday
    ]);
    const weeks = groupDaysByWeek(days);
    expect(weeks.map((w) => [w.key, w.label, w.days.map((d) => d.key)])).toEqual([
      ["2025-03-10", "Semaine du lundi 10 mars", ["2025-03-10", "2025-03-14"]],
      ["2025-03-17", "Semaine du lundi 17 mars", ["2025-03-17"]],
    ]);
  });
});

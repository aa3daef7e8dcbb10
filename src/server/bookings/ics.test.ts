import { describe, expect, it } from "vitest";
import { calendarInvitation } from "./ics";

describe("calendarInvitation", () => {
  const ics = calendarInvitation({
    uid: "abc@boutique-solidaire.fr",
    startsAt: new Date("2026-11-23T08:30:00Z"),
    endsAt: new Date("2026-11-23T09:00:00Z"),
    summary: "Appel Boutique Solidaire, campagne ; École",
    description: "Ligne 1\nLigne 2 " + "é".repeat(60),
    organizerEmail: "bonjour@boutique-solidaire.fr",
    attendeeEmail: "marie@exemple.fr",
    now: new Date("2026-11-20T10:00:00Z"),
  });

  it("is a calendar event in UTC with CRLF lines", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics).toContain("DTSTART:20261123T083000Z\r\n");
    expect(ics).toContain("DTEND:20261123T090000Z\r\n");
    expect(ics).toContain("UID:abc@boutique-solidaire.fr\r\n");
  });

  it("escapes text values and folds long lines at 75 octets", () => {
    expect(ics).toContain("SUMMARY:Appel Boutique Solidaire\\, campagne \\; École");
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(ics).toContain("Ligne 1\\nLigne 2");
  });
});

import { describe, expect, it } from "vitest";
import { inHowLong } from "./quota-messages";

describe("when a member may go on", () => {
  it("says the wait rounded up to the minute, in French", () => {
    expect(inHowLong(0)).toBe("dans une minute");
    expect(inHowLong(61_000)).toBe("dans 2 minutes");
    expect(inHowLong(59 * 60_000)).toBe("dans 59 minutes");
    expect(inHowLong(60 * 60_000)).toBe("dans une heure");
    expect(inHowLong(65 * 60_000)).toBe("dans 1 h 05");
    expect(inHowLong(23 * 60 * 60_000)).toBe("dans 23 heures");
  });
});

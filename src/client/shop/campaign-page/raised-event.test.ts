import { describe, expect, it } from "vitest";
import { parseRaisedEvent } from "./raised-event";

describe("parseRaisedEvent", () => {
  it("reads the amount of a raised event", () => {
    expect(parseRaisedEvent('{"amount_raised_eur":1234.5}')).toBe(1234.5);
    expect(parseRaisedEvent('{"amount_raised_eur":0}')).toBe(0);
  });

  it("ignores anything else", () => {
    expect(parseRaisedEvent("")).toBeNull();
    expect(parseRaisedEvent("null")).toBeNull();
    expect(parseRaisedEvent('{"amount_raised_eur":"12"}')).toBeNull();
    expect(parseRaisedEvent('{"amount_raised_eur":-1}')).toBeNull();
  });
});

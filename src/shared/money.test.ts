import { describe, expect, it } from "vitest";
import { centsToDecimal, formatAmountWithCode, formatEuros, toCents } from "./money";

describe("money", () => {
  it("parses amounts to cents without floats", () => {
    expect(toCents("12.5")).toBe(1250);
    expect(toCents("3,90")).toBe(390);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents("8")).toBe(800);
    expect(toCents("-1")).toBeNull();
    expect(toCents("1.234")).toBeNull();
    expect(toCents("")).toBeNull();
  });

  it("formats for the database and for people", () => {
    expect(centsToDecimal(390)).toBe("3.90");
    expect(formatEuros(390).replace(/\s/g, " ")).toBe("3,90 €");
    expect(formatEuros(250000).replace(/\s/g, " ")).toBe("2 500,00 €");
    expect(formatAmountWithCode("23.9", "eur")).toBe("23.90 EUR");
  });
});

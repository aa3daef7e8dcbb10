import { describe, expect, it } from "vitest";
import { emailLocalPart, formatEuroAmount } from "./format";

// Intl separates with no-break spaces; compare with plain ones.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

describe("formatEuroAmount", () => {
  it("shows euros with two decimals and a comma", () => {
    expect(plain(formatEuroAmount(3.9))).toBe("3,90 €");
    expect(plain(formatEuroAmount("2500.00"))).toBe("2 500,00 €");
  });

  it("treats missing or invalid amounts as zero", () => {
    expect(plain(formatEuroAmount(null))).toBe("0,00 €");
    expect(plain(formatEuroAmount("abc"))).toBe("0,00 €");
  });
});

describe("emailLocalPart", () => {
  it("keeps what is before the @", () => {
    expect(emailLocalPart("marie.dupont@example.fr")).toBe("marie.dupont");
  });

  it("returns the input when there is no local part", () => {
    expect(emailLocalPart("sans-arobase")).toBe("sans-arobase");
    expect(emailLocalPart("@example.fr")).toBe("@example.fr");
  });
});

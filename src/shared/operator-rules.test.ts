import { describe, expect, it } from "vitest";
import { frenchVatNumber, isValidFrenchVatNumber, isValidSiren, isValidSiret } from "./operator-rules";

// Hand-checked figures: 912 345 683 passes Luhn and its VAT key is (12 + 3 × (912345683 mod 97)) mod 97 = 89; La Poste's
// VAT number, FR39356000000, is public.

describe("company numbers", () => {
  it("checks a SIREN and a SIRET with Luhn's key, spaces or not", () => {
    expect(isValidSiren("912 345 683")).toBe(true);
    expect(isValidSiren("912345684")).toBe(false);
    expect(isValidSiret("912 345 683 00011")).toBe(true);
    expect(isValidSiret("91234568300012")).toBe(false);
    // A SIRET whose 14 digits pass, on a SIREN that doesn't.
    expect(isValidSiren("912345678")).toBe(false);
    expect(isValidSiret("91234567800011")).toBe(false);
    expect(isValidSiret("9123456830001")).toBe(false);
    expect(isValidSiret("9123456830001A")).toBe(false);
  });

  it("takes La Poste's establishments as INSEE does: their digits add up to a multiple of 5", () => {
    expect(isValidSiren("356000000")).toBe(true);
    // 3 + 5 + 6 + 1 = 15; Luhn's sum of the same digits is not a multiple of 10.
    expect(isValidSiret("35600000000001")).toBe(true);
    expect(isValidSiret("35600000000002")).toBe(false);
  });

  it("gives a SIREN its VAT number and checks the key of one", () => {
    expect(frenchVatNumber("912345683")).toBe("FR89912345683");
    expect(frenchVatNumber("356000000")).toBe("FR39356000000");
    expect(isValidFrenchVatNumber("FR 89 912 345 683")).toBe(true);
    expect(isValidFrenchVatNumber("fr89912345683")).toBe(true);
    expect(isValidFrenchVatNumber("FR88912345683")).toBe(false);
    expect(isValidFrenchVatNumber("DE89912345683")).toBe(false);
    // The right key of a SIREN that is not one.
    expect(isValidFrenchVatNumber(frenchVatNumber("912345678"))).toBe(false);
  });
});

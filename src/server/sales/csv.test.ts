import { describe, expect, it } from "vitest";
import { csvCell } from "./csv";

describe("csvCell", () => {
  it("quotes separators and quotes, and neutralises formulas", () => {
    expect(csvCell('a;b "c"')).toBe('"a;b ""c"""');
    expect(csvCell("=HYPERLINK(\"x\")")).toBe("\"'=HYPERLINK(\"\"x\"\")\"");
    expect(csvCell("+33 6 00")).toBe("'+33 6 00");
    expect(csvCell(null)).toBe("");
    expect(csvCell(12)).toBe("12");
  });
});

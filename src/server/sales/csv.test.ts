import { describe, expect, it } from "vitest";
import { csvHeaderLine, csvNumber, csvText } from "./csv";

const hostile = [
  '=HYPERLINK("http://x")',
  "+1",
  "-2+3",
  "@SUM(A1)",
  "a;=1+1",
  "x\n=cmd",
  '"quoted"',
  "\t=1",
  "\r=1",
  'a; "=1',
  "a,-1",
  "x\r\n@A1",
];

describe("csvText", () => {
  it("quotes every cell, empty ones too, and doubles inner quotes", () => {
    expect(csvText("Dupont")).toBe('"Dupont"');
    expect(csvText('a;b "c"')).toBe('"a;b ""c"""');
    expect(csvText(null)).toBe('""');
    expect(csvText("")).toBe('""');
  });

  it("puts an apostrophe before a formula at the start of the cell", () => {
    expect(csvText('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvText("+1")).toBe(`"'+1"`);
    expect(csvText("-2+3")).toBe(`"'-2+3"`);
    expect(csvText("@SUM(A1)")).toBe(`"'@SUM(A1)"`);
    expect(csvText("\t=1")).toBe(`"'\t'=1"`);
    expect(csvText("\rx")).toBe(`"'\rx"`);
    expect(csvText(" =1")).toBe(`" '=1"`);
  });

  it("also after a separator or a line break inside the cell, where an import ignoring quotes splits", () => {
    expect(csvText("a;=1+1")).toBe(`"a;'=1+1"`);
    expect(csvText("x\n=cmd")).toBe(`"x\n'=cmd"`);
    expect(csvText("x\r\n@A1")).toBe(`"x\r\n'@A1"`);
    expect(csvText("a,-1")).toBe(`"a,'-1"`);
    expect(csvText('a; "=1')).toBe(`"a; ""'=1"`);
  });

  it("leaves a sign inside words alone", () => {
    expect(csvText("Jean-Marie")).toBe('"Jean-Marie"');
    expect(csvText("a+b=c @home")).toBe('"a+b=c @home"');
    expect(csvText('"quoted"')).toBe('"""quoted"""');
  });

  it("gives a reader that ignores quotes and splits anywhere no piece starting with a formula", () => {
    for (const value of hostile) {
      const pieces = csvText(value)
        .split(/[;,\t\r\n]/)
        .map((piece) => piece.replace(/"/g, "").trimStart());
      for (const piece of pieces) expect(piece, `${JSON.stringify(value)} -> ${JSON.stringify(piece)}`).not.toMatch(/^[=+\-@]/);
    }
  });
});

describe("csvNumber", () => {
  it("keeps numbers numbers for Excel, negative ones included, with the decimal comma", () => {
    expect(csvNumber(12)).toBe('"12"');
    expect(csvNumber("40.00")).toBe('"40,00"');
    expect(csvNumber("-12.50")).toBe('"-12,50"');
  });

  it("treats anything that is not a plain number as text", () => {
    expect(csvNumber("-2+3")).toBe(`"'-2+3"`);
    expect(csvNumber("1e+21")).toBe('"1e+21"');
  });
});

describe("csvHeaderLine", () => {
  it("starts with the BOM and quotes every title", () => {
    expect(csvHeaderLine()).toMatch(/^\uFEFF"Date";"Référence";"Client";.*;"Ville";"Vendeur"\r\n$/);
  });
});

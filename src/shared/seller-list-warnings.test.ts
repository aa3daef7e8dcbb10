// Engine-independent: a pure function over a list, no database.
import { describe, expect, it } from "vitest";
import { parseSellerList } from "./sellers-rules";
import { sellerListWarnings, SURNAME_WARNING } from "./seller-list-warnings";

// docs/product.md#sellers-page: a pasted list's duplicates and surnames, said line by line before it is saved.

describe("sellerListWarnings", () => {
  it("names every line of the same first name in the same group, case, accents and spaces aside", () => {
    const list = parseSellerList("Léa, CM2\nNoah, CM2\nlea ,  cm2\nLéa, CE1\nLÉA;CM2\nInès\nines");
    expect(sellerListWarnings(list)).toEqual([
      { index: 0, kind: "duplicate", message: "Même prénom dans le même groupe qu'aux lignes 3 et 5." },
      { index: 2, kind: "duplicate", message: "Même prénom dans le même groupe qu'aux lignes 1 et 5." },
      { index: 4, kind: "duplicate", message: "Même prénom dans le même groupe qu'aux lignes 1 et 3." },
      { index: 5, kind: "duplicate", message: "Même prénom sans groupe non plus qu'à la ligne 7." },
      { index: 6, kind: "duplicate", message: "Même prénom sans groupe non plus qu'à la ligne 6." },
    ]);
  });

  it("warns of what looks like a surname, not of an initial, a number nor a hyphenated first name", () => {
    const list = parseSellerList("Léa Martin, CM2\nMARTIN Noah\nLéa M., CM2\nJean-Pierre\nNoé B\nMarie Claire\nÉlève 12");
    expect(sellerListWarnings(list)).toEqual([
      { index: 0, kind: "surname", message: SURNAME_WARNING },
      { index: 1, kind: "surname", message: SURNAME_WARNING },
      { index: 5, kind: "surname", message: SURNAME_WARNING },
    ]);
  });

  it("says nothing of a clean list, and both of a line that has both", () => {
    expect(sellerListWarnings(parseSellerList("Léa, CM2\nNoah, CM2\nInès, CE1"))).toEqual([]);
    expect(sellerListWarnings(parseSellerList("Léa Martin\nLéa Martin")).map((warning) => [warning.index, warning.kind])).toEqual([
      [0, "duplicate"],
      [0, "surname"],
      [1, "duplicate"],
      [1, "surname"],
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { payoutDelaySentence, shareOfBarsCents } from "./statement-rules";

describe("statement rules", () => {
  it("takes 20 % of the bars in cents, rounded half up", () => {
    expect(shareOfBarsCents(1600)).toBe(320);
    expect(shareOfBarsCents(1)).toBe(0);
    expect(shareOfBarsCents(3)).toBe(1);
    expect(shareOfBarsCents(0)).toBe(0);
  });

  it("says when money moves in words that fit the window", () => {
    expect(payoutDelaySentence(14)).toBe(
      "La part d'une commande devient versable 14 jours après son expédition ou sa remise à l'association (le délai de réclamation).",
    );
    expect(payoutDelaySentence(1)).toContain("versable 1 jour après");
    expect(payoutDelaySentence(0)).toBe("La part d'une commande devient versable dès son expédition ou sa remise à l'association.");
  });
});

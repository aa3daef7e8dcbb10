import { describe, expect, it } from "vitest";
import { newsletterStateFrom, newsletterTitles } from "./newsletter-state";

describe("newsletterStateFrom", () => {
  it("reads the three outcomes of the mail links", () => {
    expect(newsletterStateFrom("?etat=confirmee")).toBe("confirmee");
    expect(newsletterStateFrom("?etat=desinscrite")).toBe("desinscrite");
    expect(newsletterStateFrom("?etat=lien-invalide")).toBe("lien-invalide");
  });

  it("has no state without etat", () => {
    expect(newsletterStateFrom("")).toBeNull();
    expect(newsletterStateFrom("?etat=")).toBeNull();
    expect(newsletterStateFrom(new URLSearchParams("utm_source=mail"))).toBeNull();
  });

  it("treats an unknown value as an invalid link", () => {
    expect(newsletterStateFrom("?etat=CONFIRMEE")).toBe("lien-invalide");
    expect(newsletterStateFrom("?etat=<script>")).toBe("lien-invalide");
  });

  it("words each outcome as the brief says", () => {
    expect(newsletterTitles).toEqual({
      confirmee: "Inscription confirmée",
      desinscrite: "Vous êtes désinscrit(e)",
      "lien-invalide": "Ce lien est invalide ou a déjà été utilisé",
    });
  });
});

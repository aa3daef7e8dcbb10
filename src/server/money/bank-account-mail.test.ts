import { describe, expect, it } from "vitest";
import { bankAccountChangedMail } from "./bank-account-mail";

describe("bankAccountChangedMail", () => {
  const mail = bankAccountChangedMail({
    associationName: `L'école "Les Tilleuls" & co`,
    actorName: "Anne <Le Bihan>",
    changedAt: new Date("2025-03-03T13:05:00.000Z"),
    accountHolder: "Les Tilleuls",
    maskedIban: "FR76 •••• •••• •••• •••• •••0 189",
    replaced: true,
    contactUrl: "https://boutique.example/contact",
  });

  it("says who changed the details, when (Paris time), the masked IBAN, and what to do if it wasn't wanted", () => {
    expect(mail.subject).toBe("Coordonnées bancaires modifiées - Boutique Solidaire");
    expect(mail.text).toContain(
      "Les coordonnées bancaires de votre association ont été modifiées le 3 mars 2025 à 14:05 (heure de Paris), par le membre nommé ci-dessous.",
    );
    expect(mail.text).toContain("IBAN : FR76 •••• •••• •••• •••• •••0 189.");
    // What members typed, in the association's frame (docs/product.md#mails).
    expect(mail.text).toContain(`Informations de l'association « L'école "Les Tilleuls" & co » (écrites par ses membres)`);
    expect(mail.text).toContain("Modifiées par : « Anne <Le Bihan> »");
    expect(mail.text).toContain("Titulaire du compte : « Les Tilleuls »");
    expect(mail.text).toContain("Si vous n'êtes pas à l'origine de ce changement, contactez-nous immédiatement.");
    expect(mail.text.split("\n")).toContain("https://boutique.example/contact");
  });

  it("escapes what members typed in the HTML version", () => {
    expect(mail.html).toContain("Anne &lt;Le Bihan&gt;");
    expect(mail.html).not.toContain("<Le Bihan>");
  });
});

import { describe, expect, it } from "vitest";
import { invitationMail } from "./invitation-mail";

describe("invitationMail", () => {
  const mail = invitationMail({
    inviterName: "Anne <Le Bihan>",
    associationName: `L'école "Les Tilleuls" & co`,
    role: "volunteer",
    email: "benevole@exemple.fr",
    invitationUrl: "https://boutique.example/invitation/abc_DEF-123",
  });

  it("says who invites, where, with which role and what it allows, and how long the link works", () => {
    // The subject is the shop's; the names the members typed are in the association's frame (docs/product.md#mails).
    expect(mail.subject).toBe("Invitation à rejoindre une association sur Boutique Solidaire");
    expect(mail.text).toContain(
      "Un membre de l'association ci-dessous vous invite à rejoindre son équipe sur Boutique Solidaire, avec le rôle Bénévole.",
    );
    expect(mail.text).toContain(`Informations de l'association « L'école "Les Tilleuls" & co » (écrites par ses membres)`);
    expect(mail.text).toContain(`Qui vous invite : « Anne <Le Bihan> (L'école "Les Tilleuls" & co) »`);
    expect(mail.text).toContain(
      "Rôle proposé : Bénévole. La distribution et les commandes papier. Voit le nom des acheteurs, pas leurs coordonnées.",
    );
    expect(mail.text).toContain("avec l'adresse benevole@exemple.fr.");
    expect(mail.text).toContain("Ce lien est valable 7 jours et ne sert qu'une fois.");
    expect(mail.text.split("\n")).toContain("https://boutique.example/invitation/abc_DEF-123");
  });

  it("escapes what the association and the inviter typed in the HTML version", () => {
    expect(mail.html).toContain("Anne &lt;Le Bihan&gt;");
    expect(mail.html).not.toContain("<Le Bihan>");
    expect(mail.html).toMatch(/<a href="https:\/\/boutique\.example\/invitation\/abc_DEF-123"[^>]*>Rejoindre l&#39;équipe<\/a>/);
  });
});

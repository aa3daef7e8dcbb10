import { describe, expect, it } from "vitest";
import { confirmEmailMail } from "./confirm-email";
import { renderMail } from "./layout";
import { resetPasswordMail } from "./reset-password";

const url = "https://boutique.example/api/auth/verify-email?token=abc.def&callbackURL=/auth/callback";
const escapedUrl = "https://boutique.example/api/auth/verify-email?token=abc.def&amp;callbackURL=/auth/callback";

describe("confirmEmailMail", () => {
  const mail = confirmEmailMail({ url });

  it("has the French subject and the button to the link", () => {
    expect(mail.subject).toBe("Confirmez votre adresse email - Boutique Solidaire");
    expect(mail.html).toContain(`href="${escapedUrl}"`);
    expect(mail.html).toMatch(/<a href="[^"]+"[^>]*>Confirmer mon email<\/a>/);
  });

  it("has the raw link alone on its line in the text version", () => {
    expect(mail.text.split("\n")).toContain(url);
    expect(mail.text).toContain("Confirmer mon email");
    expect(mail.text).not.toMatch(/<[a-z]/i);
  });

  it("uses the branded layout", () => {
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="fr">/);
    expect(mail.html).toContain("Boutique Solidaire</p>");
    expect(mail.html).toContain("#B76E79");
    expect(mail.html).toContain("Du chocolat bio et équitable");
    expect(mail.text).toContain("Du chocolat bio et équitable");
  });
});

describe("resetPasswordMail", () => {
  const resetUrl = "https://boutique.example/api/auth/reset-password/tok?callbackURL=/auth/reset";
  const mail = resetPasswordMail({ url: resetUrl });

  it("has the French subject, the button and the expiry note", () => {
    expect(mail.subject).toBe("Réinitialisation de votre mot de passe - Boutique Solidaire");
    expect(mail.html).toMatch(
      /<a href="https:\/\/boutique\.example\/api\/auth\/reset-password\/tok\?callbackURL=\/auth\/reset"[^>]*>Choisir un nouveau mot de passe<\/a>/,
    );
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain("expire dans 1 heure");
      expect(body).toMatch(/une seule fois/);
    }
    expect(mail.text.split("\n")).toContain(resetUrl);
  });
});

describe("renderMail", () => {
  const base = {
    subject: "S",
    preheader: "P",
    heading: "H",
    paragraphs: [],
    notes: [],
    action: { label: "Go", url: "https://x.example/" },
  };

  it("escapes every interpolated value in the HTML, not in the text", () => {
    const mail = renderMail({
      ...base,
      heading: "<script>alert(1)</script>",
      paragraphs: ["Tom & Jerry"],
      action: { label: "Go", url: 'https://x.example/?a="><img src=x onerror=alert(1)>' },
    });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).toContain("Tom &amp; Jerry");
    expect(mail.html).toContain('href="https://x.example/?a=&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
    expect(mail.text).toContain("<script>alert(1)</script>");
  });

  it("refuses a link that is not a web address", () => {
    expect(() => renderMail({ ...base, action: { label: "Go", url: "javascript:alert(1)" } })).toThrow(/http/);
    expect(() => renderMail({ ...base, action: { label: "Go", url: "/relative" } })).toThrow(/http/);
  });
});

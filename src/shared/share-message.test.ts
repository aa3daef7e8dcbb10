import { describe, expect, it } from "vitest";
import { campaignPageUrl, fromSeller, readableUrl, shareMail, shareMessage, shareTargets } from "./share-message";

const campaign = { association_name: "APE de l'école Jules-Ferry" };
const url = "https://boutique-solidaire.fr/c/ecole-jules-ferry";
const sellerUrl = "https://boutique-solidaire.fr/c/ecole-jules-ferry?vendeur=lea-7k2";

/** The text a link carries in one of its parameters, decoded as the app receiving it would. */
function parameter(link: string, name: string): string | null {
  const query = link.slice(link.indexOf("?") + 1);
  for (const pair of query.split("&")) {
    const [key, value] = pair.split("=");
    if (key === name) return decodeURIComponent(value);
  }
  return null;
}

describe("shareMessage", () => {
  it("names the campaign, the chocolate, the 20 % and ends with the address", () => {
    expect(shareMessage({ campaign, url })).toBe(
      "Soutenez APE de l'école Jules-Ferry : commandez nos tablettes de chocolat bio et équitable, 20 % de chaque vente financent nos projets. https://boutique-solidaire.fr/c/ecole-jules-ferry",
    );
  });

  it("names the seller on a seller's link, eliding 'de' before a vowel", () => {
    expect(shareMessage({ campaign, url: sellerUrl, sellerFirstName: "Léa" })).toBe(
      "Soutenez APE de l'école Jules-Ferry : commandez auprès de Léa nos tablettes de chocolat bio et équitable, 20 % de chaque vente financent nos projets. https://boutique-solidaire.fr/c/ecole-jules-ferry?vendeur=lea-7k2",
    );
    expect(shareMessage({ campaign, url, sellerFirstName: "Éloïse" })).toContain("commandez auprès d'Éloïse nos tablettes");
    expect(shareMessage({ campaign, url, sellerFirstName: "  " })).toContain(
      "Soutenez APE de l'école Jules-Ferry : commandez nos tablettes",
    );
  });

  it("keeps the message on one line and in plain spaces (an SMS stays in the 7-bit alphabet)", () => {
    const message = shareMessage({ campaign: { association_name: "Club\n de  judo" }, url, sellerFirstName: " Tom " });
    expect(message).toContain("Soutenez Club de judo : commandez auprès de Tom nos");
    expect(message).not.toMatch(/[\n\u00a0\u202f]/);
  });
});

describe("fromSeller", () => {
  it.each([
    ["Emma", "auprès d'Emma"],
    ["Ibrahim", "auprès d'Ibrahim"],
    ["Œlia", "auprès d'Œlia"],
    ["Léa", "auprès de Léa"],
    ["Hugo", "auprès de Hugo"],
    ["Yanis", "auprès de Yanis"],
  ])("%s -> %s", (firstName, expected) => {
    expect(fromSeller(firstName)).toBe(expected);
  });
});

describe("shareTargets", () => {
  const targets = shareTargets({
    campaign: { association_name: 'Club "Échecs & Maths" (Vannes) !' },
    url: sellerUrl,
    sellerFirstName: "Anaïs",
  });
  const message =
    'Soutenez Club "Échecs & Maths" (Vannes) ! : commandez auprès d\'Anaïs nos tablettes de chocolat bio et équitable, 20 % de chaque vente financent nos projets. https://boutique-solidaire.fr/c/ecole-jules-ferry?vendeur=lea-7k2';

  it("gives the message and the plain link to copy", () => {
    expect(targets.message).toBe(message);
    expect(targets.link).toBe(sellerUrl);
  });

  it("opens WhatsApp with the whole message, the seller's address included", () => {
    expect(targets.whatsapp.startsWith("https://wa.me/?text=")).toBe(true);
    expect(new URL(targets.whatsapp).searchParams.get("text")).toBe(message);
    expect(parameter(targets.whatsapp, "text")).toBe(message);
  });

  it("opens the SMS app with the message as body, in the form iOS and Android both read", () => {
    expect(targets.sms.startsWith("sms:?&body=")).toBe(true);
    expect(parameter(targets.sms, "body")).toBe(message);
  });

  it("opens a mail with a subject and a body in CRLF lines", () => {
    expect(targets.email.startsWith("mailto:?subject=")).toBe(true);
    expect(parameter(targets.email, "subject")).toBe('Soutenez Club "Échecs & Maths" (Vannes) ! avec du chocolat bio et équitable');
    expect(parameter(targets.email, "body")).toBe(
      [
        "Bonjour,",
        "",
        message.replace(` ${sellerUrl}`, ""),
        "",
        `Pour commander : ${sellerUrl}`,
        "",
        "Merci pour votre soutien !",
        "Anaïs",
      ].join("\r\n"),
    );
  });

  it("encodes every character with a meaning in an address, so that none cuts a parameter short", () => {
    for (const link of [targets.whatsapp, targets.sms, targets.email]) {
      const query = link.slice(link.indexOf("?") + 1);
      // The seller's address holds '?', '=' and '&' ('&' in the name too): only the parameters' own may stay bare.
      expect(query.match(/[?=]/g)?.length).toBe(link.startsWith("mailto:") ? 2 : 1);
      expect(query.replace(/^&/, "").match(/&/g)?.length ?? 0).toBe(link.startsWith("mailto:") ? 1 : 0);
      expect(query).not.toMatch(/[ "'()!\r\n]/);
    }
  });

  it("signs the mail with no name when nobody sells", () => {
    const { body } = shareMail({ campaign, url });
    expect(body.endsWith("Merci pour votre soutien !")).toBe(true);
  });
});

describe("addresses", () => {
  it("builds the campaign page's address from the shop's", () => {
    expect(campaignPageUrl("https://boutique-solidaire.fr", "ecole-jules-ferry")).toBe(url);
    expect(campaignPageUrl("https://boutique-solidaire.fr/", "ecole-jules-ferry")).toBe(url);
  });

  it("reads an address without its scheme nor a last '/'", () => {
    expect(readableUrl(url)).toBe("boutique-solidaire.fr/c/ecole-jules-ferry");
    expect(readableUrl("http://localhost:3000/c/club-echecs/")).toBe("localhost:3000/c/club-echecs");
    expect(readableUrl(sellerUrl)).toBe("boutique-solidaire.fr/c/ecole-jules-ferry?vendeur=lea-7k2");
  });
});

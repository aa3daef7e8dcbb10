import { describe, expect, it } from "vitest";
import { ibanProblem, isValidBic, maskIban, normalizeBic, normalizeIban, sepaNameMessage, toSepaText } from "./bank-details-rules";
import { BIC_INVALID_MESSAGE, IBAN_INVALID_MESSAGE, IBAN_OUTSIDE_SEPA_MESSAGE, bankDetailsSchema } from "./bank-details";

// Each invalid example below keeps a correct mod-97 key unless the key is what is wrong, so that it is the rule
// named which refuses it, not the key by accident.

describe("normalizeIban", () => {
  it("takes the spaces out and writes the letters in upper case", () => {
    expect(normalizeIban(" fr76 3000 6000 0112 3456 7890 189 ")).toBe("FR7630006000011234567890189");
    expect(normalizeIban("de89\u00a03704\t0044 0532 0130 00")).toBe("DE89370400440532013000");
    expect(normalizeBic(" agri fr pp ")).toBe("AGRIFRPP");
  });
});

describe("ibanProblem", () => {
  it.each([
    ["French", "FR7630006000011234567890189"],
    ["German", "DE89370400440532013000"],
    ["Belgian", "BE68539007547034"],
    ["Italian (a letter in its format)", "IT60X0542811101000000123456"],
    ["Monegasque", "MC5811222000010123456789030"],
    ["Swiss (SEPA outside the EU)", "CH9300762011623852957"],
  ])("accepts a valid %s IBAN", (_country, iban) => {
    expect(ibanProblem(iban)).toBeNull();
  });

  it.each([
    ["a wrong key", "FR7730006000011234567890189"],
    ["a French account whose RIB key is wrong", "FR0630006000011234567890188"],
    ["a length wrong for the country (German, one digit short)", "DE8937040044053201300"],
    ["a length wrong for the country (German, one digit more)", "DE813704004405320130000"],
    ["a letter where the country has digits", "DE0537040044053201300A"],
    ["a country code that doesn't exist", "XX46370400440532013000"],
    ["lower case, not normalised", "fr7630006000011234567890189"],
    ["nothing", ""],
  ])("refuses %s", (_case, iban) => {
    expect(ibanProblem(iban)).toBe("invalid");
  });

  it("tells a valid account outside the SEPA zone apart: payouts are SEPA transfers", () => {
    expect(ibanProblem("TR330006100519786457841326")).toBe("outside-sepa");
  });
});

describe("isValidBic", () => {
  it.each(["AGRIFRPP", "BNPAFRPPXXX", "DEUTDEFF500"])("accepts %s", (bic) => expect(isValidBic(bic)).toBe(true));
  it.each(["BNPAFRP", "BNPAFRPPXX", "1NPAFRPP", "BNPAXXPP", "BNPA FR PP"])("refuses %s", (bic) => expect(isValidBic(bic)).toBe(false));
});

describe("maskIban", () => {
  it("shows the country, the key and the last four characters, in groups of four", () => {
    expect(maskIban("FR7630006000011234567890189")).toBe("FR76 •••• •••• •••• •••• •••0 189");
    expect(maskIban("DE89370400440532013000")).toBe("DE89 •••• •••• •••• ••30 00");
    expect(maskIban("be68 5390 0754 7034")).toBe("BE68 •••• •••• 7034");
  });
});

describe("bankDetailsSchema", () => {
  const valid = { account_holder: "  Club de Judo de Vannes ", iban: "fr76 3000 6000 0112 3456 7890 189", bic: "agri fr pp" };
  const messages = (input: object) => bankDetailsSchema.safeParse(input).error?.issues.map((i) => [i.path.join("."), i.message]);

  it("gives the IBAN and the BIC in electronic format, the holder trimmed", () => {
    expect(bankDetailsSchema.parse(valid)).toEqual({
      account_holder: "Club de Judo de Vannes",
      iban: "FR7630006000011234567890189",
      bic: "AGRIFRPP",
    });
  });

  it("says what is wrong in French, under each field", () => {
    expect(messages({ account_holder: "X", iban: "FR7730006000011234567890189", bic: "BNPAFRP" })).toEqual([
      ["account_holder", "Le titulaire du compte doit compter de 2 à 70 caractères."],
      ["iban", IBAN_INVALID_MESSAGE],
      ["bic", BIC_INVALID_MESSAGE],
    ]);
    expect(messages({ ...valid, account_holder: "A".repeat(71) })).toEqual([
      ["account_holder", "Le titulaire du compte doit compter de 2 à 70 caractères."],
    ]);
    expect(messages({ ...valid, iban: "TR33 0006 1005 1978 6457 8413 26" })).toEqual([["iban", IBAN_OUTSIDE_SEPA_MESSAGE]]);
    expect(messages({ ...valid, iban: "FR76".padEnd(60, "0") })).toEqual([["iban", IBAN_INVALID_MESSAGE]]);
  });
});

describe("toSepaText", () => {
  it.each([
    ["École Saint-Exupéry", "Ecole Saint-Exupery"],
    ["Les Cœurs de Bretagne", "Les Coeurs de Bretagne"],
    ["Straße", "Strasse"],
    ["L’Arche & Co", "L'Arche + Co"],
    ["Ærø Ølstykke Łódź Đakovo Þór", "AEro Olstykke Lodz Dakovo THor"],
    ["Çà et là, Ñandú, Åsa, Ūdrė", "Ca et la, Nandu, Asa, Udre"],
    ["«Les Tilleuls» — section n°2", "'Les Tilleuls' - section no2"],
    ["  Club\u00a0\u202fde   judo\t", "Club de judo"],
    ["ﬁnale Ｃｌｕｂ", "finale Club"],
  ])("writes %j as %j", (value, expected) => {
    expect(toSepaText(value)).toEqual({ text: expected, refused: [] });
  });

  it.each([
    ["Cyrillic", "Школа 5", ["Ш", "к", "о", "л", "а"]],
    ["Greek", "Ωμέγα", ["Ω", "μ", "έ", "γ", "α"]],
    ["CJK", "北京 Club", ["北", "京"]],
    ["an emoji, whole with its joiners", "Famille 👨‍👩‍👧 ok", ["👨‍👩‍👧"]],
    ["symbols with no safe spelling", "Club @home #1 *", ["@", "#", "*"]],
  ])("refuses %s and names each character once", (_kind, value, refused) => {
    expect(toSepaText(value).refused).toEqual(refused);
  });
});

describe("the holder's SEPA rule in the shared schema", () => {
  const details = { iban: "FR7630006000011234567890189", bic: "AGRIFRPP" };

  it("accepts a French or European name as typed (the file spells it out)", () => {
    const parsed = bankDetailsSchema.safeParse({ ...details, account_holder: "Œuvre d’Éloïse" });
    expect(parsed.success && parsed.data.account_holder).toBe("Œuvre d’Éloïse");
  });

  it("refuses a name in another script with the French message naming the characters", () => {
    const parsed = bankDetailsSchema.safeParse({ ...details, account_holder: "Клуб ⚽" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      [
        "account_holder",
        "Écrivez le titulaire en lettres latines, comme sur votre RIB : un virement bancaire ne peut pas contenir « К », « л », « у », « б », « ⚽ ».",
      ],
    ]);
    expect(sepaNameMessage(["Ш"])).toBe(
      "Écrivez le titulaire en lettres latines, comme sur votre RIB : un virement bancaire ne peut pas contenir « Ш ».",
    );
  });
});

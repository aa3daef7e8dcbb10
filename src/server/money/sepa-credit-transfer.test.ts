import { readFileSync } from "node:fs";
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { sepaCreditTransferXml, type SepaCreditTransferFile } from "./sepa-credit-transfer";

const schema = readFileSync(new URL("./xsd/pain.001.001.03.xsd", import.meta.url), "utf8");

const validate = (xml: string) => validateXML({ xml: [{ fileName: "payouts.xml", contents: xml }], schema: [schema] });

const parse = (xml: string) => new new Window().DOMParser().parseFromString(xml, "application/xml");

const file: SepaCreditTransferFile = {
  messageId: "PAYOUT-2026-03-01-0001",
  createdAt: new Date("2026-03-01T09:30:12.345Z"),
  executionDate: "2026-03-03",
  debtor: { name: "Boutique Solidaire", iban: "FR7630006000011234567890189", bic: "AGRIFRPP" },
  transfers: [
    {
      endToEndId: "PAYOUT-1",
      amountCents: 1,
      creditor: { name: "École Saint-Exupéry", iban: "FR14 2004 1010 0505 0001 3M02 606", bic: "PSSTFRPPPAR" },
      remittance: "Campagne « Pâques » : reversement",
    },
    {
      endToEndId: "PAYOUT-2",
      amountCents: 1234567,
      creditor: { name: "L'Arche & Co — Œuvres", iban: "DE89370400440532013000", bic: "COBADEFFXXX" },
      remittance: "Reversement n°2",
    },
    {
      endToEndId: "PAYOUT-3",
      amountCents: 2500,
      creditor: { name: "A".repeat(80), iban: "FR7630006000011234567890189", bic: "AGRIFRPP" },
      remittance: "x".repeat(200),
    },
  ],
};

const texts = (doc: ReturnType<typeof parse>, tag: string) => [...doc.getElementsByTagName(tag)].map((node) => node.textContent);

describe("sepaCreditTransferXml", () => {
  it("writes a file the ISO 20022 schema accepts, with the totals, amounts and accounts it was given", async () => {
    const xml = sepaCreditTransferXml(file);
    const result = await validate(xml);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);

    const doc = parse(xml);
    expect(doc.documentElement.namespaceURI).toBe("urn:iso:std:iso:20022:tech:xsd:pain.001.001.03");
    expect(texts(doc, "NbOfTxs")).toEqual(["3", "3"]);
    expect(texts(doc, "CtrlSum")).toEqual(["12370.68", "12370.68"]);
    expect(texts(doc, "InstdAmt")).toEqual(["0.01", "12345.67", "25.00"]);
    expect([...doc.getElementsByTagName("InstdAmt")].map((node) => node.getAttribute("Ccy"))).toEqual(["EUR", "EUR", "EUR"]);
    expect(texts(doc, "IBAN")).toEqual([
      "FR7630006000011234567890189",
      "FR1420041010050500013M02606",
      "DE89370400440532013000",
      "FR7630006000011234567890189",
    ]);
    expect(texts(doc, "EndToEndId")).toEqual(["PAYOUT-1", "PAYOUT-2", "PAYOUT-3"]);
    expect(texts(doc, "CreDtTm")).toEqual(["2026-03-01T09:30:12Z"]);
    expect(texts(doc, "ReqdExctnDt")).toEqual(["2026-03-03"]);
    expect(texts(doc, "BtchBookg")).toEqual(["true"]);
    expect(texts(doc, "ChrgBr")).toEqual(["SLEV"]);
  });

  it("keeps names and remittances to the SEPA character set and the schema's lengths", () => {
    const xml = sepaCreditTransferXml(file);
    // Not even an entity: the raw bytes stay in the character set, for banks that check them before parsing.
    expect(xml).not.toMatch(/[^\x20-\x7e\n]|&/);
    expect(xml).toContain("<Nm>L'Arche + Co - OEuvres</Nm>");
    const doc = parse(xml);
    const names = texts(doc, "Nm");
    expect(names.slice(2)).toEqual(["Ecole Saint-Exupery", "L'Arche + Co - OEuvres", "A".repeat(70)]);
    const remittances = texts(doc, "Ustrd");
    expect(remittances.slice(0, 2)).toEqual(["Campagne ' Paques ' : reversement", "Reversement no2"]);
    expect(remittances[2]).toHaveLength(140);
  });

  it("writes hostile but Latin names the schema and the SEPA set accept, spelled out by the form's rule", async () => {
    const names = [
      "Œuvre d’Ærøskøbing & Straße — «Łódź»",
      "  Ｃｌｕｂ\u00a0ﬁnal ; [Ħal Far] !  ",
      "Ĳssel / Þingvellir (n°3) 50 €",
      "É".repeat(80),
    ];
    const transfers = names.map((name, i) => ({
      ...file.transfers[0],
      endToEndId: `HOSTILE-${i}`,
      creditor: { ...file.transfers[0].creditor, name },
    }));
    const xml = sepaCreditTransferXml({ ...file, transfers });
    expect(xml).not.toMatch(/[^\x20-\x7e\n]|&/);
    const result = await validate(xml);
    expect(result.errors).toEqual([]);
    expect(texts(parse(xml), "Nm").slice(2)).toEqual([
      "OEuvre d'AEroskobing + Strasse - 'Lodz'",
      "Club final , (Hal Far) .",
      "IJssel / THingvellir (no3) 50 EUR",
      "E".repeat(70),
    ]);
  });

  it("refuses a name with no Latin spelling instead of writing what is left of it", () => {
    for (const name of ["Школа 12", "Σύλλογος", "Club ⚽", "北京俱乐部"]) {
      const transfers = [{ ...file.transfers[0], creditor: { ...file.transfers[0].creditor, name } }];
      expect(() => sepaCreditTransferXml({ ...file, transfers })).toThrow(/outside the SEPA set/);
    }
    expect(() => sepaCreditTransferXml({ ...file, debtor: { ...file.debtor, name: "Ателье" } })).toThrow(/outside the SEPA set/);
  });

  it("refuses an empty file and amounts that are not a positive number of cents", () => {
    expect(() => sepaCreditTransferXml({ ...file, transfers: [] })).toThrow(/at least one transfer/);
    for (const amountCents of [0, -100, 12.5, Number.NaN]) {
      const transfers = [{ ...file.transfers[0], amountCents }];
      expect(() => sepaCreditTransferXml({ ...file, transfers })).toThrow(/invalid amount/);
    }
    expect(() => sepaCreditTransferXml({ ...file, executionDate: "2026-02-31" })).toThrow(/execution date/);
  });

  it("is checked by a validator that does refuse a transfer without its creditor's IBAN", async () => {
    const xml = sepaCreditTransferXml(file).replace("<IBAN>DE89370400440532013000</IBAN>", "");
    const result = await validate(xml);
    expect(result.valid).toBe(false);
    expect(result.errors[0].message).toMatch(/Element '\{[^}]+\}Id': Missing child element\(s\)\. Expected is one of \( \{[^}]+\}IBAN/);
  });
});

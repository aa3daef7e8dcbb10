import { toSepaText } from "../../shared/bank-details-rules";

// The SEPA credit transfer file (ISO 20022 pain.001.001.03) the workshop hands its bank to pay the associations.
// xsd/pain.001.001.03.xsd, the schema of ISO 20022's message definition as published (unchanged), is what the tests
// validate it against. The file is rebuilt on every download, so the same input always gives the same bytes.

export type SepaParty = { name: string; iban: string; bic: string };
export type SepaTransfer = { endToEndId: string; amountCents: number; creditor: SepaParty; remittance: string };
export type SepaCreditTransferFile = {
  messageId: string;
  createdAt: Date;
  /** YYYY-MM-DD */
  executionDate: string;
  debtor: SepaParty;
  transfers: SepaTransfer[];
};

const NAMESPACE = "urn:iso:std:iso:20022:tech:xsd:pain.001.001.03";

// The schema's Max35Text, Max70Text and Max140Text.
const ID_LENGTH = 35;
const NAME_LENGTH = 70;
const REMITTANCE_LENGTH = 140;

// The rulebook's ceiling for one SEPA credit transfer: 999 999 999,99 €.
const MAX_AMOUNT_CENTS = 99_999_999_999;

// The schema's IBAN2007Identifier and BICIdentifier patterns: a bank refuses the whole file over one of them.
const IBAN = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$/;
const BIC = /^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$/;

/**
 * Banks of the SEPA zone need only accept the EPC's Latin character set: every text goes through the rule the bank
 * details form applies (shared/bank-details-rules.ts: accents dropped, 'œ' -> 'oe', ’ -> '...), then is cut to the
 * schema's length. A character with no safe Latin spelling is a fault of whoever let it through (the form, the batch
 * and the start-up checks refuse them), so it stops the file rather than being written wrong.
 */
function sepaText(value: string, maxLength: number, field: string): string {
  const { text, refused } = toSepaText(value);
  if (refused.length > 0) throw new Error(`SEPA ${field}: "${value}" has characters outside the SEPA set (${refused.join(" ")})`);
  return text.slice(0, maxLength).trimEnd();
}

/** An identifier (MsgId, EndToEndId...): the EPC also forbids a leading or trailing '/' and '//' anywhere in it. */
function sepaId(value: string, field: string): string {
  const id = sepaText(value, ID_LENGTH, field)
    .replace(/\/{2,}/g, "/")
    .replace(/^\/|\/$/g, "");
  if (!id) throw new Error(`SEPA ${field}: nothing left of "${value}" in the SEPA character set`);
  return id;
}

function sepaName(value: string): string {
  const name = sepaText(value, NAME_LENGTH, "name");
  if (!name) throw new Error(`SEPA name: nothing left of "${value}" in the SEPA character set`);
  return name;
}

/** Accounts are stored in electronic format already; spaces and case are forgiven, a wrong shape is not. */
function account(party: SepaParty): { iban: string; bic: string } {
  const iban = party.iban.replace(/\s/g, "").toUpperCase();
  const bic = party.bic.replace(/\s/g, "").toUpperCase();
  if (!IBAN.test(iban)) throw new Error(`SEPA: "${party.iban}" is not an IBAN (${party.name})`);
  if (!BIC.test(bic)) throw new Error(`SEPA: "${party.bic}" is not a BIC (${party.name})`);
  return { iban, bic };
}

/** Cents to the schema's decimal euros, in integers only: 1 -> "0.01", 1234567 -> "12345.67". */
function euros(cents: bigint): string {
  return `${cents / 100n}.${String(cents % 100n).padStart(2, "0")}`;
}

/**
 * Text content escaped for XML. Folded text has none of these left, but the escape stays as a guard. The apostrophe
 * needs no entity in element content and stays as it is: a bank checking the raw bytes against the SEPA character
 * set would refuse "&#39;".
 */
const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** An element with its text or its child lines, indented. */
function element(name: string, content: string | string[], attributes = ""): string[] {
  if (typeof content === "string") return [`<${name}${attributes}>${escapeXml(content)}</${name}>`];
  return [`<${name}${attributes}>`, ...content.map((line) => `  ${line}`), `</${name}>`];
}

function transferLines(transfer: SepaTransfer): string[] {
  const { iban, bic } = account(transfer.creditor);
  const remittance = sepaText(transfer.remittance, REMITTANCE_LENGTH, "Ustrd");
  return element("CdtTrfTxInf", [
    ...element("PmtId", element("EndToEndId", sepaId(transfer.endToEndId, "EndToEndId"))),
    ...element("Amt", element("InstdAmt", euros(BigInt(transfer.amountCents)), ' Ccy="EUR"')),
    ...element("CdtrAgt", element("FinInstnId", element("BIC", bic))),
    ...element("Cdtr", element("Nm", sepaName(transfer.creditor.name))),
    ...element("CdtrAcct", element("Id", element("IBAN", iban))),
    ...(remittance ? element("RmtInf", element("Ustrd", remittance)) : []),
  ]);
}

export function sepaCreditTransferXml(file: SepaCreditTransferFile): string {
  if (file.transfers.length === 0) throw new Error("SEPA: a credit transfer file needs at least one transfer");
  for (const { amountCents, endToEndId } of file.transfers) {
    if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > MAX_AMOUNT_CENTS) {
      throw new Error(`SEPA: transfer ${endToEndId} has an invalid amount (${amountCents} cents)`);
    }
  }
  // A round trip through Date also refuses the days a month doesn't have ("2026-02-31").
  const day = new Date(`${file.executionDate}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== file.executionDate) {
    throw new Error(`SEPA: execution date "${file.executionDate}" is not YYYY-MM-DD`);
  }
  const messageId = sepaId(file.messageId, "MsgId");
  const debtorName = sepaName(file.debtor.name);
  const { iban, bic } = account(file.debtor);
  const count = String(file.transfers.length);
  const total = euros(file.transfers.reduce((sum, t) => sum + BigInt(t.amountCents), 0n));
  // Whole seconds in UTC: the schema's ISODateTime, with no fraction a bank's parser might choke on.
  const createdAt = `${file.createdAt.toISOString().slice(0, 19)}Z`;

  const document = element(
    "Document",
    element("CstmrCdtTrfInitn", [
      ...element("GrpHdr", [
        ...element("MsgId", messageId),
        ...element("CreDtTm", createdAt),
        ...element("NbOfTxs", count),
        ...element("CtrlSum", total),
        ...element("InitgPty", element("Nm", debtorName)),
      ]),
      // One payment block, so one execution date and one debtor account for the whole file.
      ...element("PmtInf", [
        ...element("PmtInfId", messageId),
        ...element("PmtMtd", "TRF"),
        // One debit for the whole batch on the workshop's statement, matching the file the administrator made.
        ...element("BtchBookg", "true"),
        ...element("NbOfTxs", count),
        ...element("CtrlSum", total),
        ...element("PmtTpInf", element("SvcLvl", element("Cd", "SEPA"))),
        ...element("ReqdExctnDt", file.executionDate),
        ...element("Dbtr", element("Nm", debtorName)),
        ...element("DbtrAcct", element("Id", element("IBAN", iban))),
        ...element("DbtrAgt", element("FinInstnId", element("BIC", bic))),
        // The SEPA scheme's only charge rule: each side pays its own bank.
        ...element("ChrgBr", "SLEV"),
        ...file.transfers.flatMap(transferLines),
      ]),
    ]),
    ` xmlns="${NAMESPACE}"`,
  );
  return ['<?xml version="1.0" encoding="UTF-8"?>', ...document, ""].join("\n");
}

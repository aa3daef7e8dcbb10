import { z } from "zod";
import { toCents } from "../shared/money";
import type { LegalNoticeDetails } from "../shared/operator";
import { isValidFrenchVatNumber, isValidSiret, sirenOfSiret, trailingSiren } from "../shared/operator-rules";

// The company that sells the bars (OPERATOR_*, README.md#modes), as every 'Reçu de paiement', every 'Avoir' and the
// legal notice name it (docs/decisions/020-vat-rates.md). A production shop can't issue receipts in a made-up name,
// so there every variable is required; elsewhere they go together, or the demonstration company below stands in.

const emptyAsUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const withoutSpaces = (v: string) => v.replace(/[\s\u00a0\u202f]/g, "");
const text = z.preprocess(emptyAsUndefined, z.string().trim().max(300, "must be at most 300 characters").optional());

/** The OPERATOR_* variables, each checked on its own; envSchema (config.ts) takes them in. */
export const operatorEnvShape = {
  OPERATOR_COMPANY_NAME: text,
  OPERATOR_LEGAL_FORM: text,
  OPERATOR_SHARE_CAPITAL_EUR: z
    .preprocess(emptyAsUndefined, z.string().optional())
    .transform((v) => (v === undefined ? undefined : toCents(withoutSpaces(v))))
    .refine((cents) => cents !== null && (cents === undefined || cents > 0), "must be an amount in euros, such as 10000 or 10000.00"),
  OPERATOR_SIRET: z
    .preprocess(emptyAsUndefined, z.string().optional())
    .transform((v) => (v === undefined ? undefined : withoutSpaces(v)))
    .refine((v) => v === undefined || isValidSiret(v), "must be a SIRET: 14 digits whose check digit (Luhn's) is right"),
  OPERATOR_RCS: text.refine(
    (v) => v === undefined || /^RCS\s+\S.*\s(?:[AB]\s+)?\d{3}\s?\d{3}\s?\d{3}$/.test(v),
    "must read 'RCS {town} {SIREN}', such as 'RCS Vannes 912 345 675'",
  ),
  OPERATOR_VAT_NUMBER: z
    .preprocess(emptyAsUndefined, z.string().optional())
    .transform((v) => (v === undefined ? undefined : withoutSpaces(v).toUpperCase()))
    .refine(
      (v) => v === undefined || isValidFrenchVatNumber(v),
      "must be a French VAT number: FR, a two-digit key and the SIREN (FR65912345675), the key matching the SIREN",
    ),
  OPERATOR_ADDRESS: text,
  OPERATOR_EMAIL: z.preprocess(emptyAsUndefined, z.email("must be an e-mail address").optional()),
  OPERATOR_PHONE: text.refine(
    (v) => v === undefined || /^\+?[\d\s.()-]{8,20}$/.test(v),
    "must be a telephone number, such as 02 97 00 00 00 or +33 2 97 00 00 00",
  ),
  OPERATOR_PUBLICATION_DIRECTOR: text,
  OPERATOR_HOST: text,
  OPERATOR_MEDIATOR_NAME: text,
  OPERATOR_MEDIATOR_ADDRESS: text,
  OPERATOR_MEDIATOR_WEBSITE: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https$/, error: "must be the mediator's website, an https:// address" }).optional(),
  ),
};

type OperatorEnv = { [K in keyof typeof operatorEnvShape]?: z.output<(typeof operatorEnvShape)[K]> };

/**
 * A company made up for the embedded mode: its numbers are well formed (and pass their checks) but belong to no one.
 * Receipts issued outside production say nothing true about a seller, and never need to.
 */
export const demoOperator: LegalNoticeDetails = {
  companyName: "Boutique Solidaire",
  legalForm: "SAS",
  shareCapitalCents: 1_000_000,
  siret: "91234567500017",
  rcs: "RCS Vannes 912 345 675",
  vatNumber: "FR65912345675",
  address: "Chocolaterie artisanale, golfe du Morbihan, 56000 Vannes",
  email: "bonjour@boutique-solidaire.fr",
  phone: "02 97 00 00 00",
  publicationDirector: "Camille Le Floch, présidente de Boutique Solidaire (démonstration)",
  host: "Hébergeur de démonstration SAS, 2 rue des Serveurs, 56000 Vannes, 02 97 00 00 00",
  // A real mediator's public details (CM2C), which the made-up company has not joined: a production shop names its own.
  mediatorName: "CM2C (Centre de la médiation de la consommation de conciliateurs de justice)",
  mediatorAddress: "49 rue de Ponthieu, 75008 Paris",
  mediatorWebsite: "https://www.cm2c.net",
};

const why = "the seller's details printed on every receipt and credit note, the legal notice and the sales terms' mediator";

/**
 * The operator from its variables, or the lines saying what is missing or inconsistent (each names its variable).
 * In production all are required; elsewhere none (the demonstration company) or all.
 */
export function operatorFromEnv(env: OperatorEnv, production: boolean): { operator: LegalNoticeDetails } | { issues: string[] } {
  const names = Object.keys(operatorEnvShape) as (keyof OperatorEnv)[];
  const missing = names.filter((name) => env[name] === undefined);
  if (!production && missing.length === names.length) return { operator: demoOperator };
  if (missing.length > 0) {
    const reason = production
      ? `required in production (${why})`
      : "the OPERATOR_* variables go together: set them all, or none for the demonstration company";
    return { issues: missing.map((name) => `${name}: ${reason}`) };
  }
  const e = env as { [K in keyof OperatorEnv]-?: NonNullable<OperatorEnv[K]> };
  // One company: the VAT number and the registration are keyed on the SIRET's SIREN.
  const siren = sirenOfSiret(e.OPERATOR_SIRET);
  const issues: string[] = [];
  if (trailingSiren(e.OPERATOR_VAT_NUMBER) !== siren) {
    issues.push(`OPERATOR_VAT_NUMBER: its SIREN is ${trailingSiren(e.OPERATOR_VAT_NUMBER)}, the SIRET's is ${siren}`);
  }
  if (trailingSiren(e.OPERATOR_RCS) !== siren) {
    issues.push(`OPERATOR_RCS: its SIREN is ${trailingSiren(e.OPERATOR_RCS)}, the SIRET's is ${siren}`);
  }
  if (issues.length > 0) return { issues };
  return {
    operator: {
      companyName: e.OPERATOR_COMPANY_NAME,
      legalForm: e.OPERATOR_LEGAL_FORM,
      shareCapitalCents: e.OPERATOR_SHARE_CAPITAL_EUR,
      siret: e.OPERATOR_SIRET,
      rcs: e.OPERATOR_RCS.replace(/\s+/g, " "),
      vatNumber: e.OPERATOR_VAT_NUMBER,
      address: e.OPERATOR_ADDRESS,
      email: e.OPERATOR_EMAIL,
      phone: e.OPERATOR_PHONE,
      publicationDirector: e.OPERATOR_PUBLICATION_DIRECTOR,
      host: e.OPERATOR_HOST,
      mediatorName: e.OPERATOR_MEDIATOR_NAME,
      mediatorAddress: e.OPERATOR_MEDIATOR_ADDRESS,
      mediatorWebsite: e.OPERATOR_MEDIATOR_WEBSITE,
    },
  };
}

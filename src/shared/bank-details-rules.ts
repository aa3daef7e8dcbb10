import { isSEPACountry, isValidBIC, isValidIBAN } from "ibantools";

// An association's bank details (docs/product.md#bank-details): the rules the form, the server and the payouts
// share. No zod here: the account page's bundle and the mail templates read them too. The checks themselves come
// from the maintained `ibantools` (each country's length and format, the mod-97 key, the BIC's shape and country).

/** The holder's name goes into the SEPA transfer file, whose creditor name holds 70 characters at most. */
export const ACCOUNT_HOLDER_MIN_LENGTH = 2;
export const ACCOUNT_HOLDER_MAX_LENGTH = 70;
/** The longest IBAN has 34 characters; room for the spaces people type between the groups. */
export const IBAN_INPUT_MAX_LENGTH = 50;
export const BIC_INPUT_MAX_LENGTH = 20;

/** The electronic format: no spaces, upper case ('fr76 3000 6000 ...' -> 'FR7630006000...'). */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

export function normalizeBic(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/**
 * What is wrong with an IBAN (already normalised), or null: 'invalid' for an unknown country, a wrong length or
 * format for the country, or a wrong key; 'outside-sepa' for a valid account we can't pay, since payouts are SEPA
 * credit transfers.
 */
export function ibanProblem(iban: string): "invalid" | "outside-sepa" | null {
  if (!isValidIBAN(iban)) return "invalid";
  if (!isSEPACountry(iban.slice(0, 2))) return "outside-sepa";
  return null;
}

/** A BIC (already normalised) of 8 or 11 characters with a known country. */
export function isValidBic(bic: string): boolean {
  return isValidBIC(bic);
}

/**
 * The IBAN as shown on screen and in mails: country and key, then the last four characters, in groups of four
 * ('FR76 •••• •••• •••• •••• •••0 189'). Enough to recognise one's account, not to use it.
 */
export function maskIban(iban: string): string {
  const electronic = normalizeIban(iban);
  const hidden = Math.max(electronic.length - 8, 0);
  const masked = electronic.slice(0, 4) + "•".repeat(hidden) + electronic.slice(4 + hidden);
  return masked.replace(/(.{4})(?=.)/g, "$1 ");
}

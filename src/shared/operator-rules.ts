// The French company numbers of the operator's configuration, checked before a receipt prints them: a SIREN or SIRET
// with a wrong digit, or a VAT number whose key doesn't match its SIREN, would make every document the shop issues
// name a company that doesn't exist. Spaces are ignored, as these numbers are usually written in groups.

const digitsOnly = (value: string) => value.replace(/\s/g, "");

/** Luhn's sum, the key INSEE gives SIREN and SIRET numbers: every second digit from the right doubled. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** La Poste: one SIREN for more establishments than Luhn's key leaves numbers for. */
const LA_POSTE_SIREN = "356000000";

/** A SIREN: 9 digits passing Luhn. */
export function isValidSiren(value: string): boolean {
  const siren = digitsOnly(value);
  return /^\d{9}$/.test(siren) && passesLuhn(siren);
}

/**
 * A SIRET: a valid SIREN, then the establishment's 5 digits, the 14 passing Luhn. La Poste's establishments are the
 * one exception INSEE makes: their digits add up to a multiple of 5 instead.
 */
export function isValidSiret(value: string): boolean {
  const siret = digitsOnly(value);
  if (!/^\d{14}$/.test(siret) || !isValidSiren(siret.slice(0, 9))) return false;
  if (siret.startsWith(LA_POSTE_SIREN)) return [...siret].reduce((sum, digit) => sum + Number(digit), 0) % 5 === 0;
  return passesLuhn(siret);
}

/** The intra-EU VAT number France gives a SIREN: 'FR', the key (12 + 3 × (SIREN mod 97)) mod 97 on two digits, the SIREN. */
export function frenchVatNumber(siren: string): string {
  const digits = digitsOnly(siren);
  const key = (12 + 3 * (Number(digits) % 97)) % 97;
  return `FR${String(key).padStart(2, "0")}${digits}`;
}

/** 'FR65912345675': a valid SIREN behind its right key. */
export function isValidFrenchVatNumber(value: string): boolean {
  const vat = digitsOnly(value).toUpperCase();
  const match = /^FR\d{2}(\d{9})$/.exec(vat);
  return match !== null && isValidSiren(match[1]) && frenchVatNumber(match[1]) === vat;
}

/** The SIREN a SIRET belongs to: its first 9 digits. */
export function sirenOfSiret(siret: string): string {
  return digitsOnly(siret).slice(0, 9);
}

/** The SIREN a VAT number ('FR65912345675') or an RCS registration ('RCS Vannes B 912 345 675') ends with. */
export function trailingSiren(value: string): string {
  return digitsOnly(value).slice(-9);
}

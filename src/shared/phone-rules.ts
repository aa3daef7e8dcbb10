// A telephone number someone will dial: French (0X XX XX XX XX, or +33 / 0033 then 9 digits) or any international
// number written with its '+' and country code. Spaces, dots, hyphens and brackets between the digits are allowed.
// No zod here (the schemas are in phone.ts).

export const PHONE_MESSAGE = "Numéro de téléphone invalide (ex. 06 12 34 56 78)";
export const MAX_PHONE_LENGTH = 30;

/** Whether `value` reads as a number one can dial. */
export function isDialablePhone(value: string): boolean {
  const compact = value.replace(/[\s.\-()]/g, "");
  if (/^0[1-9]\d{8}$/.test(compact)) return true;
  if (/^(\+|00)33[1-9]\d{8}$/.test(compact)) return true;
  return /^\+[1-9]\d{6,14}$/.test(compact);
}

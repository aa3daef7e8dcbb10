import { z } from "zod";
import "./zod-locale";

// A telephone number someone will dial: French (0X XX XX XX XX, or +33 / 0033 then 9 digits) or any international
// number written with its '+' and country code. Spaces, dots and hyphens between the digits are allowed.

export const PHONE_MESSAGE = "Numéro de téléphone invalide (ex. 06 12 34 56 78)";
const MAX_PHONE_LENGTH = 30;

/** Whether `value` reads as a number one can dial (docs/decisions/035). */
export function isDialablePhone(value: string): boolean {
  const compact = value.replace(/[\s.\-()]/g, "");
  if (/^0[1-9]\d{8}$/.test(compact)) return true;
  if (/^(\+|00)33[1-9]\d{8}$/.test(compact)) return true;
  return /^\+[1-9]\d{6,14}$/.test(compact);
}

/** A number that must be given. */
export const requiredPhone = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .max(MAX_PHONE_LENGTH, { error: PHONE_MESSAGE })
  .refine(isDialablePhone, { error: PHONE_MESSAGE });

/** A number that may be left empty (stored as null). */
export const optionalPhone = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .max(MAX_PHONE_LENGTH, { error: PHONE_MESSAGE })
  .refine((v) => v === "" || isDialablePhone(v), { error: PHONE_MESSAGE })
  .transform((v) => (v === "" ? null : v))
  .nullish();

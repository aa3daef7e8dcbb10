import { z } from "zod";
import "./zod-locale";
import { isDialablePhone, MAX_PHONE_LENGTH, PHONE_MESSAGE } from "./phone-rules";

/** A number that must be given: the booked call's (decision 035). */
export const requiredPhone = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .max(MAX_PHONE_LENGTH, { error: PHONE_MESSAGE })
  .refine(isDialablePhone, { error: PHONE_MESSAGE });

/** A number that may be left empty (stored as null): a member's own, the association's. */
export const optionalPhone = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .max(MAX_PHONE_LENGTH, { error: PHONE_MESSAGE })
  .refine((v) => v === "" || isDialablePhone(v), { error: PHONE_MESSAGE })
  .transform((v) => (v === "" ? null : v))
  .nullish();

import { z } from "zod";
import "./zod-locale";
import {
  ACCOUNT_HOLDER_MAX_LENGTH,
  ACCOUNT_HOLDER_MIN_LENGTH,
  BIC_INPUT_MAX_LENGTH,
  IBAN_INPUT_MAX_LENGTH,
  ibanProblem,
  isValidBic,
  normalizeBic,
  normalizeIban,
} from "./bank-details-rules";

// The 'Coordonnées bancaires' form (docs/product.md#bank-details): checked by this one schema in the browser and on
// the server. The IBAN and the BIC come out in electronic format (no spaces, upper case), as they are stored.

export const IBAN_INVALID_MESSAGE = "IBAN invalide : vérifiez les caractères et la clé.";
export const IBAN_OUTSIDE_SEPA_MESSAGE = "Nous ne pouvons verser la part de vos ventes que sur un compte de la zone SEPA.";
export const BIC_INVALID_MESSAGE = "BIC invalide (8 ou 11 caractères).";
const HOLDER_LENGTH_MESSAGE = `Le titulaire du compte doit compter de ${ACCOUNT_HOLDER_MIN_LENGTH} à ${ACCOUNT_HOLDER_MAX_LENGTH} caractères.`;

const ibanMessages = { invalid: IBAN_INVALID_MESSAGE, "outside-sepa": IBAN_OUTSIDE_SEPA_MESSAGE } as const;

/** PUT /api/associations/:id/bank-account. */
export const bankDetailsSchema = z.object({
  account_holder: z
    .string({ error: HOLDER_LENGTH_MESSAGE })
    .trim()
    .min(ACCOUNT_HOLDER_MIN_LENGTH, { error: HOLDER_LENGTH_MESSAGE })
    .max(ACCOUNT_HOLDER_MAX_LENGTH, { error: HOLDER_LENGTH_MESSAGE }),
  iban: z
    .string({ error: IBAN_INVALID_MESSAGE })
    .max(IBAN_INPUT_MAX_LENGTH, { error: IBAN_INVALID_MESSAGE })
    .transform(normalizeIban)
    .superRefine((iban, ctx) => {
      const problem = ibanProblem(iban);
      if (problem) ctx.addIssue({ code: "custom", message: ibanMessages[problem] });
    }),
  bic: z
    .string({ error: BIC_INVALID_MESSAGE })
    .max(BIC_INPUT_MAX_LENGTH, { error: BIC_INVALID_MESSAGE })
    .transform(normalizeBic)
    .refine(isValidBic, { error: BIC_INVALID_MESSAGE }),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;
export type BankDetailsInput = z.input<typeof bankDetailsSchema>;

/** The saved details as members read them: the IBAN masked (shared/bank-details-rules.ts), never whole. */
export const bankAccountSchema = z
  .object({
    account_holder: z.string(),
    iban_masked: z.string(),
    bic: z.string(),
    updated_at: z.iso.datetime(),
    /** Who saved them last (their name, else their e-mail); null once that account is deleted. */
    updated_by_name: z.string().nullable(),
  })
  .meta({ id: "BankAccount" });
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** GET and PUT /api/associations/:id/bank-account: the details, or null while none are saved. */
export const bankAccountResponseSchema = z.object({ bank_account: bankAccountSchema.nullable() });
export type BankAccountResponse = z.infer<typeof bankAccountResponseSchema>;

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
  sepaNameMessage,
  toSepaText,
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
    .max(ACCOUNT_HOLDER_MAX_LENGTH, { error: HOLDER_LENGTH_MESSAGE })
    // The name goes into the SEPA transfer file: refused here, before anything is stored, if a bank couldn't read it.
    .superRefine((holder, ctx) => {
      const { refused } = toSepaText(holder);
      if (refused.length > 0) ctx.addIssue({ code: "custom", message: sepaNameMessage(refused) });
    }),
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

export const BANK_PASSWORD_MISSING_MESSAGE = "Saisissez votre mot de passe pour confirmer ce changement.";

/**
 * The form as sent: the details and the account's password, asked again because a session alone (a stolen cookie,
 * a phone left unlocked) must not be enough to redirect the association's money.
 */
export const saveBankDetailsSchema = bankDetailsSchema.extend({
  password: z
    .string({ error: BANK_PASSWORD_MISSING_MESSAGE })
    .min(1, { error: BANK_PASSWORD_MISSING_MESSAGE })
    .max(128, { error: "Le mot de passe est trop long (128 caractères maximum)" }),
});
export type SaveBankDetails = z.infer<typeof saveBankDetailsSchema>;
export type SaveBankDetailsInput = z.input<typeof saveBankDetailsSchema>;

/** The saved details as members read them: the IBAN masked (shared/bank-details-rules.ts), never whole. */
export const bankAccountSchema = z
  .object({
    account_holder: z.string(),
    iban_masked: z.string(),
    bic: z.string(),
    updated_at: z.iso.datetime(),
    /** Who saved them last (their name, else their e-mail); null once that account is deleted. */
    updated_by_name: z.string().nullable(),
    /**
     * New details are paid only once an admin has confirmed them, or after this moment (docs/product.md#bank-details);
     * null when they may be paid now.
     */
    held_until: z.iso.datetime().nullable(),
  })
  .meta({ id: "BankAccount" });
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** GET and PUT /api/associations/:id/bank-account: the details, or null while none are saved. */
export const bankAccountResponseSchema = z.object({ bank_account: bankAccountSchema.nullable() });
export type BankAccountResponse = z.infer<typeof bankAccountResponseSchema>;

/**
 * POST /api/admin/associations/:id/bank-account/confirmation: an admin confirms the details they were shown, named
 * by their save time (`updated_at` as 'Versements' gave it), so that details changed meanwhile are not confirmed
 * unseen.
 */
export const confirmBankDetailsSchema = z.object({ updated_at: z.iso.datetime({ error: "Date invalide" }) });
export type ConfirmBankDetails = z.infer<typeof confirmBankDetailsSchema>;

export const bankDetailsConfirmationSchema = z.object({ confirmed_at: z.iso.datetime() });
export type BankDetailsConfirmation = z.infer<typeof bankDetailsConfirmationSchema>;

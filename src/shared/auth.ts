import { z } from "zod";
import "./zod-locale";
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH } from "./email-rules";
import { personName } from "./account";

// The account forms (docs/product.md#accounts): the messages are shown as-is to the user.
export const MIN_PASSWORD_LENGTH = 8;

const email = z
  .string({ error: "Email invalide" })
  .trim()
  .max(MAX_EMAIL_LENGTH, { error: "Email invalide" })
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: "Email invalide" }));

const newPassword = z
  .string({ error: "Le mot de passe doit contenir au moins 8 caractères" })
  .min(MIN_PASSWORD_LENGTH, { error: "Le mot de passe doit contenir au moins 8 caractères" })
  .max(128, { error: "Le mot de passe est trop long (128 caractères maximum)" });

const currentPassword = z.string({ error: "Mot de passe requis" }).min(1, { error: "Mot de passe requis" });

// The new password is typed twice; a mismatch is said under the second field.
const MISMATCH = "Les mots de passe ne correspondent pas";
const confirmPassword = z.string({ error: MISMATCH });
const mismatch = { error: MISMATCH, path: ["confirmPassword"] };

// Sign-up asks the person's name too (decision 034): invitations and the team's list say who someone is.
export const signUpSchema = z
  .object({
    name: personName,
    email,
    password: newPassword,
    confirmPassword,
    acceptTerms: z.literal(true, { error: "Vous devez accepter les conditions" }),
  })
  .refine((v) => v.password === v.confirmPassword, mismatch);
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email,
  password: currentPassword,
});
export type SignInInput = z.infer<typeof signInSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    password: newPassword,
    confirmPassword,
  })
  .refine((v) => v.password === v.confirmPassword, mismatch);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** What the server receives for a reset: the form plus the token from the e-mail link. */
export const resetPasswordRequestSchema = z.object({
  newPassword: newPassword,
  token: z.string({ error: "Ce lien est invalide ou a expiré" }).min(1, { error: "Ce lien est invalide ou a expiré" }),
});

export const changePasswordSchema = z
  .object({
    currentPassword,
    newPassword: newPassword,
    confirmPassword,
  })
  .refine((v) => v.newPassword === v.confirmPassword, mismatch);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const deleteAccountSchema = z.object({
  password: currentPassword,
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

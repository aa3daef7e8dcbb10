import { z } from "zod";
import "./zod-locale";
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH } from "./email-rules";

export const newsletterSubscribeSchema = z.object({
  email: z
    .string({ error: "Email invalide" })
    .trim()
    .min(1, { error: "Email invalide" })
    .max(MAX_EMAIL_LENGTH, { error: "Email invalide" })
    .pipe(z.email({ pattern: EMAIL_PATTERN, error: "Email invalide" })),
});

/**
 * The same answer whatever the address's state (new, waiting for confirmation, already subscribed): a
 * different one would tell anyone who is subscribed. What happened is said by mail, to the address only.
 */
export const newsletterSubscribeResponseSchema = z.object({ message: z.string() });
export type NewsletterSubscribeResponse = z.infer<typeof newsletterSubscribeResponseSchema>;

export const newsletterSubscribeMessage =
  "Merci ! Si cette adresse n'est pas encore inscrite, vous allez recevoir un email pour confirmer votre inscription.";

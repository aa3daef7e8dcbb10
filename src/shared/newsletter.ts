import { z } from "zod";
import "./zod-locale";

export const newsletterSubscribeSchema = z.object({
  email: z
    .string({ error: "Email invalide" })
    .trim()
    .min(1, { error: "Email invalide" })
    .max(255, { error: "Email invalide" })
    .pipe(z.email({ error: "Email invalide" })),
});

export type NewsletterSubscribeResponse = { status: "pending" | "already_subscribed"; message: string };

export const newsletterMessages = {
  pending: "Merci ! Confirmez votre inscription grâce à l'email que nous venons de vous envoyer.",
  resent: "Vous n'avez pas encore confirmé : nous vous avons renvoyé l'email de confirmation.",
  already: "Cette adresse est déjà inscrite à la newsletter.",
} as const;

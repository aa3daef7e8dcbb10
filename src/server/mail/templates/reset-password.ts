import { renderMail, type RenderedMail } from "./layout";

/** Sent on a password reset request. The note repeats what Better Auth enforces (token valid 1 hour, deleted on use). */
export function resetPasswordMail({ url }: { url: string }): RenderedMail {
  return renderMail({
    subject: "Réinitialisation de votre mot de passe - Boutique Solidaire",
    preheader: "Choisissez un nouveau mot de passe pour votre compte.",
    heading: "Réinitialisation de votre mot de passe",
    paragraphs: [
      "Vous avez demandé à réinitialiser le mot de passe de votre compte Boutique Solidaire. Cliquez sur le bouton ci-dessous pour en choisir un nouveau.",
    ],
    action: { label: "Choisir un nouveau mot de passe", url },
    notes: [
      "Ce lien expire dans 1 heure et ne peut être utilisé qu'une seule fois.",
      "Si vous n'êtes pas à l'origine de cette demande, ignorez cet email : votre mot de passe reste inchangé.",
    ],
  });
}

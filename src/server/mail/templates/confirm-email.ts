import { renderMail, type RenderedMail } from "./layout";

/** Sent after sign-up; the url is Better Auth's verification link. */
export function confirmEmailMail({ url }: { url: string }): RenderedMail {
  return renderMail({
    subject: "Confirmez votre adresse email - Boutique Solidaire",
    preheader: "Un clic pour activer votre compte Boutique Solidaire.",
    heading: "Bienvenue sur Boutique Solidaire !",
    paragraphs: [
      "Merci pour votre inscription. Pour activer votre compte, confirmez votre adresse email en cliquant sur le bouton ci-dessous.",
    ],
    action: { label: "Confirmer mon email", url },
    // Confirming an account someone else opened with this address would hand it to them.
    notes: [
      "Si vous n'avez pas créé de compte sur Boutique Solidaire, ne cliquez pas sur le bouton : quelqu'un a saisi votre adresse par erreur, et ce compte restera inactif.",
    ],
  });
}

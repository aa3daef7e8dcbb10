import { renderMail, type RenderedMail } from "../mail/templates/layout";

export function newsletterConfirmMail(options: { confirmUrl: string; unsubscribeUrl: string }): RenderedMail {
  return renderMail({
    subject: "Confirmez votre inscription à la newsletter - Boutique Solidaire",
    preheader: "Un clic pour recevoir nos nouvelles.",
    heading: "Encore un clic !",
    paragraphs: [
      "Vous avez demandé à recevoir la newsletter de Boutique Solidaire : des idées de collecte, les nouvelles de l'atelier et nos tablettes de saison.",
      "Confirmez votre inscription avec le bouton ci-dessous. Sans confirmation, nous ne vous écrirons plus.",
    ],
    action: { label: "Confirmer mon inscription", url: options.confirmUrl },
    notes: [
      "Si vous n'êtes pas à l'origine de cette demande, ignorez simplement cet email.",
      `Se désinscrire à tout moment : ${options.unsubscribeUrl}`,
    ],
  });
}

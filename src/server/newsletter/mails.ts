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

/**
 * To a confirmed address asked for again: the answer on the site no longer says it is subscribed, so its
 * owner learns it here (no one else can read it). No unsubscribe link: only its hash is kept, and a new one
 * would break the link of the mails already sent.
 */
export function newsletterAlreadySubscribedMail(options: { newsletterUrl: string }): RenderedMail {
  return renderMail({
    subject: "Vous êtes déjà inscrit(e) à la newsletter - Boutique Solidaire",
    preheader: "Rien à faire : vous recevez déjà nos nouvelles.",
    heading: "Vous êtes déjà inscrit(e)",
    paragraphs: [
      "Une inscription à la newsletter de Boutique Solidaire vient d'être demandée pour cette adresse. Elle y est déjà inscrite : vous n'avez rien à faire, vous continuerez à recevoir nos nouvelles.",
    ],
    action: { label: "Voir la page de la newsletter", url: options.newsletterUrl },
    notes: [
      "Si vous n'êtes pas à l'origine de cette demande, ignorez simplement cet email : rien ne change pour vous.",
      "Pour vous désinscrire, suivez le lien « Se désinscrire » de l'email de confirmation ou de nos lettres.",
    ],
  });
}

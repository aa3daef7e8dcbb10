import { renderMail, type RenderedMail } from "../mail/templates/layout";
import { fromAssociation } from "../mail/templates/member-text";

/** Sent to the association (its contact address and every member) when an administrator takes its page down. */
export function campaignTakedownMail(options: { associationName: string; reason: string; accountUrl: string }): RenderedMail {
  return renderMail({
    subject: "Votre boutique a été dépubliée - Boutique Solidaire",
    preheader: "Votre boutique n'est plus visible.",
    heading: "Votre boutique a été dépubliée",
    paragraphs: [
      "L'équipe Boutique Solidaire a dépublié la boutique de votre association : elle n'est plus visible et n'accepte plus de commandes.",
      `Raison indiquée : ${options.reason}`,
      "Les ventes déjà enregistrées sont conservées. Pour en parler ou demander la republication, répondez à cet email.",
    ],
    frames: [fromAssociation(options.associationName)],
    action: { label: "Voir mon compte", url: options.accountUrl },
    notes: ["Seule notre équipe peut republier cette page."],
  });
}

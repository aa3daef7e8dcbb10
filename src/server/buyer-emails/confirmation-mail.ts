import { renderMail, type RenderedMail } from "../mail/templates/layout";
import { fromAssociation } from "../mail/templates/member-text";
import { CONFIRMATION_LIFETIME_DAYS } from "./rules";

// docs/product.md#buyer-addresses: the one mail an address typed on a paper order gets before its owner says yes.
// The shop's words only; the association's name and the buyer's name as the member typed them go in the frame.

export function buyerEmailConfirmationMail(options: {
  associationName: string;
  buyerName: string | null;
  reference: string;
  confirmUrl: string;
}): RenderedMail {
  return renderMail({
    subject: "Confirmez votre adresse pour suivre votre commande - Boutique Solidaire",
    preheader: `Un clic pour recevoir les nouvelles de votre commande ${options.reference}.`,
    heading: "Confirmez votre adresse email",
    paragraphs: [
      `Une association a enregistré sur Boutique Solidaire une commande de tablettes de chocolat payée en espèces ou par chèque, avec cette adresse email (commande ${options.reference}).`,
      "Si c'est votre commande et que vous souhaitez en recevoir les nouvelles (commande prête à retirer, messages de l'association), confirmez votre adresse avec le bouton ci-dessous.",
    ],
    frames: [fromAssociation(options.associationName, options.buyerName ? [{ label: "Commande au nom de", text: options.buyerName }] : [])],
    action: { label: "Confirmer mon adresse", url: options.confirmUrl },
    notes: [
      "Sans confirmation, nous ne vous écrirons plus : c'est le seul email que vous recevrez de notre part pour cette commande.",
      `Ce lien est valable ${CONFIRMATION_LIFETIME_DAYS} jours et ne sert qu'une fois.`,
      "Si vous n'avez rien commandé, ignorez simplement cet email.",
    ],
  });
}

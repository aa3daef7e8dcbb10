import { INVITATION_LIFETIME_DAYS, ROLE_DESCRIPTIONS, ROLE_LABELS, type AssociationRole } from "../../shared/team-rules";
import { renderMail, type RenderedMail } from "../mail/templates/layout";
import { fromAssociation } from "../mail/templates/member-text";

/**
 * docs/product.md#memberships: who invites, to which association, with which role and what it allows. The names are
 * the members' words: in the association's frame, never in the subject (an association named like a scam would
 * otherwise be mailed in the shop's name to any address).
 */
export function invitationMail(options: {
  inviterName: string;
  associationName: string;
  role: AssociationRole;
  email: string;
  invitationUrl: string;
}): RenderedMail {
  const label = ROLE_LABELS[options.role];
  return renderMail({
    subject: "Invitation à rejoindre une association sur Boutique Solidaire",
    preheader: "Un membre d'une association vous invite à rejoindre son équipe sur Boutique Solidaire.",
    heading: "Vous êtes invité(e) à rejoindre une équipe",
    paragraphs: [
      `Un membre de l'association ci-dessous vous invite à rejoindre son équipe sur Boutique Solidaire, avec le rôle ${label}.`,
      `Rôle proposé : ${label}. ${ROLE_DESCRIPTIONS[options.role]}`,
      `Pour accepter, ouvrez le lien ci-dessous, puis connectez-vous ou créez votre compte avec l'adresse ${options.email}.`,
    ],
    // 'Nathalie Le Goff (APE de l'école des Tilleuls)': who invites, then for which association (decision 034).
    frames: [
      fromAssociation(options.associationName, [{ label: "Qui vous invite", text: `${options.inviterName} (${options.associationName})` }]),
    ],
    action: { label: "Rejoindre l'équipe", url: options.invitationUrl },
    notes: [
      `Ce lien est valable ${INVITATION_LIFETIME_DAYS} jours et ne sert qu'une fois.`,
      "Si vous ne connaissez pas cette association, ignorez simplement cet email : rien ne se passera.",
    ],
  });
}

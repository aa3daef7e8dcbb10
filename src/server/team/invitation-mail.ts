import { INVITATION_LIFETIME_DAYS, ROLE_DESCRIPTIONS, ROLE_LABELS, type AssociationRole } from "../../shared/team-rules";
import { renderMail, type RenderedMail } from "../mail/templates/layout";

/** docs/product.md#memberships: who invites, to which association, with which role and what it allows. */
export function invitationMail(options: {
  inviterName: string;
  associationName: string;
  role: AssociationRole;
  email: string;
  invitationUrl: string;
}): RenderedMail {
  const label = ROLE_LABELS[options.role];
  return renderMail({
    subject: `Invitation à rejoindre ${options.associationName} - Boutique Solidaire`,
    preheader: `${options.inviterName} vous invite à rejoindre l'équipe de ${options.associationName}.`,
    heading: "Vous êtes invité(e) à rejoindre une équipe",
    paragraphs: [
      `${options.inviterName} vous invite à rejoindre ${options.associationName} sur Boutique Solidaire, avec le rôle ${label}.`,
      `Rôle proposé : ${label}. ${ROLE_DESCRIPTIONS[options.role]}`,
      `Pour accepter, ouvrez le lien ci-dessous, puis connectez-vous ou créez votre compte avec l'adresse ${options.email}.`,
    ],
    action: { label: "Rejoindre l'équipe", url: options.invitationUrl },
    notes: [
      `Ce lien est valable ${INVITATION_LIFETIME_DAYS} jours et ne sert qu'une fois.`,
      "Si vous ne connaissez pas cette association, ignorez simplement cet email : rien ne se passera.",
    ],
  });
}

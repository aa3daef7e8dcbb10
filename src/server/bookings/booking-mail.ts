import { renderMail, type RenderedMail } from "../mail/templates/layout";
import { fromAssociation } from "../mail/templates/member-text";
import { formatParisWeekdayDateTime } from "../../shared/paris-time";
import { CALL_LENGTH } from "../../shared/call-length";

/** 'lundi 23 novembre 2026 à 09:30' in Paris time. */
export function formatCallTime(date: Date): string {
  return formatParisWeekdayDateTime(date);
}

export function bookingConfirmationMail(options: { associationName: string; startsAt: Date; accountUrl: string }): RenderedMail {
  const when = formatCallTime(options.startsAt);
  return renderMail({
    subject: "Votre rendez-vous de validation est confirmé - Boutique Solidaire",
    preheader: `Rendez-vous le ${when}.`,
    heading: "Votre rendez-vous est confirmé",
    paragraphs: [
      `Merci ! Nous vous appellerons le ${when} (heure de Paris) pour un échange de ${CALL_LENGTH} au sujet de la boutique de votre association.`,
      "Pendant cet appel, nous relisons ensemble votre page, répondons à vos questions puis publions votre boutique.",
      "L'invitation est jointe à cet email : ouvrez-la pour ajouter le rendez-vous à votre agenda.",
    ],
    frames: [fromAssociation(options.associationName)],
    action: { label: "Voir mon compte", url: options.accountUrl },
    notes: ["Un empêchement ? Choisissez un autre créneau depuis votre compte, ou répondez à cet email."],
  });
}

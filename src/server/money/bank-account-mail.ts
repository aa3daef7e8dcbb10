import { renderMail, type RenderedMail } from "../mail/templates/layout";
import { fromAssociation } from "../mail/templates/member-text";
import { formatParisDateTime } from "../../shared/paris-time";

/**
 * docs/product.md#bank-details: sent to every member when the association's bank details are saved, so that a
 * change nobody asked for (a stolen session, a member gone rogue) is seen before a payout leaves.
 */
export function bankAccountChangedMail(options: {
  associationName: string;
  actorName: string;
  changedAt: Date;
  accountHolder: string;
  maskedIban: string;
  /** False for the first details saved. */
  replaced: boolean;
  contactUrl: string;
}): RenderedMail {
  const when = formatParisDateTime(options.changedAt);
  const done = options.replaced ? "modifiées" : "enregistrées";
  return renderMail({
    subject: `Coordonnées bancaires ${done} - Boutique Solidaire`,
    preheader: `Le compte sur lequel votre association est payée a été ${options.replaced ? "modifié" : "enregistré"}.`,
    heading: `Coordonnées bancaires ${done}`,
    paragraphs: [
      `Les coordonnées bancaires de votre association ont été ${done} le ${when} (heure de Paris), par le membre nommé ci-dessous.`,
      `IBAN : ${options.maskedIban}.`,
      "La part de vos ventes vous sera désormais versée sur ce compte.",
      "Si vous n'êtes pas à l'origine de ce changement, contactez-nous immédiatement.",
    ],
    frames: [
      fromAssociation(options.associationName, [
        { label: options.replaced ? "Modifiées par" : "Enregistrées par", text: options.actorName },
        { label: "Titulaire du compte", text: options.accountHolder },
      ]),
    ],
    action: { label: "Nous contacter", url: options.contactUrl },
    notes: ["Par sécurité, ce message est envoyé à tous les membres de l'association. L'IBAN complet n'apparaît jamais dans nos e-mails."],
  });
}

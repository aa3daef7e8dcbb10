import { formatEuros } from "../../shared/money";
import type { CampaignStatement } from "../../shared/statement";
import { renderMail, type RenderedMail } from "../mail/templates/layout";
import { fromAssociation } from "../mail/templates/member-text";
import { calendarDayNoon, formatParisDate } from "../../shared/paris-time";

/** To the association once the workshop's bank has executed a payout, with the statement as a PDF (docs/product.md#payouts). */
export function payoutPaidMail(
  payout: { amount_cents: number; paid_on: string; bank_reference: string; creditor_iban_masked: string },
  statement: CampaignStatement,
  publicUrl: string,
): RenderedMail {
  const amount = formatEuros(payout.amount_cents);
  return renderMail({
    subject: "Votre versement est parti - Boutique Solidaire",
    preheader: `${amount} versés à votre association.`,
    heading: `${amount} versés à votre association`,
    paragraphs: [
      `Nous avons versé ${amount} le ${formatParisDate(calendarDayNoon(payout.paid_on))} sur le compte ${payout.creditor_iban_masked} (référence du virement : ${payout.bank_reference}).`,
      "C'est la part de vos ventes et vos dons de la campagne ci-dessous. Le relevé joint détaille chaque commande, chaque remboursement et chaque versement.",
      `Solde restant dû : ${formatEuros(statement.totals.balance_cents)}.`,
    ],
    frames: [fromAssociation(statement.association.name, [{ label: "Campagne", text: `/c/${statement.campaign.slug}` }])],
    action: { label: "Voir mon relevé", url: `${publicUrl}/releve/${statement.campaign.id}` },
    notes: ["Le virement apparaît en général sous 1 à 2 jours ouvrés sur votre compte, selon votre banque."],
  });
}

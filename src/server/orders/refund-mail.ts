import { formatEuroAmount } from "../../shared/format";
import { centsToDecimal } from "../../shared/money";
import { renderMail, type RenderedMail } from "../mail/templates/layout";

type RefundForMail = { amount_cents: number };
type SaleForMail = { order_reference: string; customer_name: string | null };
type CampaignForMail = { association_name: string; public_slug: string };

const euros = (cents: number) => formatEuroAmount(centsToDecimal(cents)).replace(/\u202f|\u00a0/g, " ");

/** To the buyer, once a refund is confirmed by the payment provider (docs/product.md#refunds). */
export function buyerRefundMail(refund: RefundForMail, sale: SaleForMail, campaign: CampaignForMail, publicUrl: string): RenderedMail {
  return renderMail({
    subject: "Votre remboursement - Boutique Solidaire",
    preheader: `${euros(refund.amount_cents)} remboursés sur votre commande ${sale.order_reference}.`,
    heading: `Votre remboursement${sale.customer_name ? `, ${sale.customer_name}` : ""}`,
    paragraphs: [
      `Nous vous remboursons ${euros(refund.amount_cents)} sur votre commande ${sale.order_reference} pour ${campaign.association_name}.`,
      "Le montant sera recrédité sur la carte utilisée pour le paiement, en général sous 5 à 10 jours ouvrés selon votre banque.",
    ],
    action: { label: "Revoir la boutique", url: `${publicUrl}/c/${campaign.public_slug}` },
    notes: [`Une question sur ce remboursement ? Répondez à cet email en rappelant la référence ${sale.order_reference}.`],
  });
}

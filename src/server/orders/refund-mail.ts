import { formatEuroAmount } from "../../shared/format";
import { centsToDecimal, toCents } from "../../shared/money";
import { renderMail, type RenderedMail } from "../mail/templates/layout";
import { fromAssociation } from "../mail/templates/member-text";
import type { MailAttachment } from "../mail/outbox";
import { pdfAttachment, type DocumentFile } from "../receipts/order-documents";

type RefundForMail = { amount_cents: number };
type SaleForMail = { order_reference: string; customer_name: string | null; amount_total: string };
type CampaignForMail = { association_name: string; public_slug: string };

/** The refund's 'Avoir': the PDF, its number ('BS-…-AV1') and the link that downloads it again (receipts/order-documents.ts). */
export type CreditNoteForMail = { file: DocumentFile; reference: string; url: string };

const euros = (cents: number) => formatEuroAmount(centsToDecimal(cents)).replace(/\u202f|\u00a0/g, " ");

/**
 * To the buyer, once a refund is confirmed by the payment provider (docs/product.md#refunds), with its credit note
 * attached and linked.
 */
export function buyerRefundMail(
  refund: RefundForMail,
  sale: SaleForMail,
  campaign: CampaignForMail,
  publicUrl: string,
  creditNote: CreditNoteForMail | null,
): RenderedMail & { attachments: MailAttachment[] } {
  // As the credit note words it: one refund of the whole order cancels the receipt, any other in part.
  const whole = refund.amount_cents === toCents(sale.amount_total);
  const mail = renderMail({
    subject: "Votre remboursement - Boutique Solidaire",
    preheader: `${euros(refund.amount_cents)} remboursés sur votre commande ${sale.order_reference}.`,
    heading: "Votre remboursement",
    paragraphs: [
      `Nous vous remboursons ${euros(refund.amount_cents)} sur votre commande ${sale.order_reference} pour l'association ci-dessous.`,
      "Le montant sera recrédité sur la carte utilisée pour le paiement, en général sous 5 à 10 jours ouvrés selon votre banque.",
      ...(creditNote
        ? [
            `L'avoir ${creditNote.reference} est joint à ce message (PDF) : il annule ${whole ? "" : "en partie "}le reçu de paiement de votre commande. Le lien ci-dessous permet de le télécharger à nouveau.`,
          ]
        : []),
    ],
    frames: [fromAssociation(campaign.association_name)],
    ...(creditNote ? { links: [{ label: "Télécharger l'avoir (PDF)", url: creditNote.url }] } : {}),
    action: { label: "Revoir la boutique", url: `${publicUrl}/c/${campaign.public_slug}` },
    notes: [`Une question sur ce remboursement ? Répondez à cet email en rappelant la référence ${sale.order_reference}.`],
  });
  return { ...mail, attachments: creditNote ? [pdfAttachment(creditNote.file)] : [] };
}

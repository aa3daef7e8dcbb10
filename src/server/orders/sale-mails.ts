import type { SaleLine } from "../../shared/order";
import { carriesHandOverCode } from "../../shared/distribution-rules";
import type { MailAttachment } from "../mail/outbox";
import { renderMail, type RenderedMail } from "../mail/templates/layout";
import { fromAssociation, fromOrder, type MemberFrame } from "../mail/templates/member-text";
import { renderer } from "../lib/renderer";
import { formatEuros, toCents } from "../../shared/money";
import { isDonationLine } from "../../shared/catalogue";
import { pickupText, type CampaignDates } from "../../shared/campaign-dates-rules";
import { pdfAttachment, type DocumentFile } from "../receipts/order-documents";

type SaleForMail = {
  order_reference: string;
  status: string;
  fulfilment_status: string;
  bars_count: number;
  refunded_bars: number;
  amount_total: string;
  delivery_fee: string;
  items: SaleLine[];
  customer_name: string | null;
  customer_email: string | null;
  delivery_mode: string;
  delivery_address: string | null;
  delivery_address_line2: string | null;
  delivery_postal_code: string | null;
  delivery_city: string | null;
};

type CampaignForMail = { association_name: string; association_address: string | null; public_slug: string } & CampaignDates;

const euros = (amount: string) => formatEuros(toCents(amount) ?? 0).replace(/\u202f|\u00a0/g, " ");

function lineTexts(items: SaleLine[]) {
  return items.map((i) =>
    isDonationLine(i)
      ? `Don : ${euros(i.unit_price_eur)}`
      : `${i.quantity} × ${i.name} : ${formatEuros((toCents(i.unit_price_eur) ?? 0) * i.quantity).replace(/\u202f|\u00a0/g, " ")}`,
  );
}

/**
 * How the order reaches the buyer, in the shop's words: a pick-up tells the buyer when to collect it once the
 * association set its distribution day (docs/product.md#campaign-dates); the addresses and the place, typed by the
 * buyer or the association, are in the frames (member-text.ts).
 */
function deliveryText(sale: SaleForMail, campaign: CampaignForMail, reader: "buyer" | "association") {
  if (sale.delivery_mode === "home_delivery") return `Livraison à domicile (${euros(sale.delivery_fee)}), à l'adresse ci-dessous.`;
  const pickup = "Retrait à l'association.";
  return reader === "buyer"
    ? `${pickup} ${pickupText({ ...campaign, distribution_place: null })}`
    : `${pickup} L'association vous contactera pour la remise de vos tablettes.`;
}

/** The association, and for a pick-up where it hands the order over. */
function associationFrame(sale: SaleForMail, campaign: CampaignForMail): MemberFrame {
  if (sale.delivery_mode === "home_delivery") return fromAssociation(campaign.association_name);
  return fromAssociation(campaign.association_name, [
    ...(campaign.association_address ? [{ label: "Adresse de l'association", text: campaign.association_address }] : []),
    ...(campaign.distribution_place ? [{ label: "Lieu de distribution", text: campaign.distribution_place }] : []),
  ]);
}

/** What the buyer typed: their name, their address for the members' mail, where to deliver. */
function orderFrame(sale: SaleForMail, options: { email: boolean }): MemberFrame {
  return fromOrder([
    ...(sale.customer_name ? [{ label: "Au nom de", text: sale.customer_name }] : []),
    ...(options.email && sale.customer_email ? [{ label: "Email", text: sale.customer_email }] : []),
    ...(sale.delivery_mode === "home_delivery"
      ? [
          {
            label: "Adresse de livraison",
            text: [sale.delivery_address, sale.delivery_address_line2, `${sale.delivery_postal_code} ${sale.delivery_city}`]
              .filter(Boolean)
              .join(", "),
          },
        ]
      : []),
  ]);
}

/** The inline image's name in the mail: the HTML shows it with src="cid:…". */
export const HAND_OVER_QR_CID = "qr-remise@boutique-solidaire";

/** The order's 'Reçu de paiement': the PDF, and the link that downloads it again (receipts/order-documents.ts). */
export type ReceiptForMail = { file: DocumentFile; url: string };

/** The donation of an order in cents (its `Don` line), 0 without one. */
const donationCentsOf = (items: SaleLine[]) =>
  items.filter(isDonationLine).reduce((sum, line) => sum + (toCents(line.unit_price_eur) ?? 0) * line.quantity, 0);
const eurosOfCents = (cents: number) => formatEuros(cents).replace(/\u202f|\u00a0/g, " ");

/** What the money does, in the buyer's mail: a donation alone goes whole to the association (docs/product.md#donation). */
function whereTheMoneyGoes(sale: SaleForMail) {
  const donation = donationCentsOf(sale.items);
  const paid = `Total payé : ${euros(sale.amount_total)}.`;
  if (sale.bars_count === 0) return `${paid} Votre don est reversé en totalité à l'association.`;
  if (donation === 0) return `${paid} 20 % de vos tablettes financent directement le projet de l'association.`;
  return `${paid} 20 % de vos tablettes et la totalité de votre don (${eurosOfCents(donation)}) financent directement le projet de l'association.`;
}

/**
 * To the buyer, once the payment is confirmed, with the receipt attached and its link. A paid pick-up order carries
 * its QR code (docs/product.md#handing-over) as an inline PNG; the text says the reference too, so that the mail
 * reads without images. A donation alone is thanked as a donation: nothing to collect, nothing shipped.
 */
export async function buyerConfirmationMail(
  sale: SaleForMail,
  campaign: CampaignForMail,
  publicUrl: string,
  receipt: ReceiptForMail | null,
): Promise<RenderedMail & { attachments: MailAttachment[] }> {
  const withCode = carriesHandOverCode({ ...sale, bars: sale.bars_count - sale.refunded_bars });
  const donationAlone = sale.bars_count === 0;
  const what = donationAlone ? "don" : "commande";
  const mail = renderMail({
    subject: `Merci pour votre ${what} ${sale.order_reference} - Boutique Solidaire`,
    preheader: donationAlone
      ? `Votre don est bien enregistré (référence ${sale.order_reference}).`
      : `Votre soutien est bien enregistré (commande ${sale.order_reference}).`,
    heading: donationAlone ? "Merci pour votre don !" : "Merci pour votre soutien !",
    paragraphs: [
      donationAlone
        ? `Votre paiement est confirmé. Don ${sale.order_reference} pour l'association ci-dessous :`
        : `Votre paiement est confirmé. Commande ${sale.order_reference} pour l'association ci-dessous :`,
      ...lineTexts(sale.items),
      ...(donationAlone ? [] : [deliveryText(sale, campaign, "buyer")]),
      whereTheMoneyGoes(sale),
      ...(receipt
        ? [
            "Votre reçu de paiement est joint à ce message (PDF). Le lien ci-dessous permet de le télécharger à nouveau : il est personnel, ne le partagez pas.",
          ]
        : []),
      ...(withCode
        ? [
            `Le jour de la distribution, présentez le code QR ci-dessous ou donnez la référence ${sale.order_reference} pour retirer vos tablettes.`,
          ]
        : []),
    ],
    frames: [
      donationAlone ? fromAssociation(campaign.association_name) : associationFrame(sale, campaign),
      orderFrame(sale, { email: false }),
    ],
    ...(withCode
      ? {
          image: {
            cid: HAND_OVER_QR_CID,
            alt: `Code QR de la commande ${sale.order_reference}`,
            width: 200,
            caption: `Commande ${sale.order_reference}`,
          },
        }
      : {}),
    ...(receipt ? { links: [{ label: "Télécharger le reçu de paiement (PDF)", url: receipt.url }] } : {}),
    action: { label: "Revoir la boutique", url: `${publicUrl}/c/${campaign.public_slug}` },
    notes: [`Une question sur votre ${what} ? Répondez à cet email en rappelant la référence ${sale.order_reference}.`],
  });
  const attachments = receipt ? [pdfAttachment(receipt.file)] : [];
  if (!withCode) return { ...mail, attachments };
  // Twice the size shown, for sharp screens.
  const png = await renderer.run("handOverQrPng", publicUrl, sale.order_reference, 400);
  return {
    ...mail,
    attachments: [
      ...attachments,
      {
        filename: `commande-${sale.order_reference}.png`,
        content_type: "image/png",
        content: png.toString("base64"),
        cid: HAND_OVER_QR_CID,
      },
    ],
  };
}

/** To the association's members who asked to hear about new sales. */
export function newSaleMail(sale: SaleForMail, campaign: CampaignForMail, publicUrl: string): RenderedMail {
  if (sale.bars_count === 0) {
    // A donation alone: nothing to hand over, so no word of a pick-up.
    return renderMail({
      subject: `Nouveau don sur votre boutique : ${euros(sale.amount_total)} - Boutique Solidaire`,
      preheader: `Un donateur vient de faire le don ${sale.order_reference}.`,
      heading: "Un nouveau don !",
      paragraphs: [
        `Un donateur vient de faire le don ${sale.order_reference} (son nom et son adresse ci-dessous, tels qu'il les a saisis). Il est reversé en totalité à l'association, sans tablette à remettre.`,
        `Montant : ${euros(sale.amount_total)}.`,
      ],
      frames: [orderFrame(sale, { email: true })],
      action: { label: "Voir mes ventes", url: `${publicUrl}/sales` },
      notes: ["Vous recevez cet email car les notifications de nouvelles ventes sont activées dans votre compte (onglet Paramètres)."],
    });
  }
  return renderMail({
    subject: `Nouvelle vente sur votre boutique : ${euros(sale.amount_total)} - Boutique Solidaire`,
    preheader: `Un donateur vient de payer la commande ${sale.order_reference}.`,
    heading: "Une nouvelle vente !",
    paragraphs: [
      `Un donateur vient de payer la commande ${sale.order_reference} (son nom et son adresse ci-dessous, tels qu'il les a saisis).`,
      ...lineTexts(sale.items),
      deliveryText(sale, campaign, "association"),
      `Montant : ${euros(sale.amount_total)}.`,
    ],
    frames: [orderFrame(sale, { email: true })],
    action: { label: "Voir mes ventes", url: `${publicUrl}/sales` },
    notes: ["Vous recevez cet email car les notifications de nouvelles ventes sont activées dans votre compte (onglet Paramètres)."],
  });
}

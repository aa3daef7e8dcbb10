import type { SaleLine } from "../../shared/order";
import { renderMail, type RenderedMail } from "../mail/templates/layout";
import { formatEuros, toCents } from "../../shared/money";
import { isDonationLine } from "../../shared/catalogue";

type SaleForMail = {
  order_reference: string;
  amount_total: string;
  delivery_fee: string;
  items: SaleLine[];
  customer_name: string | null;
  customer_email: string | null;
  delivery_mode: string;
  delivery_address: string | null;
  delivery_postal_code: string | null;
  delivery_city: string | null;
};

type CampaignForMail = { association_name: string; association_address: string | null; public_slug: string };

const euros = (amount: string) => formatEuros(toCents(amount) ?? 0).replace(/\u202f|\u00a0/g, " ");

function lineTexts(items: SaleLine[]) {
  return items.map((i) =>
    isDonationLine(i)
      ? `Don : ${euros(i.unit_price_eur)}`
      : `${i.quantity} × ${i.name} : ${formatEuros((toCents(i.unit_price_eur) ?? 0) * i.quantity).replace(/\u202f|\u00a0/g, " ")}`,
  );
}

function deliveryText(sale: SaleForMail, campaign: CampaignForMail) {
  return sale.delivery_mode === "home_delivery"
    ? `Livraison à domicile (${euros(sale.delivery_fee)}) : ${sale.delivery_address}, ${sale.delivery_postal_code} ${sale.delivery_city}.`
    : `Retrait à l'association${campaign.association_address ? ` : ${campaign.association_address}` : ""}. L'association vous contactera pour la remise de vos tablettes.`;
}

/** To the buyer, once the payment is confirmed. */
export function buyerConfirmationMail(sale: SaleForMail, campaign: CampaignForMail, publicUrl: string): RenderedMail {
  return renderMail({
    subject: `Merci pour votre commande ${sale.order_reference} - Boutique Solidaire`,
    preheader: `Votre soutien à ${campaign.association_name} est bien enregistré.`,
    heading: `Merci pour votre soutien${sale.customer_name ? `, ${sale.customer_name}` : ""} !`,
    paragraphs: [
      `Votre paiement est confirmé. Commande ${sale.order_reference} pour ${campaign.association_name} :`,
      ...lineTexts(sale.items),
      deliveryText(sale, campaign),
      `Total payé : ${euros(sale.amount_total)}. 20 % de vos tablettes financent directement le projet de l'association.`,
    ],
    action: { label: "Revoir la boutique", url: `${publicUrl}/c/${campaign.public_slug}` },
    notes: [`Une question sur votre commande ? Répondez à cet email en rappelant la référence ${sale.order_reference}.`],
  });
}

/** To the association's members who asked to hear about new sales. */
export function newSaleMail(sale: SaleForMail, campaign: CampaignForMail, publicUrl: string): RenderedMail {
  return renderMail({
    subject: `Nouvelle vente sur votre boutique : ${euros(sale.amount_total)} - Boutique Solidaire`,
    preheader: `${sale.customer_name ?? "Un donateur"} vient de commander.`,
    heading: "Une nouvelle vente !",
    paragraphs: [
      `${sale.customer_name ?? "Un donateur"} (${sale.customer_email ?? "email inconnu"}) vient de payer la commande ${sale.order_reference}.`,
      ...lineTexts(sale.items),
      deliveryText(sale, campaign),
      `Montant : ${euros(sale.amount_total)}.`,
    ],
    action: { label: "Voir mes ventes", url: `${publicUrl}/sales` },
    notes: ["Vous recevez cet email car les notifications de nouvelles ventes sont activées dans votre compte (onglet Paramètres)."],
  });
}

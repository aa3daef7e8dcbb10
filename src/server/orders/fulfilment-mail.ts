import type { KnownCarrier } from "../../shared/carriers";
import { renderMail, type RenderedMail } from "../mail/templates/layout";
import { fromAssociation, fromOrder } from "../mail/templates/member-text";

type ShippedSale = { order_reference: string; customer_name: string | null; carrier: string | null; tracking_number: string | null };
type PickupSale = { order_reference: string; customer_name: string | null; bars_count: number };
type CampaignForMail = { association_name: string; association_address: string | null; public_slug: string };

/** Where a parcel is followed, by carrier as the back-office names them; another carrier gets the number alone. */
const trackingPages: Record<KnownCarrier, (number: string) => string> = {
  "La Poste Colissimo": (n) => `https://www.laposte.fr/outils/suivre-vos-envois?code=${encodeURIComponent(n)}`,
  Chronopost: (n) => `https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT=${encodeURIComponent(n)}`,
  "Mondial Relay": (n) => `https://www.mondialrelay.fr/suivi-de-colis/?numeroExpedition=${encodeURIComponent(n)}`,
};

export function trackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber) return null;
  return Object.hasOwn(trackingPages, carrier) ? trackingPages[carrier as KnownCarrier](trackingNumber) : null;
}

/** To the buyer of a home delivery once the workshop has shipped it (docs/product.md#fulfilment). */
export function orderShippedMail(sale: ShippedSale, campaign: CampaignForMail, publicUrl: string): RenderedMail {
  const link = trackingUrl(sale.carrier, sale.tracking_number);
  return renderMail({
    subject: "Votre commande est en route - Boutique Solidaire",
    preheader: `Votre commande ${sale.order_reference} a quitté l'atelier.`,
    heading: "Votre commande est en route",
    paragraphs: [
      `Vos tablettes ont quitté notre atelier près de Vannes (commande ${sale.order_reference}).`,
      `Transporteur : ${sale.carrier ?? "non précisé"}. Numéro de suivi : ${sale.tracking_number ?? "non précisé"}.`,
    ],
    frames: [fromAssociation(campaign.association_name)],
    action: link
      ? { label: "Suivre mon colis", url: link }
      : { label: "Revoir la boutique", url: `${publicUrl}/c/${campaign.public_slug}` },
    notes: [`Une question ? Répondez à cet email en rappelant la référence ${sale.order_reference}.`],
  });
}

const barsText = (count: number) => `${count} tablette${count > 1 ? "s" : ""}`;

/** To the association once its pick-up orders arrive in one parcel: who to hand what (docs/product.md#fulfilment). */
export function pickupsDeliveredMail(sales: PickupSale[], campaign: CampaignForMail, publicUrl: string): RenderedMail {
  const bars = sales.reduce((sum, sale) => sum + sale.bars_count, 0);
  return renderMail({
    subject: "Vos commandes à remettre sont arrivées - Boutique Solidaire",
    preheader: `${sales.length} commandes, ${bars} tablettes à remettre aux acheteurs.`,
    heading: "Vos commandes à remettre sont arrivées",
    paragraphs: [
      `Le colis des commandes à retirer de votre boutique a été livré : ${sales.length} commandes, ${bars} tablettes.`,
      "À remettre, par commande (le nom tel qu'il a été saisi) :",
      // A buyer's name is what a buyer or a member typed: in the frame, after its order's reference and bars.
      ...sales
        .filter((sale) => !sale.customer_name)
        .map((sale) => `- ${sale.order_reference}, ${barsText(sale.bars_count)} : acheteur sans nom`),
    ],
    frames: [
      fromAssociation(
        campaign.association_name,
        campaign.association_address ? [{ label: "Adresse de livraison du colis", text: campaign.association_address }] : [],
      ),
      fromOrder(
        sales
          .filter((sale) => sale.customer_name)
          .map((sale) => ({ label: `${sale.order_reference}, ${barsText(sale.bars_count)}`, text: sale.customer_name ?? "" })),
        "Noms saisis lors des commandes",
      ),
    ],
    action: { label: "Voir mes ventes", url: `${publicUrl}/sales` },
    notes: ["Chaque commande remise se marque dans vos ventes, pour que chacun sache où elle en est."],
  });
}

import type { FreeBuyerMessage } from "../../shared/buyer-messages";
import { renderMail, type RenderedMail } from "../mail/templates/layout";
import type { MessageCampaign, Recipient } from "./queries";

// docs/product.md#messages-to-buyers: transactional mails about an order the buyer placed, so no unsubscribe link;
// each says why it was received. The layout escapes every text into the HTML.

// A calendar day of Paris: noon UTC is that same day in Paris whatever the season.
const dayFormat = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Europe/Paris",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** 'samedi 14 juin 2025' from '2025-06-14'. */
export function formatDistributionDay(date: string): string {
  return dayFormat.format(new Date(`${date}T12:00:00Z`));
}

/** '9 h', '12 h 30' from Paris times stored as 'HH:MM'. */
export function formatDistributionTime(time: string): string {
  const [hours, minutes] = time.split(":");
  return minutes === "00" ? `${Number(hours)} h` : `${Number(hours)} h ${minutes}`;
}

function hours(start: string | null, end: string | null): string | null {
  if (start && end) return `de ${formatDistributionTime(start)} à ${formatDistributionTime(end)}`;
  if (start) return `à partir de ${formatDistributionTime(start)}`;
  if (end) return `jusqu'à ${formatDistributionTime(end)}`;
  return null;
}

/** Where and when the pick-up orders are handed over, as far as the association said. */
export function distributionLines(campaign: MessageCampaign): string[] {
  const date = campaign.distribution_date;
  const place = campaign.distribution_place?.trim() || null;
  if (!date && !place) return ["L'association vous dira quand et où la retirer."];
  const time = hours(campaign.distribution_start_time, campaign.distribution_end_time);
  const when = date ? [formatDistributionDay(date), time].filter(Boolean).join(", ") : "l'association vous le dira";
  return [`Quand : ${when}.`, `Où : ${place ?? "l'association vous le dira"}.`];
}

const why = (campaign: MessageCampaign) =>
  `Vous recevez ce message parce que vous avez commandé sur la boutique de ${campaign.association_name}.`;

const shopLink = (campaign: MessageCampaign, publicUrl: string) => ({
  label: "Voir la boutique",
  url: `${publicUrl}/c/${campaign.public_slug}`,
});

/** 'Votre commande est prête': to a buyer of pick-up orders not handed over yet, with their references. */
export function orderReadyMail(recipient: Recipient, campaign: MessageCampaign, publicUrl: string): RenderedMail {
  const orders = recipient.references.length > 1 ? `commandes ${recipient.references.join(", ")}` : `commande ${recipient.references[0]}`;
  return renderMail({
    subject: `Votre commande est prête - ${campaign.association_name}`,
    preheader: `Vos tablettes pour ${campaign.association_name} vous attendent.`,
    heading: `Votre commande est prête${recipient.name ? `, ${recipient.name}` : ""}`,
    paragraphs: [
      `Vos tablettes commandées pour ${campaign.association_name} sont prêtes à être retirées (${orders}).`,
      ...distributionLines(campaign),
      "Au moment du retrait, donnez votre nom ou la référence de votre commande.",
    ],
    action: shopLink(campaign, publicUrl),
    notes: [
      ...(campaign.contact_email ? [`Une question ? Écrivez à ${campaign.association_name} : ${campaign.contact_email}.`] : []),
      why(campaign),
    ],
  });
}

/** The association's own words to every buyer: its subject, its text one paragraph a line, signed with its name. */
export function freeMessageMail(message: FreeBuyerMessage, campaign: MessageCampaign, publicUrl: string): RenderedMail {
  const paragraphs = message.body
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  return renderMail({
    subject: message.subject,
    preheader: paragraphs[0].length > 100 ? `${paragraphs[0].slice(0, 99)}…` : paragraphs[0],
    heading: message.subject,
    paragraphs: [...paragraphs, `— ${campaign.association_name}`],
    action: shopLink(campaign, publicUrl),
    // The outbox has no reply-to: the association's address is written out instead.
    notes: [
      ...(campaign.contact_email ? [`Pour répondre à ${campaign.association_name}, écrivez à ${campaign.contact_email}.`] : []),
      why(campaign),
    ],
  });
}

import type { FreeBuyerMessage } from "../../shared/buyer-messages";
import { renderMail, type RenderedMail } from "../mail/templates/layout";
import { fromAssociation, fromOrder } from "../mail/templates/member-text";
import type { MessageCampaign, Recipient } from "./queries";
import { calendarDayNoon, formatParisWeekdayDate } from "../../shared/paris-time";

// docs/product.md#messages-to-buyers: transactional mails about an order the buyer placed, so no unsubscribe link;
// each says why it was received. What the association typed (its name, place, address, message) is in a frame
// (member-text.ts), never in the subject or the shop's sentences; the layout escapes every text into the HTML.

/** 'samedi 14 juin 2025' from '2025-06-14'. */
export function formatDistributionDay(date: string): string {
  return formatParisWeekdayDate(calendarDayNoon(date));
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

/** When the pick-up orders are handed over, as far as the association said; the place it typed is in the frame. */
export function distributionLines(campaign: MessageCampaign): string[] {
  const date = campaign.distribution_date;
  const place = campaign.distribution_place?.trim() || null;
  if (!date && !place) return ["L'association vous dira quand et où la retirer."];
  const time = hours(campaign.distribution_start_time, campaign.distribution_end_time);
  const when = date ? [formatDistributionDay(date), time].filter(Boolean).join(", ") : "l'association vous le dira";
  return [`Quand : ${when}.`, `Où : ${place ? "au lieu indiqué par l'association ci-dessous" : "l'association vous le dira"}.`];
}

const why = "Vous recevez ce message parce que vous avez commandé sur la boutique de cette association, sur Boutique Solidaire.";

const shopLink = (campaign: MessageCampaign, publicUrl: string) => ({
  label: "Voir la boutique",
  url: `${publicUrl}/c/${campaign.public_slug}`,
});

/** The association's contact address, written out (the outbox has no reply-to), typed by its members like its name. */
const contact = (campaign: MessageCampaign) => (campaign.contact_email ? [{ label: "Pour lui écrire", text: campaign.contact_email }] : []);

export const READY_SUBJECT = "Votre commande est prête - Boutique Solidaire";

/** 'Votre commande est prête': to a buyer of pick-up orders not handed over yet, with their references. */
export function orderReadyMail(recipient: Recipient, campaign: MessageCampaign, publicUrl: string): RenderedMail {
  const orders = recipient.references.length > 1 ? `commandes ${recipient.references.join(", ")}` : `commande ${recipient.references[0]}`;
  const place = campaign.distribution_place?.trim();
  return renderMail({
    subject: READY_SUBJECT,
    preheader: `Vos tablettes vous attendent (${orders}).`,
    heading: "Votre commande est prête",
    paragraphs: [
      `Vos tablettes sont prêtes à être retirées (${orders}).`,
      ...distributionLines(campaign),
      "Au moment du retrait, donnez votre nom ou la référence de votre commande.",
    ],
    frames: [
      fromAssociation(campaign.association_name, [...(place ? [{ label: "Lieu de retrait", text: place }] : []), ...contact(campaign)]),
      fromOrder(recipient.name ? [{ label: "Au nom de", text: recipient.name }] : []),
    ],
    action: shopLink(campaign, publicUrl),
    notes: [...(campaign.contact_email ? ["Une question ? Écrivez à l'association, à l'adresse indiquée ci-dessus."] : []), why],
  });
}

/**
 * The association's own words to every buyer: its subject and its text (one paragraph a line) inside the frame of its
 * message; the mail's subject and heading are the shop's, so that nobody's words read as ours.
 */
export function freeMessageMail(message: FreeBuyerMessage, campaign: MessageCampaign, publicUrl: string): RenderedMail {
  return renderMail({
    subject: "Message de l'association au sujet de votre commande - Boutique Solidaire",
    preheader: "L'association auprès de laquelle vous avez commandé vous écrit.",
    heading: "Un message de l'association",
    paragraphs: [
      "L'association auprès de laquelle vous avez commandé des tablettes vous écrit. Voici son message, tel que ses membres l'ont écrit :",
    ],
    frames: [
      fromAssociation(
        campaign.association_name,
        [{ label: "Objet", text: message.subject }, { label: "Message", text: message.body, multiline: true }, ...contact(campaign)],
        "message",
      ),
    ],
    action: shopLink(campaign, publicUrl),
    notes: [...(campaign.contact_email ? ["Pour lui répondre, écrivez à l'adresse indiquée ci-dessus."] : []), why],
  });
}

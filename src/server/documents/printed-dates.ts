import type { Campaign } from "../../shared/campaign";
import { distributionText, orderDeadlineText, type CampaignDates } from "../../shared/campaign-dates-rules";
import { printable } from "./pdf-document";

// What the poster and the flyers, which parents find in their child's bag, say of when to order and when and where to
// pick the bars up: the campaign page's own lines (docs/product.md#campaign-dates), in French with Paris days. Paper
// cannot send a reader on to the page's contact block, so the place falls back on the pick-up address the association
// gave (`Adresse de retrait`: where its supporters come for their chocolates).

/** What the printed dates are made of: the campaign itself may be passed. */
export type PrintedDatesCampaign = CampaignDates & Pick<Campaign, "association_address">;

/** An address typed on several lines, on one: 'École Jules Ferry, 12 rue des Écoles'. */
function oneLine(text: string | null): string | null {
  const line = (text ?? "")
    .split(/\n+/)
    .map((part) => part.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join(", ");
  return line || null;
}

/** Where the bars are handed out: the distribution's place, else the association's pick-up address; null if neither. */
export function pickupPlace(campaign: PrintedDatesCampaign): string | null {
  return oneLine(campaign.distribution_place) ?? oneLine(campaign.association_address);
}

const DAY = /\b(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) (1er|\d{1,2}) (\p{L}+)/gu;
// Not \b before the word: it knows only ASCII letters, and finds no word's start before 'à'.
const TIME = /(?<!\S)(de|à|jusqu'à) (\d{2}) h (\d{2})\b/gu;

/**
 * The line with its day ('mercredi 17 décembre') and its times ('à 19 h 00') held together by no-break spaces, so
 * that a narrow column breaks between them, never inside. The built-in fonts draw U+00A0 as a space.
 */
function keepDatesWhole(line: string): string {
  return line.replace(DAY, "$1\u00a0$2\u00a0$3").replace(TIME, "$1\u00a0$2\u00a0h\u00a0$3");
}

/**
 * 'Commandes jusqu'au vendredi 12 décembre' and 'Distribution le mercredi 17 décembre de 16 h 30 à 19 h 00 : Préau
 * de l'école', each when the campaign has it, ready to print. Without a distribution day, the known place alone
 * ('Retrait à l'association : …'), never a day nobody set; nothing at all when the place is not known either.
 */
export function printedDateLines(campaign: PrintedDatesCampaign): string[] {
  const place = pickupPlace(campaign);
  const pickup = campaign.distribution_date
    ? distributionText({ ...campaign, distribution_place: place })
    : place && `Retrait à l'association : ${place}`;
  return [orderDeadlineText(campaign), pickup]
    .filter((line): line is string => Boolean(line))
    .map((line) => keepDatesWhole(printable(line)));
}

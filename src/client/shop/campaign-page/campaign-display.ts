import type { PublicCampaign } from "../../../shared/campaign";
import type { Product } from "../../../shared/catalogue";
import { toCents } from "../../../shared/money";

// Small display rules of the public campaign page (docs/product.md#campaign-page).

// Articles and prepositions don't make good initials: 'Les Amis de l'École' -> 'AÉ', not 'LA'.
const minorWords = new Set(["le", "la", "les", "l", "de", "des", "du", "d", "et", "au", "aux", "en", "a", "à", "the", "of"]);

/** Two letters for the header when the campaign has no logo. */
export function initials(name: string): string {
  const words = name
    .split(/[^\p{L}\p{N}'’]+/u)
    // Elision: "l'École" counts as "École"; "P'tits" stays one word.
    .map((w) => w.replace(/^[ldjmnst]['’]/i, "").replace(/['’]/g, ""))
    .filter(Boolean);
  const major = words.filter((w) => !minorWords.has(w.toLocaleLowerCase("fr")));
  const picked = major.length > 0 ? major : words;
  if (picked.length === 0) return "?";
  const letters =
    picked.length === 1 ? Array.from(picked[0]).slice(0, 2).join("") : `${Array.from(picked[0])[0]}${Array.from(picked[1])[0]}`;
  return letters.toLocaleUpperCase("fr");
}

/** A campaign's own price, when set, applies to every bar (same rule as the server's checkout). */
export function productPriceCents(product: Product, campaign: Pick<PublicCampaign, "chocolate_price_eur">): number {
  const own = campaign.chocolate_price_eur === null ? null : toCents(campaign.chocolate_price_eur);
  return own ?? product.priceCents;
}

/** The page title: the SEO title or '{name} | Campagne' (docs/product.md#page-metadata). */
export function campaignTitle(campaign: Pick<PublicCampaign, "seo_title" | "association_name">): string {
  return campaign.seo_title ?? `${campaign.association_name} | Campagne`;
}

/** tel: links want the number without spaces or dots. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

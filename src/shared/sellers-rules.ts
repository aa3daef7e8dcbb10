// Sellers ('Vendeurs', docs/product.md#sellers): the children or members who each sell with a link of their own. The
// rules the screens and the server share, without zod (the campaign page loads this file).

/** A first name is enough: no surname is asked, none is stored (docs/product.md#privacy). */
export const SELLER_FIRST_NAME_MAX = 40;

/** The fewest letters a visitor types to look a seller up at checkout: no one lists every child by typing one letter. */
export const SELLER_SEARCH_MIN_LETTERS = 2;
/** The most sellers one search answers: enough to find one's own among namesakes, too few to list a class. */
export const SELLER_SEARCH_MAX_RESULTS = 5;
export const SELLER_GROUP_MAX = 40;
/**
 * At most this many sellers in one paste (a school's 300 children in one go), and in one campaign. Each seller of a
 * paste counts in its member's daily quota (docs/security.md, lib/account-limits.ts).
 */
export const SELLERS_PER_PASTE_MAX = 500;
export const SELLERS_PER_CAMPAIGN_MAX = 1000;
export const SELLER_GOAL_MAX_BARS = 1000;

/**
 * A seller's code in their link (/c/{slug}/v/{code}): 8 characters drawn from 31 that can't be mistaken for one
 * another when read aloud or typed (no 0/o, 1/l/i), about 40 bits: nobody finds another child's page by trying.
 */
export const SELLER_CODE_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
export const SELLER_CODE_LENGTH = 8;
export const sellerCodePattern = new RegExp(`^[${SELLER_CODE_ALPHABET}]{${SELLER_CODE_LENGTH}}$`);

/** Seller data are deleted this many days after the campaign's end (docs/product.md#privacy). */
export const SELLER_RETENTION_DAYS = 90;

/** A campaign's seller link, as it is shared. */
export const sellerPath = (slug: string, code: string) => `/c/${encodeURIComponent(slug)}/v/${code}`;

/** What the leaderboard shows at most. */
export const LEADERBOARD_SIZE = 10;

export type PastedSeller = { first_name: string; group_name: string | null };

/**
 * A list pasted from a spreadsheet or typed, one seller a line: 'Léa', 'Léa, CM2', 'Léa;CM2' or 'Léa<tab>CM2'. Blank
 * lines are skipped; extra spaces are trimmed. A line whose first name is too long is kept as it is, for the form to
 * say which line is wrong.
 */
export function parseSellerList(text: string): PastedSeller[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => {
      const [first, ...rest] = line.split(/[\t;,]/);
      const group = rest.join(" ").replace(/\s+/g, " ").trim();
      return { first_name: first.replace(/\s+/g, " ").trim(), group_name: group || null };
    })
    .filter((seller) => seller.first_name.length > 0);
}

/** How far a seller is toward their goal, 0 to 100 (a goal passed shows full). */
export function goalPercent(bars: number, goalBars: number | null): number | null {
  if (!goalBars || goalBars <= 0) return null;
  return Math.min(100, Math.round((bars / goalBars) * 100));
}

// docs/product.md#slugs: slugs are lowercase letters, digits and hyphens, at least 3 characters.
export const SLUG_PATTERN = /^[a-z0-9-]+$/;
export const MIN_SLUG_LENGTH = 3;

/** Words that are routes of their own (or could become one) and so can't name a campaign. */
export const reservedSlugs = new Set([
  "create",
  "new",
  "edit",
  "admin",
  "api",
  "auth",
  "login",
  "preview",
  "demo",
  "compte",
  "sales",
  "onboarding",
  "uploads",
  "assets",
]);

/** The one test of a reserved slug: the field while typing, the availability check and every save ask it. */
export function isReservedSlug(slug: string): boolean {
  return reservedSlugs.has(slug.trim().toLowerCase());
}

/** docs/product.md#slugs: the message of a reserved slug, on the field and from the server. */
export const RESERVED_SLUG_MESSAGE = "Ce slug est réservé, choisissez-en un autre";

/** A generated address stays short enough to print and to type (slugSchema allows 80, leaving room for '-2'). */
const MAX_NAME_SLUG_LENGTH = 60;

/**
 * docs/product.md#slugs: the address a name suggests, readable on a poster: lowercased, accents folded first ('École'
 * gives 'ecole', not '-cole'), runs of other characters replaced by a hyphen, edge hyphens trimmed, cut at a word
 * boundary. A name too short for a slug is prefixed with 'campagne'. No time stamp: a clash takes the smallest free
 * number (withAddressNumber, decision 036).
 */
export function slugFromName(name: string): string {
  let base = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (base.length > MAX_NAME_SLUG_LENGTH) {
    const cut = base.slice(0, MAX_NAME_SLUG_LENGTH + 1);
    const lastHyphen = cut.lastIndexOf("-");
    base = (lastHyphen >= MIN_SLUG_LENGTH ? cut.slice(0, lastHyphen) : cut.slice(0, MAX_NAME_SLUG_LENGTH)).replace(/-+$/, "");
  }
  if (base.length >= MIN_SLUG_LENGTH) return base;
  return base ? `campagne-${base}` : "campagne";
}

/** The n-th address of a name when the first is taken: 'ape-tilleuls-2', 'ape-tilleuls-3'… (n from 2). */
export const withAddressNumber = (base: string, n: number) => `${base}-${n}`;

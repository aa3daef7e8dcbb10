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

/**
 * docs/product.md#slugs: the lowercased association name, runs of other characters replaced by a hyphen, edge hyphens
 * trimmed, then a hyphen and the timestamp. Accents are folded first so 'École' gives 'ecole', not '-cole'.
 */
export function generateSlug(associationName: string, now: number = Date.now()): string {
  const base = associationName
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return base ? `${base}-${now}` : `campagne-${now}`;
}

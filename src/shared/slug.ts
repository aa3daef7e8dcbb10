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

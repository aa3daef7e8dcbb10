export const SITE_NAME = "Boutique Solidaire";

/** '{title} | Boutique Solidaire', as a page's <title> reads (without a title of its own: the site's name). */
export function documentTitle(title: string | null): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

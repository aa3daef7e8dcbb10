// The page routes of docs/product.md#routes (plus the pages that the footer links to). The server answers 200 with the
// app for these and 404 for anything else; the client router declares the same paths.
export const pageRoutePatterns: RegExp[] = [
  /^\/$/,
  /^\/comment-ca-marche$/,
  /^\/chocolats$/,
  /^\/faq$/,
  /^\/contact$/,
  /^\/cgu$/,
  /^\/cgv$/,
  /^\/privacy$/,
  /^\/mentions-legales$/,
  /^\/cookies$/,
  /^\/accessibilite$/,
  /^\/a-propos$/,
  /^\/support$/,
  /^\/demo\/produit(\/[^/]+)?$/,
  /^\/(c|campaign)\/[^/]+$/,
  /^\/c\/[^/]+\/v\/[^/]+$/,
  /^\/auth\/(login|register|forgot|reset|callback)$/,
  /^\/login$/,
  /^\/compte$/,
  /^\/sales$/,
  /^\/releve\/[^/]+$/,
  /^\/commandes-papier\/[^/]+$/,
  /^\/distribution\/[^/]+$/,
  /^\/vendeurs\/[^/]+$/,
  /^\/remise\/[^/]+$/,
  /^\/messages\/[^/]+$/,
  /^\/onboarding\/form$/,
  /^\/campaign\/create$/,
  /^\/preview\/c\/[^/]+$/,
  /^\/admin(\/(campagnes|commandes)(\/[^/]+)?|\/preparation|\/versements)?$/,
  /^\/paiement\/(merci|annule)$/,
  /^\/newsletter$/,
  /^\/invitation\/[^/]+$/,
];

export function isPageRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return pageRoutePatterns.some((pattern) => pattern.test(path));
}

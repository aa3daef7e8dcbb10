// The app's page addresses (docs/product.md#routes), each written once: the client's router declares these routes
// (src/client/router.tsx, router.test.ts holds the two in step), its links are built from them with `pathTo`, and the
// server answers 200 with the app for them and 404 for anything else (routes.ts). Patterns in React Router's syntax:
// `:name` is one segment, `:name?` an optional one. No zod here: the client's first load reads this file.

export const pagePaths = {
  home: "/",
  howItWorks: "/comment-ca-marche",
  chocolates: "/chocolats",
  faq: "/faq",
  contact: "/contact",
  legalNotice: "/mentions-legales",
  salesTerms: "/cgv",
  termsOfUse: "/cgu",
  privacy: "/privacy",
  cookies: "/cookies",
  accessibility: "/accessibilite",
  about: "/a-propos",
  support: "/support",
  newsletter: "/newsletter",
  demoProduct: "/demo/produit/:productId?",
  login: "/auth/login",
  shortLogin: "/login",
  register: "/auth/register",
  forgotPassword: "/auth/forgot",
  resetPassword: "/auth/reset",
  authCallback: "/auth/callback",
  invitation: "/invitation/:token",
  paymentThanks: "/paiement/merci",
  paymentCancelled: "/paiement/annule",
  handOverLink: "/remise/:reference",
  account: "/compte",
  sales: "/sales",
  onePager: "/onboarding/form",
  campaignCreate: "/campaign/create",
  // The pages of one campaign, around the campaign page layout (docs/decisions/031).
  statement: "/releve/:campaignId",
  paperOrders: "/commandes-papier/:campaignId",
  distribution: "/distribution/:campaignId",
  sellers: "/vendeurs/:campaignId",
  buyerMessages: "/messages/:campaignId",
  // The back-office (docs/product.md#back-office).
  admin: "/admin",
  adminCampaigns: "/admin/campagnes",
  adminCampaign: "/admin/campagnes/:campaignId",
  adminOrders: "/admin/commandes",
  adminOrder: "/admin/commandes/:orderId",
  adminPreparation: "/admin/preparation",
  adminPayouts: "/admin/versements",
  // The campaign shops, with the association's own header and footer (docs/decisions/004).
  campaign: "/c/:slug",
  sellerCampaign: "/c/:slug/v/:code",
  campaignAlias: "/campaign/:slug",
  campaignPreview: "/preview/c/:slug",
} as const;

export type PageName = keyof typeof pagePaths;

/** The names of a pattern's parameters: `/c/:slug/v/:code` -> "slug" | "code"; an optional one keeps its `?`. */
type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<Rest>
  : Pattern extends `${string}:${infer Param}`
    ? Param
    : never;

type Params<Pattern extends string> = {
  [Name in ParamNames<Pattern> as Name extends `${string}?` ? never : Name]: string;
} & {
  [Name in ParamNames<Pattern> as Name extends `${infer Optional}?` ? Optional : never]?: string;
};

type ParamsArgument<Name extends PageName> = [ParamNames<(typeof pagePaths)[Name]>] extends [never]
  ? []
  : [params: Params<(typeof pagePaths)[Name]>];

/** A page's address from its name and its parameters, each encoded: `pathTo("statement", { campaignId })`. */
export function pathTo<Name extends PageName>(name: Name, ...[params]: ParamsArgument<Name>): string {
  const values: Record<string, string | undefined> = params ?? {};
  return pagePaths[name].replace(/\/:(\w+)(\?)?/g, (_segment, param: string) => {
    const value = values[param];
    return value === undefined ? "" : `/${encodeURIComponent(value)}`;
  });
}

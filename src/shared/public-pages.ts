// The public pages the build prerenders (docs/decisions/023-prerendered-public-pages.md): their HTML carries their
// text, title and description, so that a phone shows them before any script and search engines read them. The
// sitemap lists them. Each title is the one the page itself sets once alive (usePageTitle), without the site's name.

export type PublicPage = {
  path: string;
  /** The prerendered file under dist/client: index.html for the home page, pages/{name}.html for the others. */
  file: string;
  title: string;
  description: string;
};

const page = (path: string, title: string, description: string): PublicPage => ({
  path,
  file: `pages/${path.slice(1)}.html`,
  title,
  description,
});

export const homePage: PublicPage = {
  path: "/",
  file: "index.html",
  title: "Financez vos projets avec du chocolat de qualité",
  description:
    "Boutique Solidaire : associations, écoles et clubs, financez vos projets en vendant du chocolat bio et équitable. Boutique en ligne gratuite, 20 % reversés sur chaque vente.",
};

/** Every prerendered page but the home page, which index.html carries (it is also the app's shell). */
export const prerenderedPages: PublicPage[] = [
  page(
    "/comment-ca-marche",
    "Comment ça marche",
    "Créez la boutique de votre association, partagez le lien, nous fabriquons et livrons : 20 % de chaque vente financent votre projet.",
  ),
  page(
    "/chocolats",
    "Nos chocolats",
    "Tablettes de chocolat bio et équitable faites à la main près de Vannes : noir, amandes, blanc. Composition, allergènes et valeurs nutritionnelles.",
  ),
  page(
    "/faq",
    "Questions fréquentes",
    "Tout savoir avant de lancer la boutique solidaire de votre association : fonctionnement, paiement sécurisé, frais, livraison, origine du chocolat.",
  ),
  page(
    "/contact",
    "Contact",
    "Écrivez à l'équipe de Boutique Solidaire : une question sur votre campagne, une commande ou un partenariat.",
  ),
  page(
    "/a-propos",
    "À propos",
    "Boutique Solidaire aide les associations, écoles et clubs à financer leurs projets avec du chocolat bio et équitable.",
  ),
  page(
    "/support",
    "Support",
    "Aide pour les associations et les acheteurs de Boutique Solidaire : commandes, livraison, paiement, compte.",
  ),
  page("/mentions-legales", "Mentions légales", "Éditeur, hébergeur et informations légales du site Boutique Solidaire."),
  page(
    "/cgv",
    "Conditions générales de vente",
    "Prix, paiement, livraison, droit de rétractation et garanties des ventes de tablettes de chocolat sur Boutique Solidaire.",
  ),
  page(
    "/cgu",
    "Conditions générales d'utilisation",
    "Les règles d'utilisation de Boutique Solidaire par les associations et leurs acheteurs.",
  ),
  page(
    "/privacy",
    "Politique de confidentialité",
    "Quelles données Boutique Solidaire conserve, pourquoi, combien de temps, et comment exercer vos droits.",
  ),
  page("/cookies", "Cookies", "Les seuls cookies de Boutique Solidaire sont ceux strictement nécessaires à son fonctionnement."),
  page(
    "/accessibilite",
    "Déclaration d'accessibilité",
    "État de conformité du site Boutique Solidaire au référentiel général d'amélioration de l'accessibilité (RGAA).",
  ),
];

/**
 * The sign-in pages, prerendered too (the form of a visitor with no session: the server sends them only to a request
 * without a session cookie, and the reset page only with its link's token), so that they load no more script than the
 * other public pages until the visitor moves. Not in the sitemap: nothing there for a search engine.
 */
export const signInPages: PublicPage[] = [
  page("/auth/login", "Connexion", "Connectez-vous à l'espace de votre association sur Boutique Solidaire."),
  page("/login", "Connexion", "Connectez-vous à l'espace de votre association sur Boutique Solidaire."),
  page("/auth/register", "Créer un compte", "Ouvrez gratuitement la boutique solidaire de votre association."),
  page("/auth/forgot", "Mot de passe oublié", "Recevez un lien pour choisir un nouveau mot de passe."),
  page("/auth/reset", "Nouveau mot de passe", "Choisissez un nouveau mot de passe pour votre compte Boutique Solidaire."),
];

import { Link } from "react-router";
import { pathTo } from "../../shared/page-paths";
import { CONTACT_EMAIL } from "./contact-page";
import { ContentPage } from "./content-page";
import { CALL_LENGTH } from "../../shared/call-length";

const linkClass = "font-medium text-brand-dark underline";
const mail = (
  <a href={`mailto:${CONTACT_EMAIL}`} className={linkClass}>
    {CONTACT_EMAIL}
  </a>
);

export function AboutPage() {
  return (
    <ContentPage
      title="À propos"
      lead="Boutique Solidaire est née d'une idée simple : faire du chocolat un moyen de financer les projets qui comptent."
      sections={[
        {
          heading: "Notre histoire",
          body: (
            <>
              <p>
                Tout a commencé par une kermesse d'école, près de Vannes : des parents épuisés par les ventes de gâteaux, un stock de
                chocolats invendus sur les bras, et une question. Et si les associations pouvaient vendre un très bon produit, sans rien
                avancer ni rien stocker ?
              </p>
              <p>
                Avec un maître chocolatier du golfe du Morbihan, nous avons imaginé une boutique en ligne que chaque association, école ou
                club ouvre gratuitement. Nous fabriquons, encaissons et livrons ; l'association partage son lien et touche 20 % de chaque
                vente.
              </p>
            </>
          ),
        },
        {
          heading: "Nos engagements",
          body: (
            <ul className="list-disc space-y-1 pl-5">
              <li>Un cacao bio, acheté au juste prix à des coopératives certifiées équitables.</li>
              <li>Des tablettes fabriquées à la main en Bretagne, en petites séries.</li>
              <li>Aucun frais pour les associations : nous ne gagnons que si elles vendent.</li>
              <li>Un site sobre, sans publicité ni pistage.</li>
            </ul>
          ),
        },
        {
          heading: "Nous rejoindre",
          body: (
            <p>
              Envie de lancer une campagne ?{" "}
              <Link to={pathTo("howItWorks")} className={linkClass}>
                Découvrez le fonctionnement
              </Link>{" "}
              ou écrivez-nous à {mail}. Chocolatiers, enseignants, bénévoles : vos idées nous intéressent aussi.
            </p>
          ),
        },
      ]}
    />
  );
}

export function SupportPage() {
  return (
    <ContentPage
      title="Support"
      lead="Besoin d'aide pour votre compte, votre campagne ou une commande ? Voici les réponses les plus rapides."
      sections={[
        {
          heading: "Questions fréquentes",
          body: (
            <p>
              La plupart des réponses se trouvent dans notre{" "}
              <Link to={pathTo("faq")} className={linkClass}>
                FAQ
              </Link>{" "}
              : paiements, livraison, commissions, campagnes multiples.
            </p>
          ),
        },
        {
          heading: "Votre compte",
          body: (
            <>
              <p>
                Mot de passe perdu ? Choisissez-en un nouveau depuis la page{" "}
                <Link to={pathTo("forgotPassword")} className={linkClass}>
                  mot de passe oublié
                </Link>
                .
              </p>
              <p>
                Pas encore d'e-mail de confirmation ? Vérifiez vos courriers indésirables, puis{" "}
                <Link to={pathTo("login")} className={linkClass}>
                  connectez-vous
                </Link>{" "}
                pour en demander un nouveau.
              </p>
            </>
          ),
        },
        {
          heading: "Votre campagne",
          body: (
            <p>
              Pour modifier votre page ou déplacer votre appel de {CALL_LENGTH}, rendez-vous dans{" "}
              <Link to={pathTo("account")} className={linkClass}>
                votre espace
              </Link>
              , onglet « Ma boutique ».
            </p>
          ),
        },
        {
          heading: "Une commande",
          body: (
            <p>
              Gardez la référence indiquée dans votre e-mail de confirmation (elle commence par BS-) : elle nous permet de retrouver votre
              commande en un instant.
            </p>
          ),
        },
        {
          heading: "Nous écrire",
          body: <p>Notre équipe répond sous 48 heures ouvrées à {mail}.</p>,
        },
      ]}
    />
  );
}

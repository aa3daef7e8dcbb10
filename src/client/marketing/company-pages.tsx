import { Link } from "react-router";
import { CONTACT_EMAIL } from "./contact-page";
import { ContentPage } from "./content-page";

const linkClass = "font-medium text-brand-dark underline";

export function AboutPage() {
  return (
    <ContentPage
      title="À propos"
      lead="Boutique Solidaire est née d'une idée simple : faire du chocolat un moyen de financer les projets qui comptent."
      sections={[
        {
          heading: "Notre projet",
          body: <p>Voyages scolaires, équipements sportifs, actions caritatives : les associations ont besoin de ressources, sans prendre de risque. Nous leur offrons une boutique en ligne prête à l'emploi et reversons 20 % de chaque vente.</p>,
        },
        {
          heading: "Notre chocolat",
          body: <p>Nos tablettes sont fabriquées par un maître chocolatier installé près de Vannes, avec un cacao bio acheté dans le cadre du commerce équitable.</p>,
        },
        {
          heading: "Nous rejoindre",
          body: (
            <p>
              Envie de lancer une campagne ? <Link to="/comment-ca-marche" className={linkClass}>Découvrez le fonctionnement</Link>{" "}
              ou écrivez-nous à <a href={`mailto:${CONTACT_EMAIL}`} className={linkClass}>{CONTACT_EMAIL}</a>.
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
      lead="Besoin d'aide pour votre compte, votre campagne ou une commande ?"
      sections={[
        {
          heading: "Questions fréquentes",
          body: <p>La plupart des réponses se trouvent dans notre <Link to="/faq" className={linkClass}>FAQ</Link>.</p>,
        },
        {
          heading: "Mot de passe oublié",
          body: <p>Vous pouvez choisir un nouveau mot de passe depuis la page <Link to="/auth/forgot" className={linkClass}>mot de passe oublié</Link>.</p>,
        },
        {
          heading: "Nous écrire",
          body: <p>Notre équipe répond sous 48 heures ouvrées à <a href={`mailto:${CONTACT_EMAIL}`} className={linkClass}>{CONTACT_EMAIL}</a>.</p>,
        },
      ]}
    />
  );
}

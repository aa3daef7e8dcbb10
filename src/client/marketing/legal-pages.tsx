import { Link } from "react-router";
import { CONTACT_EMAIL } from "./contact-page";
import { ContentPage } from "./content-page";

const mail = (
  <a href={`mailto:${CONTACT_EMAIL}`} className="font-medium text-brand-dark underline">
    {CONTACT_EMAIL}
  </a>
);
const updated = "janvier 2025";

export function TermsPage() {
  return (
    <ContentPage
      title="Conditions générales d'utilisation"
      lead="Les règles d'utilisation de Boutique Solidaire par les associations et leurs acheteurs."
      updated={updated}
      sections={[
        {
          heading: "1. Objet",
          body: (
            <p>
              Boutique Solidaire permet aux associations, écoles et clubs d'ouvrir une boutique en ligne pour vendre des tablettes de
              chocolat et financer leurs projets.
            </p>
          ),
        },
        {
          heading: "2. Compte association",
          body: (
            <p>
              L'ouverture d'un compte est gratuite. Vous vous engagez à fournir des informations exactes et à garder votre mot de passe
              confidentiel. Chaque compte est rattaché à une association.
            </p>
          ),
        },
        {
          heading: "3. Campagnes",
          body: (
            <p>
              Une campagne est publiée après un échange avec notre équipe. Vous restez responsable des textes et images publiés sur votre
              page ; ils doivent respecter la loi et les droits des tiers.
            </p>
          ),
        },
        {
          heading: "4. Rémunération de l'association",
          body: (
            <p>20 % du montant de chaque vente payée reviennent à l'association. Aucun frais n'est demandé à l'association en amont.</p>
          ),
        },
        {
          heading: "5. Commandes et livraison",
          body: (
            <p>
              Les acheteurs paient par carte bancaire. Chaque commande est retirée gratuitement auprès de l'association ou livrée à
              l'adresse de son choix en France métropolitaine par nos transporteurs partenaires ; les frais éventuels de livraison à
              domicile sont affichés avant le paiement.
            </p>
          ),
        },
        {
          heading: "6. Contact",
          body: <p>Pour toute question : {mail}.</p>,
        },
      ]}
    />
  );
}

export function PrivacyPage() {
  return (
    <ContentPage
      title="Politique de confidentialité"
      lead="Quelles données nous utilisons, pourquoi, et comment exercer vos droits."
      updated={updated}
      sections={[
        {
          heading: "Données collectées",
          body: (
            <p>
              Pour les associations : adresse e-mail, nom, coordonnées de l'association. Pour les acheteurs : nom, adresse e-mail et, en cas
              de livraison, adresse postale. Les données de carte bancaire sont traitées uniquement par notre prestataire de paiement.
            </p>
          ),
        },
        {
          heading: "Finalités",
          body: (
            <p>
              Gérer les comptes, les campagnes et les commandes, envoyer les e-mails liés au service (confirmation, réinitialisation du mot
              de passe, notifications de vente) et, si vous l'avez demandé, notre newsletter.
            </p>
          ),
        },
        {
          heading: "Conservation",
          body: (
            <p>
              Les données de compte sont conservées tant que le compte existe. Les ventes sont conservées pour les obligations comptables,
              même après la suppression d'un compte.
            </p>
          ),
        },
        {
          heading: "Vendeurs (élèves, joueurs, membres)",
          body: (
            <p>
              Quand une association inscrit ses vendeurs, nous ne conservons que leur prénom, leur groupe (une classe, une équipe), leur
              objectif et, pour un enfant, la date à laquelle un membre de l'association a confirmé l'accord de ses parents : de quoi
              attribuer chaque commande à son vendeur. Aucun nom de famille n'est demandé. Le classement, si l'association l'affiche, ne
              montre que les prénoms et les groupes. Ces données sont supprimées 90 jours après la fin de la campagne (sa date limite de
              commande ou son jour de distribution, la plus tardive ; à défaut, sa dernière commande) ; les commandes restent, sans vendeur.
            </p>
          ),
        },
        {
          heading: "Vos droits",
          body: (
            <p>
              Vous pouvez accéder à vos données, les corriger ou supprimer votre compte depuis votre espace, ou nous écrire à {mail}. Vous
              pouvez aussi saisir la CNIL.
            </p>
          ),
        },
        {
          heading: "Cookies",
          body: (
            <p>
              Nous n'utilisons que des cookies nécessaires au fonctionnement du site. Voir la page{" "}
              <Link to="/cookies" className="font-medium text-brand-dark underline">
                cookies
              </Link>
              .
            </p>
          ),
        },
      ]}
    />
  );
}

export function LegalNoticePage() {
  return (
    <ContentPage
      title="Mentions légales"
      lead="Qui édite ce site, qui l'héberge et comment nous joindre."
      updated={updated}
      sections={[
        {
          heading: "Éditeur",
          body: <p>Boutique Solidaire, chocolaterie artisanale, golfe du Morbihan, 56000 Vannes, France. Contact : {mail}.</p>,
        },
        { heading: "Directeur de la publication", body: <p>Le gérant de Boutique Solidaire, joignable à la même adresse.</p> },
        {
          heading: "Hébergement",
          body: <p>Le site et ses données sont hébergés dans l'Union européenne, chez un hébergeur professionnel.</p>,
        },
        {
          heading: "Propriété intellectuelle",
          body: (
            <p>
              Les textes, illustrations et logos de Boutique Solidaire sont notre création et sont protégés. Les contenus des pages de
              campagne (textes, logos, photos) appartiennent aux associations qui les publient.
            </p>
          ),
        },
        {
          heading: "Données personnelles",
          body: (
            <p>
              Voir notre{" "}
              <Link to="/privacy" className="font-medium text-brand-dark underline">
                politique de confidentialité
              </Link>
              .
            </p>
          ),
        },
      ]}
    />
  );
}

export function CookiesPage() {
  return (
    <ContentPage
      title="Cookies"
      lead="Un site sobre : pas de publicité, pas de pistage."
      sections={[
        {
          heading: "Cookies nécessaires",
          body: (
            <p>
              Un cookie de session sécurisé vous garde connecté à votre espace association. Il est indispensable et ne sert à rien d'autre.
            </p>
          ),
        },
        {
          heading: "Stockage local",
          body: (
            <p>
              Votre navigateur retient l'association sélectionnée et le contenu de votre panier, pour vous éviter de les ressaisir. Ces
              informations ne quittent pas votre appareil.
            </p>
          ),
        },
        {
          heading: "Mesure d'audience et publicité",
          body: <p>Aucune. Nous n'utilisons aucun cookie publicitaire ni outil de pistage tiers.</p>,
        },
      ]}
    />
  );
}

import { operatorDetails } from "../../lib/operator-details";
import { ContentPage } from "../content-page";
import { LEGAL_PAGES_UPDATED, MailLink, PageLink } from "./legal-text";

/** 'Conditions générales d'utilisation' (/cgu): the associations' terms of use; buyers have the sales terms (/cgv). */
export function TermsPage() {
  const operator = operatorDetails();
  return (
    <ContentPage
      title="Conditions générales d'utilisation"
      lead="Les règles d'utilisation de Boutique Solidaire par les associations, écoles et clubs."
      updated={LEGAL_PAGES_UPDATED}
      sections={[
        {
          heading: "1. Objet",
          body: (
            <>
              <p>
                Boutique Solidaire permet aux associations, écoles et clubs d'ouvrir une boutique en ligne pour vendre des tablettes de
                chocolat et financer leurs projets.
              </p>
              <p>
                Vous achetez des tablettes sur la boutique d'une association ? Vos achats sont régis par nos{" "}
                <PageLink to="salesTerms">conditions générales de vente</PageLink>.
              </p>
            </>
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
            <>
              <p>
                20 % du montant des tablettes de chaque vente payée reviennent à l'association, et les dons lui reviennent en entier. Aucun
                frais n'est demandé à l'association en amont. Sa part lui est versée par virement, avec un relevé qui détaille chaque
                commande.
              </p>
              <p>
                Les commandes papier payées en espèces ou par chèque sont encaissées par l'association elle-même : le prix de leurs
                tablettes, hors sa part, est alors déduit de ce que nous lui versons.
              </p>
            </>
          ),
        },
        {
          heading: "5. Commandes et livraison",
          body: (
            <p>
              Les acheteurs paient par carte bancaire, ou remettent à l'association le paiement d'une commande papier. Chaque commande est
              retirée gratuitement auprès de l'association ou livrée à l'adresse de son choix en France métropolitaine par nos transporteurs
              partenaires ; les frais de livraison à domicile sont affichés avant le paiement. Les conditions de ces ventes sont celles de
              nos <PageLink to="salesTerms">conditions générales de vente</PageLink>.
            </p>
          ),
        },
        {
          heading: "6. Données des acheteurs et des vendeurs",
          body: (
            <p>
              Les noms et coordonnées des acheteurs que votre association voit ne servent qu'à sa campagne : suivre les ventes et remettre
              les commandes. Avant d'inscrire un enfant parmi vos vendeurs, vous recueillez l'accord de ses parents. Voir notre{" "}
              <PageLink to="privacy">politique de confidentialité</PageLink>.
            </p>
          ),
        },
        {
          heading: "7. Contact",
          body: (
            <p>
              Pour toute question : <MailLink email={operator.email} />. L'éditeur du site est présenté dans les{" "}
              <PageLink to="legalNotice">mentions légales</PageLink>.
            </p>
          ),
        },
      ]}
    />
  );
}

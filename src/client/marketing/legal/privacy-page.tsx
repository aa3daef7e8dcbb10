import { operatorDetails } from "../../lib/operator-details";
import { ContentPage } from "../content-page";
import { LEGAL_PAGES_UPDATED, MailLink, PageLink, WebLink } from "./legal-text";
import { processingSections } from "./privacy-processing";

/**
 * 'Politique de confidentialité' (/privacy): what the shop keeps about whom, why, on what basis, who receives it and
 * for how long (GDPR art. 13), and how to exercise one's rights.
 */
export function PrivacyPage() {
  const operator = operatorDetails();
  const mail = <MailLink email={operator.email} />;
  return (
    <ContentPage
      title="Politique de confidentialité"
      lead="Quelles données nous utilisons, pourquoi, et comment exercer vos droits."
      updated={LEGAL_PAGES_UPDATED}
      sections={[
        {
          heading: "Responsable du traitement",
          body: (
            <>
              <p>
                {operator.companyName}, {operator.legalFormWithCapital}, {operator.address}, est responsable des traitements décrits ici.
                Pour toute question sur vos données : {mail}.
              </p>
              <p>
                Chaque association répond de l'usage qu'elle fait, en dehors du site, des noms et coordonnées de ses acheteurs et de ses
                vendeurs.
              </p>
            </>
          ),
        },
        ...processingSections(operator),
        {
          heading: "Qui reçoit vos données",
          body: (
            <>
              <ul className="list-disc space-y-1 pl-5">
                <li>Notre équipe, pour préparer les commandes, les rembourser et vous répondre.</li>
                <li>L'association de la campagne, comme indiqué plus haut.</li>
                <li>
                  Stripe (Stripe Payments Europe, Ltd., Irlande), notre prestataire de paiement : votre e-mail, le montant et la référence
                  de la commande ; il recueille lui-même vos données de carte. Stripe peut traiter certaines données hors de l'Union
                  européenne, avec les garanties prévues par le RGPD (clauses contractuelles types de la Commission européenne).
                </li>
                <li>
                  Le transporteur d'une livraison à domicile : nom, adresse, e-mail et référence de la commande, pour acheminer et suivre le
                  colis.
                </li>
                <li>Notre prestataire d'envoi d'e-mails, qui achemine les e-mails du service.</li>
                <li>Notre hébergeur, qui héberge le site, sa base de données et les images : {operator.host}.</li>
                <li>Les autorités, lorsque la loi nous y oblige.</li>
              </ul>
              <p>Nous ne vendons ni ne louons vos données, et aucune décision automatisée n'est prise à votre sujet.</p>
            </>
          ),
        },
        {
          heading: "Vos droits",
          body: (
            <>
              <p>
                Vous pouvez accéder à vos données, les faire rectifier ou effacer, en limiter l'usage, vous opposer à un traitement fondé
                sur notre intérêt légitime, recevoir les données que vous nous avez fournies dans un format lisible par une machine
                (portabilité) et retirer votre consentement à tout moment (articles 15 à 21 du RGPD). Vous pouvez aussi nous dire ce que
                deviendront vos données après votre décès.
              </p>
              <p>
                Depuis votre compte, vous modifiez votre profil et vos préférences, et pouvez le supprimer ; pour le reste, écrivez-nous à{" "}
                {mail}. Nous répondons dans un délai d'un mois. Les parents d'un enfant inscrit comme vendeur exercent ses droits auprès de
                l'association ou auprès de nous.
              </p>
              <p>
                Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la CNIL (Commission nationale
                de l'informatique et des libertés), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07,{" "}
                <WebLink href="https://www.cnil.fr">www.cnil.fr</WebLink>.
              </p>
            </>
          ),
        },
        {
          heading: "Cookies",
          body: (
            <p>
              Nous n'utilisons que des cookies et un stockage local nécessaires au fonctionnement du site. Voir la page{" "}
              <PageLink to="cookies">cookies</PageLink>.
            </p>
          ),
        },
      ]}
    />
  );
}

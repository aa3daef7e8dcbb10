import type { OperatorNotice } from "../../../shared/operator";
import type { ContentSection } from "../content-page";
import { DetailList, Quoted } from "./legal-text";

// What the shop keeps, per kind of person, as the database holds it (src/server/db/migrations) and docs/product.md
// describes it (#privacy for the sellers): what, why, on what legal basis, who sees it and for how long.

export function processingSections(operator: OperatorNotice): ContentSection[] {
  return [
    {
      heading: "Membres des associations",
      body: (
        <DetailList
          details={[
            {
              term: "Données",
              value:
                "Adresse e-mail, mot de passe (gardé sous une forme chiffrée irréversible), nom complet, rôle dans chaque association, préférences de notification, sessions de connexion (date, adresse IP, navigateur), rendez-vous de validation réservés, historique de l'équipe (invitations avec l'adresse invitée, changements de rôle, départs).",
            },
            {
              term: "Pourquoi",
              value:
                "Créer et protéger votre compte, vous permettre de gérer la boutique et l'équipe de votre association, vous envoyer les e-mails du service (confirmation d'adresse, mot de passe oublié, invitations, nouvelles ventes, versements).",
            },
            {
              term: "Base légale",
              value:
                "L'exécution de nos conditions générales d'utilisation ; pour la sécurité des connexions, notre intérêt légitime à protéger les comptes.",
            },
            {
              term: "Durée",
              value: (
                <>
                  Tant que votre compte existe. <Quoted>Supprimer mon compte</Quoted> (Mon compte, Paramètres) efface votre compte, votre
                  profil, vos préférences et vos sessions ; les boutiques, les ventes et l'historique de l'association restent, pour elle et
                  pour notre comptabilité. Une session expire après 30 jours sans utilisation.
                </>
              ),
            },
          ]}
        />
      ),
    },
    {
      heading: "Associations",
      body: (
        <DetailList
          details={[
            {
              term: "Données",
              value:
                "Nom, description, logo, e-mail, téléphone et adresse de contact, réseaux sociaux, textes et images des campagnes, dates et lieu de distribution ; coordonnées bancaires (titulaire, IBAN, BIC) et le membre qui les a modifiées en dernier.",
            },
            { term: "Pourquoi", value: "Publier la boutique, livrer les commandes à retirer, verser à l'association sa part des ventes." },
            { term: "Base légale", value: "L'exécution de nos conditions générales d'utilisation." },
            {
              term: "Qui les voit",
              value:
                "Tout le monde, pour ce que la boutique publie ; les coordonnées bancaires, les seuls responsables et trésoriers de l'association (l'IBAN n'est jamais réaffiché en entier, ni dans un navigateur ni dans un e-mail).",
            },
            {
              term: "Durée",
              value:
                "Tant que l'association utilise le service. Des coordonnées bancaires remplacées ne sont plus gardées ; celles d'un virement effectué restent 10 ans avec lui, comme pièce comptable.",
            },
          ]}
        />
      ),
    },
    {
      heading: "Personnes invitées dans une équipe",
      body: (
        <DetailList
          details={[
            {
              term: "Données",
              value: "Adresse e-mail, rôle proposé, qui invite, dates d'envoi, d'expiration, d'acceptation ou d'annulation.",
            },
            { term: "Pourquoi", value: "Vous envoyer l'invitation, puis vous reconnaître quand vous l'acceptez." },
            { term: "Base légale", value: "L'intérêt légitime de l'association à réunir son équipe." },
            { term: "Qui les voit", value: "Les responsables et trésoriers de l'association qui vous invite." },
            {
              term: "Durée",
              value:
                "Une invitation vaut 7 jours. Elle est supprimée 30 jours après avoir été acceptée, annulée ou avoir expiré ; si vous n'avez pas rejoint l'association, votre adresse est alors aussi effacée de l'historique de son équipe.",
            },
          ]}
        />
      ),
    },
    {
      heading: "Acheteurs et donateurs",
      body: (
        <>
          <DetailList
            details={[
              {
                term: "Données",
                value:
                  "Nom, adresse e-mail, mode de livraison et, pour une livraison à domicile, adresse postale (avec son complément s'il est donné) et, si vous le donnez, un numéro de téléphone ; tablettes, don, montants, référence, vendeur choisi ; suivi du paiement, de la préparation et de la livraison (transporteur, numéro de suivi), remboursements. Pour une commande papier : nom, e-mail s'il est donné, espèces ou chèque (avec son numéro), note de l'association.",
              },
              {
                term: "Pourquoi",
                value:
                  "Préparer et livrer la commande, vous envoyer sa confirmation, son reçu et les messages qui la concernent (commande prête, expédition, remboursement), traiter une rétractation ou une réclamation, permettre à l'association de suivre ses ventes et de remettre les commandes, tenir notre comptabilité. Le téléphone, facultatif, ne sert qu'au transporteur, s'il a besoin de vous joindre pour livrer le colis.",
              },
              {
                term: "Base légale",
                value: "L'exécution du contrat de vente ; la conservation des pièces comptables est une obligation légale.",
              },
              {
                term: "Qui les voit",
                value:
                  "L'association de la campagne : ses responsables et trésoriers voient votre nom, votre e-mail et votre adresse, ses bénévoles votre nom seulement. Elle peut vous écrire par notre intermédiaire au sujet de votre commande. Votre téléphone n'est vu que de notre atelier et de son transporteur.",
              },
              {
                term: "Durée",
                value:
                  "10 ans à compter de la commande, durée de conservation des pièces comptables (article L123-22 du code de commerce). Le téléphone est effacé 3 mois après l'expédition du colis.",
              },
            ]}
          />
          <p>Vos données de carte bancaire sont saisies chez notre prestataire de paiement et ne nous parviennent jamais.</p>
          <p>
            Une adresse e-mail donnée sur une commande papier reçoit d'abord un seul e-mail, qui vous demande de la confirmer ; sans cette
            confirmation, nous ne vous écrivons rien d'autre. Confirmée, elle sert uniquement à vous écrire au sujet de vos commandes de
            cette campagne (commande prête, messages de l'association). Nous gardons la date de votre confirmation avec la commande ; une
            demande jamais confirmée est effacée 30 jours après l'expiration de son lien (valable 30 jours).
          </p>
        </>
      ),
    },
    {
      heading: "Vendeurs (élèves, joueurs, membres)",
      body: (
        <>
          <p>
            Quand une association inscrit ses vendeurs, nous ne conservons que leur prénom, leur groupe (une classe, une équipe), leur
            objectif et, pour un enfant, la date à laquelle un membre de l'association a confirmé l'accord de ses parents : de quoi
            attribuer chaque commande à son vendeur. Aucun nom de famille n'est demandé. Le classement, si l'association l'affiche, ne
            montre que les prénoms et les groupes. Ces données sont supprimées 90 jours après la fin de la campagne (sa date limite de
            commande ou son jour de distribution, la plus tardive ; à défaut, sa dernière commande) ; les commandes restent, sans vendeur.
          </p>
          <p>
            Base légale : l'intérêt légitime de l'association à savoir qui a vendu quoi, avec, pour un enfant, l'accord de ses parents
            qu'elle recueille.
          </p>
        </>
      ),
    },
    {
      heading: "Newsletter",
      body: (
        <DetailList
          details={[
            { term: "Données", value: "Adresse e-mail, état de l'inscription (en attente, confirmée, désinscrite) et ses dates." },
            { term: "Pourquoi", value: "Vous envoyer notre lettre, une fois par mois." },
            {
              term: "Base légale",
              value:
                "Votre consentement, confirmé par le lien reçu par e-mail ; vous le retirez à tout moment par le lien de désinscription.",
            },
            {
              term: "Durée",
              value:
                "Jusqu'à votre désinscription : l'adresse est alors supprimée dans les 30 jours. Une inscription jamais confirmée est supprimée 30 jours après la demande.",
            },
          ]}
        />
      ),
    },
    {
      heading: "E-mails envoyés",
      body: (
        <p>
          Chaque e-mail que nous envoyons (destinataire, objet, texte, pièces jointes comme le reçu de paiement) passe par notre file
          d'envoi, qui le renvoie en cas d'échec et note quand il est parti, pour les mêmes raisons et sur la même base légale que l'e-mail
          lui-même. Ces copies sont gardées 12 mois après l'envoi.
        </p>
      ),
    },
    {
      heading: "Sécurité et journaux techniques",
      body: (
        <>
          <p>
            Pour protéger le site et ses comptes (notre intérêt légitime), le serveur note chaque requête (adresse IP, page demandée, date
            et heure, erreurs) dans des journaux gardés un an au plus, et compte les tentatives de connexion, d'inscription ou d'envoi
            d'images pour bloquer les abus ; ces compteurs s'effacent au bout de quelques minutes à une journée.
          </p>
          <p>
            Les mots de passe sont gardés sous une forme chiffrée irréversible, les échanges avec le site sont chiffrés (HTTPS), et chacun
            ne voit dans son association que ce que son rôle permet. Responsable de ces traitements : {operator.companyName}.
          </p>
        </>
      ),
    },
  ];
}

import type { OperatorNotice } from "../../../shared/operator";
import type { ContentSection } from "../content-page";
import { LegalGuaranteeNotice } from "./legal-guarantee-notice";
import { DetailList, MailLink, PageLink, SubSection, WebLink } from "./legal-text";
import { WithdrawalForm } from "./withdrawal-form";

// The sales terms, second part: withdrawal (Code de la consommation L221-18 et seq.), the legal guarantees, complaints
// and mediation (L612-1), personal data and the applicable law. The EU's online dispute resolution platform closed on
// 20 July 2025 (regulation 2024/3228): no link to it any more.

export function afterSaleSections(operator: OperatorNotice): ContentSection[] {
  const mail = <MailLink email={operator.email} />;
  return [
    {
      heading: "9. Droit de rétractation",
      body: (
        <>
          <p>
            Vous disposez de 14 jours pour vous rétracter, sans avoir à donner de motif (article L221-18 du code de la consommation). Le
            délai court à compter du jour où vous recevez les tablettes : le jour de la livraison à domicile, ou celui où vous les retirez
            auprès de l'association. Vous pouvez aussi vous rétracter dès la commande passée, avant de les recevoir.
          </p>
          <SubSection title="Une tablette ouverte ne peut pas être rendue">
            <p>
              Le droit de rétractation ne s'applique pas aux biens descellés par le consommateur après la livraison et qui ne peuvent être
              renvoyés pour des raisons d'hygiène ou de protection de la santé (article L221-28, 5°) : une tablette dont vous avez ouvert
              l'emballage ne peut être ni reprise ni remboursée au titre de la rétractation. Il ne s'applique pas non plus aux biens
              susceptibles de se détériorer ou de se périmer rapidement (article L221-28, 4°) ; nos tablettes se gardant plusieurs mois,
              nous n'invoquons pas cette exception : une tablette restée fermée peut nous être renvoyée.
            </p>
            <p>
              Une tablette abîmée après sa réception parce qu'elle a été mal conservée (chaleur, humidité) peut donner lieu à une retenue
              sur le remboursement, à la mesure de sa dépréciation (article L221-23).
            </p>
          </SubSection>
          <SubSection title="Comment vous rétracter">
            <p>
              Avant la fin du délai, informez-nous de votre décision par une déclaration dénuée d'ambiguïté : un e-mail à {mail} ou un
              courrier à {operator.companyName}, {operator.address}, en rappelant la référence de votre commande. Vous pouvez utiliser le
              formulaire ci-dessous, sans y être obligé.
            </p>
            <p>
              Renvoyez-nous ensuite les tablettes fermées, sans retard excessif et au plus tard 14 jours après nous avoir informés de votre
              décision, à cette même adresse. Les frais de retour sont à votre charge.
            </p>
          </SubSection>
          <SubSection title="Remboursement">
            <p>
              Nous vous remboursons le prix des tablettes rendues et, si vous rendez toute la commande, les frais de livraison initiaux, au
              plus tard 14 jours à compter du jour où nous sommes informés de votre décision (article L221-24). Nous pouvons différer le
              remboursement jusqu'à la récupération des tablettes ou jusqu'à ce que vous ayez fourni une preuve de leur expédition, la date
              retenue étant celle du premier de ces faits. Le remboursement se fait par le moyen de paiement utilisé pour la commande (une
              carte bancaire est recréditée), sauf accord de votre part pour un autre moyen, et sans frais pour vous.
            </p>
          </SubSection>
          <WithdrawalForm operator={operator} />
        </>
      ),
    },
    {
      heading: "10. Garanties légales",
      body: (
        <>
          <p>
            Une tablette non conforme à votre commande ou à sa description, ou défectueuse (emballage percé, tablette abîmée à la livraison,
            date de durabilité dépassée…), vous est remplacée ou remboursée sans frais au titre de la garantie légale de conformité, que
            vous l'ayez ouverte ou non. Écrivez-nous à {mail} avec la référence de votre commande. Ces garanties s'ajoutent au droit de
            rétractation.
          </p>
          <LegalGuaranteeNotice />
        </>
      ),
    },
    {
      heading: "11. Réclamations et médiation",
      body: (
        <>
          <p>
            Pour toute réclamation, écrivez-nous à {mail} ou à {operator.companyName}, {operator.address}.
          </p>
          <p>
            Si votre réclamation écrite n'a pas abouti, vous pouvez recourir gratuitement au médiateur de la consommation dont nous relevons
            (articles L611-1 et suivants du code de la consommation), dans l'année qui suit cette réclamation :
          </p>
          <DetailList
            details={[
              { term: "Médiateur", value: operator.mediatorName },
              { term: "Adresse", value: operator.mediatorAddress },
              { term: "Site internet", value: <WebLink href={operator.mediatorWebsite}>{operator.mediatorWebsiteLabel}</WebLink> },
            ]}
          />
          <p>La médiation est facultative : vous pouvez aussi saisir directement le juge.</p>
        </>
      ),
    },
    {
      heading: "12. Données personnelles",
      body: (
        <p>
          Les données de votre commande servent à la préparer, la livrer, vous envoyer sa confirmation et son reçu, et tenir notre
          comptabilité ; l'association dont vous soutenez la campagne en reçoit une partie. Tout est expliqué dans notre{" "}
          <PageLink to="privacy">politique de confidentialité</PageLink>.
        </p>
      ),
    },
    {
      heading: "13. Droit applicable et litiges",
      body: (
        <p>
          Ces conditions et les ventes qu'elles régissent sont soumises au droit français. En cas de litige, vous pouvez saisir, à votre
          choix, la juridiction du lieu où vous demeuriez au moment de la commande ou de la survenance du fait dommageable, ou toute autre
          juridiction compétente (article R631-3 du code de la consommation).
        </p>
      ),
    },
  ];
}

import { operatorDetails } from "../../lib/operator-details";
import { ContentPage } from "../content-page";
import { LEGAL_PAGES_UPDATED, MailLink, PageLink } from "./legal-text";
import { OperatorDetailList } from "./operator-detail-list";

/**
 * 'Mentions légales' (loi 2004-575 « LCEN », article 1-1, formerly article 6 III): who publishes the site, who is
 * responsible for what it publishes, who hosts it. Every detail comes from configuration, printed as given.
 */
export function LegalNoticePage() {
  const operator = operatorDetails();
  return (
    <ContentPage
      title="Mentions légales"
      lead="Qui édite ce site, qui l'héberge et comment nous joindre."
      updated={LEGAL_PAGES_UPDATED}
      sections={[
        {
          heading: "Éditeur du site",
          body: (
            <>
              <p>Le site Boutique Solidaire est édité par :</p>
              <OperatorDetailList operator={operator} />
            </>
          ),
        },
        { heading: "Directeur de la publication", body: <p>{operator.publicationDirector}</p> },
        {
          heading: "Hébergement",
          body: (
            <>
              <p>Le site et ses données sont hébergés par :</p>
              <p>{operator.host}</p>
            </>
          ),
        },
        {
          heading: "Contenus des associations",
          body: (
            <p>
              Chaque page de campagne présente une association, une école ou un club, qui en rédige les textes et en choisit les logos et
              photos, et en répond. Pour nous signaler un contenu illicite, écrivez à <MailLink email={operator.email} /> en indiquant
              l'adresse de la page et ce qui pose problème : nous le retirons promptement s'il est manifestement illicite.
            </p>
          ),
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
          heading: "Voir aussi",
          body: (
            <p>
              Les achats de tablettes sont régis par nos <PageLink to="salesTerms">conditions générales de vente</PageLink>, l'usage du site
              par les associations par nos <PageLink to="termsOfUse">conditions générales d'utilisation</PageLink>. Voir aussi notre{" "}
              <PageLink to="privacy">politique de confidentialité</PageLink>, la page <PageLink to="cookies">cookies</PageLink> et notre{" "}
              <PageLink to="accessibility">déclaration d'accessibilité</PageLink>.
            </p>
          ),
        },
      ]}
    />
  );
}

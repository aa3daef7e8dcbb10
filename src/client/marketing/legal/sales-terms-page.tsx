import { operatorDetails } from "../../lib/operator-details";
import { ContentPage } from "../content-page";
import { LEGAL_PAGES_UPDATED } from "./legal-text";
import { afterSaleSections } from "./sales-terms-after-sale";
import { orderingSections } from "./sales-terms-ordering";

/**
 * 'Conditions générales de vente' (/cgv): the contract between the buyer of a campaign's bars and the company that
 * makes and sells them. The checkout links here, in a new tab (shop/checkout/checkout-form.tsx).
 */
export function SalesTermsPage() {
  const operator = operatorDetails();
  return (
    <ContentPage
      title="Conditions générales de vente"
      lead="Les conditions de vente des tablettes de chocolat commandées sur les boutiques des associations."
      updated={LEGAL_PAGES_UPDATED}
      sections={[...orderingSections(operator), ...afterSaleSections(operator)]}
    />
  );
}

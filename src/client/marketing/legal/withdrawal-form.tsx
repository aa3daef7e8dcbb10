import type { OperatorNotice } from "../../../shared/operator";
import { MailLink } from "./legal-text";

/**
 * The model withdrawal form of the Code de la consommation (annex to R221-1), for a sale of goods, addressed to the
 * seller. The buyer may use it or write in their own words (L221-21).
 */
export function WithdrawalForm({ operator }: { operator: OperatorNotice }) {
  const blank = <span className="inline-block min-w-24 border-b border-dotted border-line-strong" aria-hidden="true" />;
  return (
    <div
      role="note"
      aria-labelledby="withdrawal-form-title"
      className="flex flex-col gap-2 rounded-xl border border-line-strong bg-cream p-4 text-sm leading-relaxed"
    >
      <p id="withdrawal-form-title" className="font-semibold">
        Formulaire de rétractation
      </p>
      <p>(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)</p>
      <p>
        À l'attention de {operator.companyName}, {operator.address}, <MailLink email={operator.email} /> :
      </p>
      <p>
        Je/nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien ci-dessous
        :
      </p>
      <p>Commandé le (*)/reçu le (*) : {blank}</p>
      <p>Référence de la commande (BS-…) : {blank}</p>
      <p>Nom du (des) consommateur(s) : {blank}</p>
      <p>Adresse du (des) consommateur(s) : {blank}</p>
      <p>Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) : {blank}</p>
      <p>Date : {blank}</p>
      <p>(*) Rayez la mention inutile.</p>
    </div>
  );
}

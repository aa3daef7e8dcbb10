import type { OperatorNotice } from "../../../shared/operator";
import { DetailList, MailLink } from "./legal-text";

/** The company's identity as the legal notice and the sales terms give it, each detail printed as configured. */
export function OperatorDetailList({ operator }: { operator: OperatorNotice }) {
  return (
    <DetailList
      details={[
        { term: "Société", value: operator.companyName },
        { term: "Forme et capital", value: operator.legalFormWithCapital },
        { term: "Siège social", value: operator.address },
        { term: "SIRET", value: operator.siret },
        { term: "Immatriculation", value: operator.rcs },
        { term: "N° de TVA intracommunautaire", value: operator.vatNumber },
        { term: "E-mail", value: <MailLink email={operator.email} /> },
        { term: "Téléphone", value: operator.phone },
      ]}
    />
  );
}

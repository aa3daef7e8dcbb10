import type { Ref } from "react";
import { Field, fieldControlProps } from "../../components/ui/field";
import { Select } from "../../components/ui/select";
import type { SellerChoice } from "./seller-choices-api";
import { sellerLabel } from "./seller-display";

export const SELLER_QUESTION = "Pour quel vendeur commandez-vous ?";
export const NO_SELLER = "Aucun vendeur en particulier";

type SellerSelectProps = {
  id: string;
  sellers: SellerChoice[];
  /** The chosen seller's id, '' for none. */
  value: string;
  onChange: (choice: SellerChoice | null) => void;
  error?: string;
  selectRef?: Ref<HTMLSelectElement>;
};

/** 'Pour quel vendeur commandez-vous ?' (docs/product.md#sellers): a native select, the phone's own picker. */
export function SellerSelect({ id, sellers, value, onChange, error, selectRef }: SellerSelectProps) {
  return (
    <Field id={id} label={SELLER_QUESTION} error={error} hint="Facultatif : la vente comptera pour ce vendeur.">
      <Select
        id={id}
        ref={selectRef}
        name="seller_id"
        value={value}
        onChange={(event) => onChange(sellers.find((seller) => seller.id === event.target.value) ?? null)}
        {...fieldControlProps(id, error)}
      >
        <option value="">{NO_SELLER}</option>
        {sellers.map((seller) => (
          <option key={seller.id} value={seller.id}>
            {sellerLabel(seller)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

import { useId } from "react";
import type { PaperOrdersPage } from "../../shared/paper-orders-responses";
import { Field, fieldControlProps } from "../components/ui/field";
import { Select } from "../components/ui/select";

type SellerChoice = PaperOrdersPage["sellers"][number];

/** The sellers by group ('CM2'), in the order the server gave them (first names); those without a group first. */
function byGroup(sellers: SellerChoice[]) {
  const groups = new Map<string, SellerChoice[]>();
  const ungrouped: SellerChoice[] = [];
  for (const seller of sellers) {
    if (seller.group_name === null) ungrouped.push(seller);
    else groups.set(seller.group_name, [...(groups.get(seller.group_name) ?? []), seller]);
  }
  return { ungrouped, groups: [...groups.entries()].sort(([a], [b]) => a.localeCompare(b, "fr")) };
}

/**
 * 'Vendeur (facultatif)' (docs/product.md#paper-orders): the child the order was sold for, among the campaign's
 * sellers, in a native select (the phone's own picker, one thumb), grouped by class; the server checks the choice.
 */
export function SellerField({
  sellers,
  value,
  onChange,
  error,
}: {
  sellers: SellerChoice[];
  /** The chosen seller's id, '' for none. */
  value: string;
  onChange: (sellerId: string) => void;
  error?: string;
}) {
  const { ungrouped, groups } = byGroup(sellers);
  // The new order's form and a correction's are on the page at once: each select has its own id for its label.
  const id = useId();
  return (
    <Field id={id} label="Vendeur (facultatif)" error={error} hint="La commande comptera pour ce vendeur, comme une vente par son lien.">
      {/* Controlled: React selects the option inside its class's group, where a bare DOM value may not reach. */}
      <Select
        id={id}
        name="seller_id"
        className="h-12"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...fieldControlProps(id, error)}
      >
        <option value="">Aucun vendeur</option>
        {ungrouped.map((seller) => (
          <option key={seller.id} value={seller.id}>
            {seller.first_name}
          </option>
        ))}
        {groups.map(([group, members]) => (
          <optgroup key={group} label={group}>
            {members.map((seller) => (
              <option key={seller.id} value={seller.id}>
                {seller.first_name} ({group})
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
    </Field>
  );
}

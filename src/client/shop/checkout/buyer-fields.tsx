import type { UseFormReturn } from "react-hook-form";
import type { BuyerInfo, BuyerInfoInput } from "../../../shared/checkout";
import { Field, fieldControlProps } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { cn } from "../../lib/utils";

export type BuyerForm = UseFormReturn<BuyerInfoInput, unknown, BuyerInfo>;

type TextFieldName = "buyer_name" | "buyer_email" | "delivery_address" | "delivery_postal_code" | "delivery_city";

type FieldSpec = {
  name: TextFieldName;
  label: string;
  type?: "text" | "email";
  autoComplete: string;
  inputMode?: "email" | "numeric";
  className?: string;
};

const identity: FieldSpec[] = [
  { name: "buyer_name", label: "Nom complet", autoComplete: "name" },
  { name: "buyer_email", label: "Email", type: "email", autoComplete: "email", inputMode: "email" },
];

const address: FieldSpec[] = [
  { name: "delivery_address", label: "Adresse", autoComplete: "street-address" },
  { name: "delivery_postal_code", label: "Code postal", autoComplete: "postal-code", inputMode: "numeric", className: "sm:col-span-1" },
  { name: "delivery_city", label: "Ville", autoComplete: "address-level2", className: "sm:col-span-2" },
];

/**
 * docs/product.md#buyer-form: name and e-mail, plus the address for home delivery. `name` attributes as named there.
 */
export function BuyerFields({ form, idPrefix, withAddress }: { form: BuyerForm; idPrefix: string; withAddress: boolean }) {
  const fields = withAddress ? [...identity, ...address] : identity;
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {fields.map((spec) => {
        const id = `${idPrefix}-${spec.name}`;
        const error = errors[spec.name]?.message;
        return (
          <Field key={spec.name} id={id} label={spec.label} error={error} className={cn("sm:col-span-3", spec.className)}>
            <Input
              id={id}
              type={spec.type ?? "text"}
              autoComplete={spec.autoComplete}
              inputMode={spec.inputMode}
              {...fieldControlProps(id, error)}
              {...form.register(spec.name)}
            />
          </Field>
        );
      })}
    </div>
  );
}

import type { UseFormReturn } from "react-hook-form";
import type { BuyerInfo, BuyerInfoInput } from "../../../shared/checkout";
import { Field, fieldControlProps } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { EmailSuggestion } from "./email-suggestion";
import { cn } from "../../lib/utils";

export type BuyerForm = UseFormReturn<BuyerInfoInput, unknown, BuyerInfo>;

type TextFieldName =
  "buyer_name" | "buyer_email" | "delivery_address" | "delivery_address_line2" | "delivery_postal_code" | "delivery_city" | "buyer_phone";

type FieldSpec = {
  name: TextFieldName;
  label: string;
  type?: "text" | "email" | "tel";
  autoComplete: string;
  inputMode?: "email" | "numeric" | "tel";
  className?: string;
  hint?: string;
};

const identity: FieldSpec[] = [
  { name: "buyer_name", label: "Nom complet", autoComplete: "name" },
  { name: "buyer_email", label: "Email", type: "email", autoComplete: "email", inputMode: "email" },
];

const address: FieldSpec[] = [
  { name: "delivery_address", label: "Adresse", autoComplete: "address-line1" },
  {
    name: "delivery_address_line2",
    label: "Complément d'adresse (facultatif)",
    autoComplete: "address-line2",
    hint: "Bâtiment, étage, code d'entrée…",
  },
  { name: "delivery_postal_code", label: "Code postal", autoComplete: "postal-code", inputMode: "numeric", className: "sm:col-span-1" },
  { name: "delivery_city", label: "Ville", autoComplete: "address-level2", className: "sm:col-span-2" },
  {
    name: "buyer_phone",
    label: "Téléphone (facultatif)",
    type: "tel",
    autoComplete: "tel",
    inputMode: "tel",
    hint: "Pour le transporteur seulement, en cas de besoin pour la livraison.",
  },
];

/**
 * docs/product.md#buyer-form: name and e-mail, plus the address (and an optional phone) for home delivery. `name`
 * attributes as named there. A mistyped mail domain gets a suggestion, accepted in one tap.
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
          <Field key={spec.name} id={id} label={spec.label} error={error} hint={spec.hint} className={cn("sm:col-span-3", spec.className)}>
            <Input
              id={id}
              type={spec.type ?? "text"}
              autoComplete={spec.autoComplete}
              inputMode={spec.inputMode}
              {...fieldControlProps(id, error)}
              {...form.register(spec.name)}
            />
            {spec.name === "buyer_email" ? <EmailSuggestion form={form} /> : null}
          </Field>
        );
      })}
    </div>
  );
}

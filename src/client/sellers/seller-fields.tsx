import { get, type Path, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { SELLER_FIRST_NAME_MAX, SELLER_GROUP_MAX } from "../../shared/sellers-rules";
import { updateSellerRequestSchema } from "../../shared/sellers";
import { Field, fieldControlProps } from "../components/ui/field";
import { Input } from "../components/ui/input";
import { ApiError } from "../lib/api";
import { useZodForm } from "../lib/use-zod-form";
import { MinorConsentFields } from "./minor-consent-fields";

// One seller's fields, for 'Ajouter un vendeur' and 'Modifier' alike: the same shared schema as the server's PATCH, whose
// rule asks for the parents' agreement when the seller is a child.

export type SellerFormValues = z.input<typeof updateSellerRequestSchema>;
export type SellerForm = UseFormReturn<SellerFormValues, unknown, z.output<typeof updateSellerRequestSchema>>;

export const emptySeller: SellerFormValues = {
  first_name: "",
  group_name: "",
  goal_bars: null,
  is_minor: false,
  parental_consent: false,
};

export function useSellerForm(defaultValues: SellerFormValues = emptySeller) {
  return useZodForm(updateSellerRequestSchema, { defaultValues });
}

/** The goal as typed: empty is no goal; anything but digits is left for the schema to refuse. */
const goalFromInput = (value: unknown) => {
  if (typeof value === "number" || value === null) return value;
  const text = String(value ?? "").replace(/\s/g, "");
  return text === "" ? null : Number(text);
};

const fieldNames = ["first_name", "group_name", "goal_bars", "is_minor", "parental_consent"] as const;

/**
 * A server VALIDATION error under its field: a POST names it in the list ('sellers.0.first_name'), a PATCH directly.
 * The toast comes from the query client.
 */
export function showSellerServerError(form: SellerForm, error: unknown) {
  if (!(error instanceof ApiError) || error.code !== "VALIDATION" || !error.field) return;
  const name = error.field.replace(/^sellers\.\d+\./, "");
  if ((fieldNames as readonly string[]).includes(name)) {
    form.setError(name as Path<SellerFormValues>, { type: "server", message: error.message });
  }
}

type SellerFieldsProps = {
  form: SellerForm;
  /** Prefixes the ids: the add form and an open 'Modifier' share the page. */
  idPrefix: string;
  /** The campaign's groups so far, offered as the group is typed. */
  groups: string[];
};

export function SellerFields({ form, idPrefix, groups }: SellerFieldsProps) {
  const { errors } = form.formState;
  const isMinor = form.watch("is_minor") ?? false;
  const id = (name: string) => `${idPrefix}-${name.replace(/_/g, "-")}`;
  const error = (name: Path<SellerFormValues>) => (get(errors, name) as { message?: string } | undefined)?.message;
  const groupsId = id("groups");
  return (
    <>
      <Field
        id={id("first_name")}
        label="Prénom"
        error={error("first_name")}
        hint="Le prénom suffit : aucun nom de famille n'est demandé ni gardé, pour protéger les enfants."
      >
        <Input
          id={id("first_name")}
          autoComplete="off"
          autoCapitalize="words"
          enterKeyHint="next"
          maxLength={SELLER_FIRST_NAME_MAX}
          {...fieldControlProps(id("first_name"), error("first_name"))}
          {...form.register("first_name")}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id("group_name")} label="Groupe (classe, équipe…)" error={error("group_name")} hint="Facultatif">
          <Input
            id={id("group_name")}
            autoComplete="off"
            enterKeyHint="next"
            maxLength={SELLER_GROUP_MAX}
            list={groups.length > 0 ? groupsId : undefined}
            {...fieldControlProps(id("group_name"), error("group_name"))}
            {...form.register("group_name")}
          />
        </Field>
        <Field id={id("goal_bars")} label="Objectif en tablettes" error={error("goal_bars")} hint="Facultatif">
          <Input
            id={id("goal_bars")}
            inputMode="numeric"
            autoComplete="off"
            enterKeyHint="done"
            {...fieldControlProps(id("goal_bars"), error("goal_bars"))}
            {...form.register("goal_bars", { setValueAs: goalFromInput })}
          />
        </Field>
      </div>
      {groups.length > 0 ? (
        <datalist id={groupsId}>
          {groups.map((group) => (
            <option key={group} value={group} />
          ))}
        </datalist>
      ) : null}
      <MinorConsentFields
        idPrefix={idPrefix}
        isMinor={isMinor}
        minorProps={form.register("is_minor")}
        consentProps={form.register("parental_consent")}
        consentError={error("parental_consent")}
      />
    </>
  );
}

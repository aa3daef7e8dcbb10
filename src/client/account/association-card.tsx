import { toast } from "sonner";
import { associationDetailsSchema, type MembershipView } from "../../shared/account";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../components/ui/card";
import { Field, fieldControlProps } from "../components/ui/field";
import { Textarea } from "../components/ui/textarea";
import { FormInput } from "../components/form-input";
import { memberCan } from "../session/roles";
import { submitted, toastFirstError, useZodForm } from "../lib/use-zod-form";
import { useUpdateAssociationDetails } from "./profile-api";
import { SaveButton } from "./save-button";

/** 'Nathalie Le Goff', 'Nathalie Le Goff et Paul Martin', 'A, B et C'. */
function namesList(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} et ${names[names.length - 1]}`;
}

/** Who may change the association's card, said to the roles that may not (decision 034). */
export function whoMayChange(managerNames: string[]): string {
  return managerNames.length > 0
    ? `Seuls les responsables (${namesList(managerNames)}) peuvent la modifier.`
    : "Seuls les responsables de l'association peuvent la modifier.";
}

/**
 * The association's name and details, the same everywhere (header, Équipe, mails, statements): its managers edit
 * them here; the other roles read them, with who may change them. Never a form that would end in a refusal.
 */
export function AssociationCard({ membership }: { membership: MembershipView }) {
  const editable = memberCan(membership.role, "editShop");
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">L'association</CardTitle>
        <CardDescription>
          {editable
            ? "Son nom et ses coordonnées figurent sur vos invitations, vos relevés et vos prochaines campagnes."
            : whoMayChange(membership.association.manager_names)}
        </CardDescription>
      </CardHeader>
      <CardContent>{editable ? <AssociationForm membership={membership} /> : <AssociationFacts membership={membership} />}</CardContent>
    </Card>
  );
}

function AssociationFacts({ membership }: { membership: MembershipView }) {
  const { association } = membership;
  const facts = [
    ["Nom de l'association", association.name],
    ["Description", association.description],
    ["Adresse", association.address],
    ["Email de contact", association.contact_email],
    ["Téléphone de contact", association.contact_phone],
  ] as const;
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {facts.map(([label, value]) => (
        <div key={label} className="flex flex-col gap-0.5">
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="break-words text-ink">{value || "Non renseigné"}</dd>
        </div>
      ))}
    </dl>
  );
}

function AssociationForm({ membership }: { membership: MembershipView }) {
  const { association } = membership;
  const update = useUpdateAssociationDetails(membership.association_id);
  const form = useZodForm(associationDetailsSchema, {
    values: {
      // The placeholder every account starts with is not a name to keep (decision 034).
      name: association.details_given ? association.name : "",
      description: association.description ?? "",
      address: association.address ?? "",
      contact_email: association.contact_email ?? "",
      contact_phone: association.contact_phone ?? "",
    },
    resetOptions: { keepDirtyValues: true },
  });
  const descriptionError = form.formState.errors.description?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    if (!(await submitted(form, update.mutateAsync(values)))) return;
    toast.success("Informations de l'association enregistrées");
  }, toastFirstError);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormInput form={form} name="name" label="Nom de l'association" autoComplete="organization" />
      <FormInput form={form} name="address" label="Adresse" autoComplete="street-address" />
      <Field
        id="description"
        label="Description"
        error={descriptionError}
        hint="Facultatif, 300 caractères au plus."
        className="sm:col-span-2"
      >
        <Textarea id="description" rows={3} {...fieldControlProps("description", descriptionError)} {...form.register("description")} />
      </Field>
      <FormInput form={form} name="contact_email" label="Email de contact" type="email" autoComplete="email" />
      <FormInput form={form} name="contact_phone" label="Téléphone de contact" hint="Facultatif." type="tel" autoComplete="tel" />
      <SaveButton pending={update.isPending} label="Enregistrer l'association" />
    </form>
  );
}

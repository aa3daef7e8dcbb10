import { toast } from "sonner";
import { profileUpdateSchema } from "../../shared/account";
import { useAuth } from "../session/auth-context";
import { Button } from "../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../components/ui/card";
import { Field, fieldControlProps } from "../components/ui/field";
import { Input } from "../components/ui/input";
import { LoadFailed } from "../components/load-failed";
import { LoadingState } from "../components/ui/spinner";
import { BankAccountCard } from "../money/bank-account-card";
import { memberCan } from "../session/roles";
import { submitted, toastFirstError, useZodForm } from "../lib/use-zod-form";
import { useAssociation } from "../session/association-context";
import { useMe } from "../session/me-api";
import { useUpdateProfile } from "./profile-api";

export function ProfileTab() {
  const { currentMembership } = useAssociation();
  return (
    <div className="flex flex-col gap-5">
      <ProfileForm />
      {/* Below the association's fields: a fifth tab wouldn't fit a 390 px screen. Hidden from the roles without
          manageBank (the server refuses them anyway). */}
      {currentMembership && memberCan(currentMembership.role, "manageBank") ? (
        <BankAccountCard key={currentMembership.association_id} associationId={currentMembership.association_id} />
      ) : null}
    </div>
  );
}

function ProfileForm() {
  const { user, refreshSession } = useAuth();
  const me = useMe();
  const { currentMembership } = useAssociation();
  const update = useUpdateProfile();
  const association = currentMembership?.association;

  const form = useZodForm(profileUpdateSchema, {
    // `values` refills the form once /api/me is known and after each save.
    values: {
      full_name: me.data?.profile.full_name ?? "",
      // 'Email' is the association's contact address; until one is set, the account's address.
      contact_email: association?.contact_email ?? user?.email ?? "",
      contact_phone: association?.contact_phone ?? "",
      association_name: association?.name ?? "",
    },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (!association) return;
    // 'Erreur lors de la sauvegarde' is toasted by the query client.
    if (!(await submitted(form, update.mutateAsync({ association_id: association.id, ...values })))) return;
    toast.success("Modifications enregistrées avec succès");
    void refreshSession();
  }, toastFirstError);

  if (me.isPending) return <LoadingState />;
  // Not the form with empty fields: saving it would wipe what the server holds.
  if (me.isError) return <LoadFailed message="Erreur lors du chargement des données" onRetry={() => me.refetch()} />;

  const fields = [
    { name: "full_name", label: "Nom complet", type: "text", autoComplete: "name" },
    { name: "contact_email", label: "Email", type: "email", autoComplete: "email" },
    { name: "contact_phone", label: "Téléphone", type: "tel", autoComplete: "tel" },
    { name: "association_name", label: "Nom de l'association", type: "text", autoComplete: "organization" },
  ] as const;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Informations personnelles</CardTitle>
        <CardDescription>Ces coordonnées permettent à notre équipe de vous joindre.</CardDescription>
      </CardHeader>
      <CardContent>
        {!association ? (
          <p role="status" className="mb-4 rounded-xl bg-peach-light p-3 text-sm text-chocolate">
            Aucune association n'est rattachée à votre compte.
          </p>
        ) : null}
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
          {fields.map((field) => (
            <Field key={field.name} id={field.name} label={field.label} error={errors[field.name]?.message}>
              <Input
                id={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                {...fieldControlProps(field.name, errors[field.name])}
                {...form.register(field.name)}
              />
            </Field>
          ))}
          <div className="sm:col-span-2">
            <Button type="submit" size="lg" disabled={update.isPending || !association} className="w-full sm:w-auto">
              {update.isPending ? "Enregistrement..." : "Enregistrer les modifications"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

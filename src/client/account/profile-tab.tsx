import { toast } from "sonner";
import { profileUpdateSchema } from "../../shared/account";
import { useAuth } from "../session/auth-context";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../components/ui/card";
import { Field } from "../components/ui/field";
import { Input } from "../components/ui/input";
import { FormInput } from "../components/form-input";
import { LoadFailed } from "../components/load-failed";
import { LoadingState } from "../components/ui/spinner";
import { BankAccountCard } from "../money/bank-account-card";
import { memberCan } from "../session/roles";
import { submitted, toastFirstError, useZodForm } from "../lib/use-zod-form";
import { useAssociation } from "../session/association-context";
import { useMe } from "../session/me-api";
import { AssociationCard } from "./association-card";
import { useUpdateProfile } from "./profile-api";
import { SaveButton } from "./save-button";

/** Profil: the member's own card, then the association's (read-only for the roles that may not change it). */
export function ProfileTab() {
  const { currentMembership } = useAssociation();
  return (
    <div className="flex flex-col gap-5">
      <ProfileForm />
      {currentMembership ? <AssociationCard key={currentMembership.association_id} membership={currentMembership} /> : null}
      {/* Below the association's fields: a fifth tab wouldn't fit a 390 px screen. Hidden from the roles without
          manageBank (the server refuses them anyway). */}
      {currentMembership && memberCan(currentMembership.role, "manageBank") ? (
        <BankAccountCard key={currentMembership.association_id} associationId={currentMembership.association_id} />
      ) : null}
    </div>
  );
}

/** Each member's own name and number (decision 034): whatever their role, never anyone else's. */
function ProfileForm() {
  const { user, refreshSession } = useAuth();
  const me = useMe();
  const update = useUpdateProfile();

  const form = useZodForm(profileUpdateSchema, {
    // `values` refills the form once /api/me is known and after each save.
    values: { full_name: me.data?.profile.full_name ?? "", phone: me.data?.profile.phone ?? "" },
    resetOptions: { keepDirtyValues: true },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    // 'Erreur lors de la sauvegarde' is toasted by the query client.
    if (!(await submitted(form, update.mutateAsync(values)))) return;
    toast.success("Modifications enregistrées avec succès");
    void refreshSession();
  }, toastFirstError);

  if (me.isPending) return <LoadingState />;
  // Not the form with empty fields: saving it would wipe what the server holds.
  if (me.isError) return <LoadFailed message="Erreur lors du chargement des données" onRetry={() => me.refetch()} />;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Informations personnelles</CardTitle>
        <CardDescription>Votre nom est celui que voit votre équipe et que portent vos invitations.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
          <FormInput form={form} name="full_name" label="Nom complet" autoComplete="name" />
          <Field id="account_email" label="Email" hint="L'adresse de votre compte, pour vous connecter.">
            <Input
              id="account_email"
              type="email"
              value={user?.email ?? me.data.user.email}
              readOnly
              aria-describedby="account_email-message"
            />
          </Field>
          <FormInput form={form} name="phone" label="Téléphone" hint="Facultatif." type="tel" autoComplete="tel" />
          <SaveButton pending={update.isPending} label="Enregistrer les modifications" />
        </form>
      </CardContent>
    </Card>
  );
}

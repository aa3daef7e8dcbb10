import { Trash2 } from "lucide-react";
import { toast } from "sonner";
import { deleteAccountSchema } from "../../shared/auth";
import { useDeleteUser } from "../auth/api";
import { QuestionAnswers, QuestionDialog } from "../components/confirm-dialog";
import { Button } from "../components/ui/button";
import { Field, fieldControlProps } from "../components/ui/field";
import { Input } from "../components/ui/input";
import { usePasswordConfirmedForm } from "./use-password-confirmed-form";

export function DeleteAccountDialog() {
  const deleteUser = useDeleteUser();
  const { open, onOpenChange, form, onSubmit } = usePasswordConfirmedForm(deleteAccountSchema, {
    defaultValues: { password: "" },
    passwordField: "password",
    submit: (values) => deleteUser.mutateAsync(values),
    // The hook has already gone to /.
    onDone: () => toast.success("Compte supprimé"),
  });
  const { errors } = form.formState;

  return (
    <QuestionDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="danger">
          <Trash2 aria-hidden="true" />
          Supprimer mon compte
        </Button>
      }
      title="Supprimer mon compte"
      description={
        <>
          <p>Cette action est définitive :</p>
          <ul className="list-disc pl-5">
            <li>votre compte et toutes vos sessions sont supprimés ;</li>
            <li>vous ne pourrez plus accéder à l'espace de votre association avec cette adresse ;</li>
            <li>si vous êtes le dernier membre de votre association, sa boutique est dépubliée ;</li>
            <li>si d'autres membres restent, nommez d'abord l'un d'eux responsable dans l'onglet Équipe ;</li>
            <li>les ventes de votre association sont conservées pour la comptabilité.</li>
          </ul>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="mt-5 flex flex-col gap-4">
        <Field id="delete-password" label="Mot de passe" error={errors.password?.message} hint="Confirmez avec votre mot de passe.">
          <Input
            id="delete-password"
            type="password"
            autoComplete="current-password"
            {...fieldControlProps("delete-password", errors.password)}
            {...form.register("password")}
          />
        </Field>
        <QuestionAnswers>
          <Button type="submit" variant="danger" disabled={form.formState.isSubmitting}>
            Supprimer définitivement
          </Button>
        </QuestionAnswers>
      </form>
    </QuestionDialog>
  );
}

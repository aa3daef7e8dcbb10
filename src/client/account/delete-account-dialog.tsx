import { useState } from "react";
import { Trash2 } from "lucide-react";
import { toast } from "sonner";
import { deleteAccountSchema } from "../../shared/auth";
import { useDeleteUser } from "../auth/api";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "../components/ui/alert-dialog";
import { Button } from "../components/ui/button";
import { Field, fieldMessageId } from "../components/ui/field";
import { Input } from "../components/ui/input";
import { ApiError } from "../lib/api";
import { normalizeCode } from "../lib/error-message";
import { showServerFieldError, toastFirstError, useZodForm } from "../lib/use-zod-form";

export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const deleteUser = useDeleteUser();
  const form = useZodForm(deleteAccountSchema, { defaultValues: { password: "" } });
  const { errors } = form.formState;

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) form.reset();
  }

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await deleteUser.mutateAsync(values);
    } catch (error) {
      if (error instanceof ApiError && normalizeCode(error.code) === "INVALID_CURRENT_PASSWORD") {
        form.setError("password", { type: "server", message: "Le mot de passe actuel est incorrect" });
      } else showServerFieldError(form, error);
      return;
    }
    // The hook has already gone to /.
    toast.success("Compte supprimé");
  }, toastFirstError);

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>
        <Button variant="danger">
          <Trash2 aria-hidden="true" />
          Supprimer mon compte
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Supprimer mon compte</AlertDialogTitle>
        <AlertDialogDescription asChild>
          <div className="mt-2 flex flex-col gap-2">
            <p>Cette action est définitive :</p>
            <ul className="list-disc pl-5">
              <li>votre compte et toutes vos sessions sont supprimés ;</li>
              <li>vous ne pourrez plus accéder à l'espace de votre association avec cette adresse ;</li>
              <li>les ventes de votre association sont conservées pour la comptabilité.</li>
            </ul>
          </div>
        </AlertDialogDescription>
        <form onSubmit={onSubmit} noValidate className="mt-5 flex flex-col gap-4">
          <Field id="delete-password" label="Mot de passe" error={errors.password?.message} hint="Confirmez avec votre mot de passe.">
            <Input
              id="delete-password"
              type="password"
              autoComplete="current-password"
              aria-invalid={Boolean(errors.password)}
              aria-describedby={fieldMessageId("delete-password")}
              {...form.register("password")}
            />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogCancel>Annuler</AlertDialogCancel>
            <Button type="submit" variant="danger" disabled={form.formState.isSubmitting}>
              Supprimer définitivement
            </Button>
          </div>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}

import { KeyRound } from "lucide-react";
import { toast } from "sonner";
import { changePasswordSchema } from "../../shared/auth";
import { useChangePassword } from "../auth/api";
import { FormInput } from "../components/form-input";
import { Button } from "../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "../components/ui/dialog";
import { usePasswordConfirmedForm } from "./use-password-confirmed-form";

const fields = [
  { name: "currentPassword", label: "Mot de passe actuel", autoComplete: "current-password" },
  { name: "newPassword", label: "Nouveau mot de passe", autoComplete: "new-password" },
  { name: "confirmPassword", label: "Confirmer le nouveau mot de passe", autoComplete: "new-password" },
] as const;

export function ChangePasswordDialog() {
  const changePassword = useChangePassword();
  const { open, onOpenChange, form, onSubmit } = usePasswordConfirmedForm(changePasswordSchema, {
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
    passwordField: "currentPassword",
    submit: (values) => changePassword.mutateAsync(values),
    onDone(close) {
      toast.success("Mot de passe modifié !", {
        description: "Vous pouvez maintenant vous connecter avec votre nouveau mot de passe",
      });
      close();
    },
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <KeyRound aria-hidden="true" />
          Changer mon mot de passe
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Changer mon mot de passe</DialogTitle>
          <DialogDescription>Vos autres sessions seront déconnectées.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          {fields.map((field) => (
            <FormInput
              key={field.name}
              form={form}
              name={field.name}
              label={field.label}
              type="password"
              autoComplete={field.autoComplete}
            />
          ))}
          <DialogFooter>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              Modifier le mot de passe
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { Send } from "lucide-react";
import { toast } from "sonner";
import { invitationRequestSchema } from "../../shared/team";
import { INVITATION_LIFETIME_DAYS } from "../../shared/team-rules";
import { FormInput } from "../components/form-input";
import { Button } from "../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../components/ui/card";
import { showServerFieldError, toastFirstError, useZodForm } from "../lib/use-zod-form";
import { RoleChooser } from "./role-chooser";
import { useInvite } from "./team-api";

/** A manager invites someone by e-mail with a role (docs/product.md#memberships). */
export function InviteForm({ associationId }: { associationId: string }) {
  const invite = useInvite(associationId);
  // The least of the roles until the manager picks another.
  const form = useZodForm(invitationRequestSchema, { defaultValues: { email: "", role: "volunteer" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    let email: string;
    try {
      email = (await invite.mutateAsync(values)).invitation.email;
    } catch (error) {
      // The server's message ('Cette personne fait déjà partie de l'association.'...) is toasted by the query client.
      showServerFieldError(form, error);
      return;
    }
    toast.success("Invitation envoyée", { description: `Un e-mail a été envoyé à ${email}.` });
    form.reset();
  }, toastFirstError);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Inviter une personne</CardTitle>
        <CardDescription>
          Elle reçoit un e-mail avec un lien valable {INVITATION_LIFETIME_DAYS} jours, à ouvrir avec cette adresse.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormInput
            form={form}
            name="email"
            label="Adresse e-mail"
            type="email"
            autoComplete="off"
            inputMode="email"
            placeholder="prenom.nom@exemple.fr"
          />
          <RoleChooser legend="Rôle" name="role" error={errors.role?.message} radioProps={() => form.register("role")} />
          <div>
            <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
              <Send aria-hidden="true" />
              {isSubmitting ? "Envoi..." : "Envoyer l'invitation"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

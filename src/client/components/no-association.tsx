import { useMutation } from "@tanstack/react-query";
import { Building2 } from "lucide-react";
import { toast } from "sonner";
import { associationCreateSchema, type AssociationCreate } from "../../shared/account";
import type { AssociationCreated } from "../../shared/account-responses";
import { FormInput } from "./form-input";
import { IconBadge } from "./icon-badge";
import { Button } from "./ui/button";
import { Card } from "./ui/card";
import { api } from "../lib/api";
import { showServerFieldError, toastFirstError, useZodForm } from "../lib/use-zod-form";
import { useAssociation } from "../session/association-context";

/**
 * docs/product.md#no-association: what a page that needs an association says to an account without one (it left
 * its association, or was removed), with the way out: create one here, or be invited.
 */
export function NoAssociation({ title = "Aucune association sélectionnée" }: { title?: string | null }) {
  const { refreshAssociations, switchAssociation } = useAssociation();
  const form = useZodForm(associationCreateSchema, { defaultValues: { name: "" } });
  const create = useMutation({
    mutationFn: (body: AssociationCreate) => api<AssociationCreated>("/api/associations", { method: "POST", body }),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    let created: AssociationCreated;
    try {
      created = await create.mutateAsync(values);
    } catch (error) {
      // The query client toasts the server's message; a field's own error goes under it.
      showServerFieldError(form, error);
      return;
    }
    await refreshAssociations();
    switchAssociation(created.association_id);
    toast.success("Association créée", { description: "Vous en êtes le responsable : ouvrez sa boutique quand vous voulez." });
  }, toastFirstError);

  return (
    <Card className="flex flex-col gap-4 p-6 sm:p-8">
      <div className="flex items-start gap-3">
        <IconBadge icon={Building2} size="sm" tone="bg-peach text-brand-deeper" fixed />
        <div className="flex flex-col gap-1">
          {title ? <p className="font-semibold text-ink">{title}</p> : null}
          <p className="text-sm text-muted">
            Votre compte n'est rattaché à aucune association. Créez la vôtre pour ouvrir une boutique, ou demandez à une association de vous
            inviter : le lien de son e-mail vous y fera entrer.
          </p>
        </div>
      </div>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:flex-1">
          <FormInput form={form} name="name" label="Nom de l'association" autoComplete="organization" />
        </div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Création..." : "Créer l'association"}
        </Button>
      </form>
    </Card>
  );
}

import { toast } from "sonner";
import { campaignTakedownSchema } from "../../shared/campaign";
import { Button } from "../components/ui/button";
import { DialogClose, DialogFooter } from "../components/ui/dialog";
import { Field, fieldMessageId } from "../components/ui/field";
import { Textarea } from "../components/ui/textarea";
import { showServerFieldError, toastFirstError, useZodForm } from "../lib/use-zod-form";
import { useUnpublishCampaign, type AdminCampaign } from "./admin-api";
import { AdminFormDialog } from "./admin-form-dialog";

type TakedownDialogProps = { campaign: Pick<AdminCampaign, "id" | "association_name"> | null; onClose: () => void };

/** Admin 'Dépublier': asks for the reason, which the server mails to the association and its members. */
export function TakedownDialog({ campaign, onClose }: TakedownDialogProps) {
  const unpublish = useUnpublishCampaign();
  const form = useZodForm(campaignTakedownSchema, { defaultValues: { reason: "" } });
  const { errors } = form.formState;

  const close = () => {
    form.reset();
    onClose();
  };

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    if (!campaign) return;
    try {
      await unpublish.mutateAsync({ id: campaign.id, reason });
    } catch (error) {
      showServerFieldError(form, error);
      return;
    }
    toast.success("Campagne dépubliée", { description: "L'association a été prévenue par e-mail." });
    close();
  }, toastFirstError);

  return (
    <AdminFormDialog
      title={<>Dépublier {campaign?.association_name}</>}
      description="La page ne sera plus visible et n'acceptera plus de commandes. L'association ne pourra pas la republier : seule l'équipe le pourra."
      open={campaign !== null}
      onClose={close}
      onSubmit={onSubmit}
    >
      <Field
        id="takedown-reason"
        label="Raison de la dépublication"
        error={errors.reason?.message}
        hint="Elle est envoyée par e-mail à l'association et à ses membres."
      >
        <Textarea
          id="takedown-reason"
          aria-invalid={Boolean(errors.reason)}
          aria-describedby={fieldMessageId("takedown-reason")}
          {...form.register("reason")}
        />
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="ghost">Annuler</Button>
        </DialogClose>
        <Button type="submit" variant="danger" disabled={form.formState.isSubmitting}>
          Dépublier
        </Button>
      </DialogFooter>
    </AdminFormDialog>
  );
}

import { useState, type FormEvent } from "react";
import { PencilLine } from "lucide-react";
import { toast } from "sonner";
import type { Seller } from "../../shared/sellers-responses";
import { Button } from "../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "../components/ui/dialog";
import { DialogFormFooter } from "../components/ui/dialog-form-footer";
import { toastFirstError } from "../lib/use-zod-form";
import { SellerFields, showSellerServerError, useSellerForm, type SellerFormValues } from "./seller-fields";
import { useUpdateSeller } from "./sellers-api";
import { useSingleFlight } from "./use-single-flight";

/** The form as the seller is now; an agreement already recorded stays ticked, to be confirmed again by saving. */
const valuesOf = (seller: Seller): SellerFormValues => ({
  first_name: seller.first_name,
  group_name: seller.group_name ?? "",
  goal_bars: seller.goal_bars,
  is_minor: seller.is_minor,
  parental_consent: seller.is_minor && seller.parental_consent_at !== null,
});

/** 'Modifier': a seller's first name, group, goal and whether they are a child. Their link and sales don't change. */
export function EditSellerDialog({ campaignId, seller, groups }: { campaignId: string; seller: Seller; groups: string[] }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" className="lg:h-9 lg:px-3" aria-label={`Modifier ${seller.first_name}`}>
          <PencilLine aria-hidden="true" />
          Modifier
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Modifier {seller.first_name}</DialogTitle>
          <DialogDescription>Son lien personnel et ses ventes ne changent pas.</DialogDescription>
        </DialogHeader>
        <EditSellerForm campaignId={campaignId} seller={seller} groups={groups} onSaved={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

type EditSellerFormProps = { campaignId: string; seller: Seller; groups: string[]; onSaved: () => void };

// Mounted with the dialog's content: each opening starts from the seller as the list shows them.
function EditSellerForm({ campaignId, seller, groups, onSaved }: EditSellerFormProps) {
  const update = useUpdateSeller(campaignId);
  const form = useSellerForm(valuesOf(seller));
  const once = useSingleFlight();

  const submit = form.handleSubmit(async (values) => {
    let answer;
    try {
      answer = await update.mutateAsync({ sellerId: seller.id, update: values });
    } catch (error) {
      showSellerServerError(form, error);
      return;
    }
    toast.success(`Modifications enregistrées : ${answer.seller.first_name}`);
    onSaved();
  }, toastFirstError);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void once(() => submit(event));
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <SellerFields form={form} idPrefix={`edit-seller-${seller.id}`} groups={groups} />
      <DialogFormFooter submitLabel="Enregistrer" pendingLabel="Enregistrement..." pending={form.formState.isSubmitting} />
    </form>
  );
}

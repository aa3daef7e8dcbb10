import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { AdminPayout } from "../../../shared/money-responses";
import { formatEuros } from "../../../shared/money";
import { cancelPayoutSchema } from "../../../shared/payouts";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { DialogFormFooter } from "../../components/ui/dialog-form-footer";
import { Field, fieldMessageId } from "../../components/ui/field";
import { Textarea } from "../../components/ui/textarea";
import { describeError } from "../../lib/error-message";
import { useCancelPayout } from "./payouts-api";

/** 'Annuler le versement': the bank refused it or the file was never sent; its orders become payable again. */
export function CancelPayoutDialog({ payout, onClose }: { payout: AdminPayout; onClose: () => void }) {
  const cancel = useCancelPayout(payout.id);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = cancelPayoutSchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? "Saisie invalide");
      return;
    }
    setReasonError(undefined);
    setError(null);
    try {
      await cancel.mutateAsync(parsed.data);
    } catch (failure) {
      setError(describeError(failure).description);
      return;
    }
    toast.success("Versement annulé", { description: "Ses commandes sont de nouveau versables." });
    onClose();
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Annuler le versement</DialogTitle>
          <DialogDescription>
            {formatEuros(payout.amount_cents)} à {payout.association_name} : ses commandes redeviennent versables dans le prochain fichier.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
          <Field id="payout-cancel-reason" label="Raison" error={reasonError}>
            <Textarea
              id="payout-cancel-reason"
              required
              value={reason}
              maxLength={300}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={Boolean(reasonError)}
              aria-describedby={fieldMessageId("payout-cancel-reason")}
            />
          </Field>
          <DialogFormFooter
            error={error}
            closeLabel="Retour"
            variant="danger"
            pending={cancel.isPending}
            pendingLabel="Annulation..."
            submitLabel="Annuler le versement"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

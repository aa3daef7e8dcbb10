import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { AdminPayout } from "../../../shared/money-responses";
import { formatEuros } from "../../../shared/money";
import { cancelPayoutSchema } from "../../../shared/payouts";
import { Button } from "../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
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
          {error ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="ghost">Retour</Button>
            </DialogClose>
            <Button type="submit" variant="danger" disabled={cancel.isPending}>
              {cancel.isPending ? "Annulation..." : "Annuler le versement"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

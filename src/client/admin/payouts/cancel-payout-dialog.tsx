import { useState } from "react";
import { toast } from "sonner";
import type { AdminPayout } from "../../../shared/money-responses";
import { formatEuros } from "../../../shared/money";
import { cancelPayoutSchema } from "../../../shared/payouts";
import { DialogFormFooter } from "../../components/ui/dialog-form-footer";
import { Field, fieldMessageId } from "../../components/ui/field";
import { Textarea } from "../../components/ui/textarea";
import { AdminFormDialog } from "../admin-form-dialog";
import { useCheckedAction } from "../checked-action";
import { useCancelPayout } from "./payouts-api";

/** 'Annuler le versement': the bank refused it or the file was never sent; its orders become payable again. */
export function CancelPayoutDialog({ payout, onClose }: { payout: AdminPayout; onClose: () => void }) {
  const cancel = useCheckedAction(useCancelPayout(payout.id));
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | undefined>();

  const submit = () => {
    setReasonError(undefined);
    return cancel.send(
      cancelPayoutSchema,
      { reason },
      {
        onInvalid: (issues) => setReasonError(issues[0]?.message ?? "Saisie invalide"),
        onDone: () => {
          toast.success("Versement annulé", { description: "Ses commandes sont de nouveau versables." });
          onClose();
        },
      },
    );
  };

  return (
    <AdminFormDialog
      title="Annuler le versement"
      description={
        <>
          {formatEuros(payout.amount_cents)} à {payout.association_name} : ses commandes redeviennent versables dans le prochain fichier.
        </>
      }
      onClose={onClose}
      onSubmit={submit}
    >
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
        error={cancel.error}
        closeLabel="Retour"
        variant="danger"
        pending={cancel.pending}
        pendingLabel="Annulation..."
        submitLabel="Annuler le versement"
      />
    </AdminFormDialog>
  );
}

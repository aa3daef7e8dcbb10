import { useState } from "react";
import { toast } from "sonner";
import type { AdminPayout } from "../../../shared/money-responses";
import { formatEuros } from "../../../shared/money";
import { markPayoutPaidSchema } from "../../../shared/payouts";
import { DialogFormFooter } from "../../components/ui/dialog-form-footer";
import { Field, fieldMessageId } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { AdminFormDialog } from "../admin-form-dialog";
import { useCheckedAction } from "../checked-action";
import { parisToday, useMarkPayoutPaid } from "./payouts-api";

type Errors = Partial<Record<"paid_on" | "bank_reference", string>>;

/** 'Marquer versé': the day the bank executed the transfer and its reference; the association is told by e-mail. */
export function MarkPaidDialog({ payout, onClose }: { payout: AdminPayout; onClose: () => void }) {
  const markPaid = useCheckedAction(useMarkPayoutPaid(payout.id));
  const [paidOn, setPaidOn] = useState(() => parisToday());
  const [bankReference, setBankReference] = useState("");
  const [errors, setErrors] = useState<Errors>({});

  const payee =
    payout.creditor_name === payout.association_name ? payout.creditor_name : `${payout.creditor_name} (${payout.association_name})`;

  const submit = () => {
    setErrors({});
    return markPaid.send(
      markPayoutPaidSchema,
      { paid_on: paidOn, bank_reference: bankReference },
      {
        onInvalid: (issues) => {
          const found: Errors = {};
          for (const issue of issues) {
            const field = issue.path[0] as keyof Errors;
            found[field] ??= issue.message;
          }
          if (!paidOn) found.paid_on = "Indiquez la date du virement.";
          setErrors(found);
        },
        onDone: () => {
          toast.success("Versement marqué versé", { description: "L'association a été prévenue par e-mail." });
          onClose();
        },
      },
    );
  };

  return (
    <AdminFormDialog
      title="Marquer versé"
      description={
        <>
          {formatEuros(payout.amount_cents)} à {payee}. L'association est prévenue par e-mail.
        </>
      }
      onClose={onClose}
      onSubmit={submit}
    >
      <Field id="payout-paid-on" label="Date du virement" error={errors.paid_on}>
        <Input
          id="payout-paid-on"
          type="date"
          required
          value={paidOn}
          onChange={(event) => setPaidOn(event.target.value)}
          aria-invalid={Boolean(errors.paid_on)}
          aria-describedby={fieldMessageId("payout-paid-on")}
        />
      </Field>
      <Field id="payout-reference" label="Référence bancaire" error={errors.bank_reference}>
        <Input
          id="payout-reference"
          required
          value={bankReference}
          maxLength={35}
          autoComplete="off"
          onChange={(event) => setBankReference(event.target.value)}
          aria-invalid={Boolean(errors.bank_reference)}
          aria-describedby={fieldMessageId("payout-reference")}
        />
      </Field>
      <DialogFormFooter error={markPaid.error} pending={markPaid.pending} pendingLabel="Enregistrement..." submitLabel="Marquer versé" />
    </AdminFormDialog>
  );
}

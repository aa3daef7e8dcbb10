import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { AdminPayout } from "../../../shared/money-responses";
import { formatEuros } from "../../../shared/money";
import { markPayoutPaidSchema } from "../../../shared/payouts";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { DialogFormFooter } from "../../components/ui/dialog-form-footer";
import { Field, fieldMessageId } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { describeError } from "../../lib/error-message";
import { parisToday, useMarkPayoutPaid } from "./payouts-api";

type Errors = Partial<Record<"paid_on" | "bank_reference", string>>;

/** 'Marquer versé': the day the bank executed the transfer and its reference; the association is told by e-mail. */
export function MarkPaidDialog({ payout, onClose }: { payout: AdminPayout; onClose: () => void }) {
  const markPaid = useMarkPayoutPaid(payout.id);
  const [paidOn, setPaidOn] = useState(() => parisToday());
  const [bankReference, setBankReference] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState<string | null>(null);

  const payee =
    payout.creditor_name === payout.association_name ? payout.creditor_name : `${payout.creditor_name} (${payout.association_name})`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = markPayoutPaidSchema.safeParse({ paid_on: paidOn, bank_reference: bankReference });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= issue.message;
      }
      if (!paidOn) found.paid_on = "Indiquez la date du virement.";
      setErrors(found);
      return;
    }
    setErrors({});
    setError(null);
    try {
      await markPaid.mutateAsync(parsed.data);
    } catch (failure) {
      setError(describeError(failure).description);
      return;
    }
    toast.success("Versement marqué versé", { description: "L'association a été prévenue par e-mail." });
    onClose();
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Marquer versé</DialogTitle>
          <DialogDescription>
            {formatEuros(payout.amount_cents)} à {payee}. L'association est prévenue par e-mail.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
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
          <DialogFormFooter error={error} pending={markPaid.isPending} pendingLabel="Enregistrement..." submitLabel="Marquer versé" />
        </form>
      </DialogContent>
    </Dialog>
  );
}

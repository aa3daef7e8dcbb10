import { useState } from "react";
import { Download } from "lucide-react";
import type { PayoutBatch, PayoutDue } from "../../../shared/money-responses";
import { formatEuros } from "../../../shared/money";
import { generatePayoutsSchema } from "../../../shared/payouts";
import { Button } from "../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { DialogFormFooter } from "../../components/ui/dialog-form-footer";
import { formatDate } from "../admin-format";
import { useCheckedAction } from "../checked-action";
import { sepaFileUrl, useGeneratePayouts } from "./payouts-api";

const transfers = (count: number) => `${count} virement${count > 1 ? "s" : ""}`;

function BatchReady({ batch }: { batch: PayoutBatch }) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Fichier de virement prêt</DialogTitle>
        <DialogDescription>
          {transfers(batch.payouts.length)} à exécuter le {formatDate(batch.execution_date)}. Déposez le fichier auprès de la banque, puis
          marquez chaque versement versé une fois exécuté.
        </DialogDescription>
      </DialogHeader>
      <p role="status" className="text-sm">
        Total : <strong>{formatEuros(batch.total_cents)}</strong>
        <span className="block text-xs text-muted">Référence du fichier : {batch.message_id}</span>
      </p>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="ghost">Fermer</Button>
        </DialogClose>
        <Button asChild>
          <a href={sepaFileUrl(batch.id)} download>
            <Download aria-hidden="true" />
            Télécharger le fichier (XML)
          </a>
        </Button>
      </DialogFooter>
    </>
  );
}

/**
 * 'Générer le fichier de virement': confirms the campaigns and total, then asks the server for the file. Mounted while
 * open only: the key is made when it opens, so a double click or a retry after a lost answer gets the same file back.
 * The amounts paid are the server's (what is payable when it makes the file), shown once it answered.
 */
export function GenerateDialog({
  campaigns: chosen,
  executionDate,
  onGenerated,
  onClose,
}: {
  /** What was ticked when the dialog opened (the list behind it refreshes once the file is made). */
  campaigns: PayoutDue[];
  executionDate: string;
  onGenerated: () => void;
  onClose: () => void;
}) {
  const generate = useCheckedAction(useGeneratePayouts());
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [batch, setBatch] = useState<PayoutBatch | null>(null);
  const total = chosen.reduce((sum, row) => sum + row.payable_cents, 0);

  const confirm = () =>
    generate.send(
      generatePayoutsSchema,
      { campaign_ids: chosen.map((row) => row.campaign_id), execution_date: executionDate, idempotency_key: idempotencyKey },
      {
        onDone: (made) => {
          setBatch(made);
          onGenerated();
        },
      },
    );

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        {batch ? (
          <BatchReady batch={batch} />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Générer le fichier de virement</DialogTitle>
              <DialogDescription>
                {transfers(chosen.length)} pour un total de {formatEuros(total)}, à exécuter le {formatDate(executionDate || null)}.
              </DialogDescription>
            </DialogHeader>
            <ul className="flex flex-col divide-y divide-line rounded-xl border border-line text-sm">
              {chosen.map((row) => (
                <li key={row.campaign_id} className="flex items-start justify-between gap-3 px-3 py-2">
                  <span className="min-w-0">
                    <span className="block font-medium">{row.association_name}</span>
                    <span className="block text-xs text-muted">{row.bank_account?.iban_masked}</span>
                  </span>
                  <span className="font-semibold whitespace-nowrap">{formatEuros(row.payable_cents)}</span>
                </li>
              ))}
            </ul>
            <DialogFormFooter
              error={generate.error}
              errorClassName="mt-4"
              pending={generate.pending}
              pendingLabel="Génération..."
              submitLabel="Générer le fichier"
              onConfirm={() => void confirm()}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

import { toast } from "sonner";
import type { PayoutDue } from "../../../shared/money-responses";
import { Button } from "../../components/ui/button";
import { formatDate } from "../admin-format";
import { useConfirmBankDetails } from "./payouts-api";

type Payee = NonNullable<PayoutDue["bank_account"]>;

/**
 * New bank details waiting for the workshop's check (docs/product.md#bank-details): when they were entered, until
 * when they wait at most, and the admin's 'Confirmer les coordonnées' once they have checked them with the
 * association. Said done only once the server has confirmed.
 */
export function HeldBankDetails({ associationId, account, noticeId }: { associationId: string; account: Payee; noticeId: string }) {
  const confirm = useConfirmBankDetails(associationId);
  const onConfirm = async () => {
    try {
      await confirm.mutateAsync(account.updated_at);
    } catch {
      return; // The query client toasts the server's message.
    }
    toast.success("Coordonnées bancaires confirmées");
  };
  return (
    <span className="mt-1 flex flex-col items-start gap-1">
      <span id={noticeId} className="text-xs font-medium text-danger">
        Coordonnées bancaires saisies le {formatDate(account.updated_at)} : à vérifier avant de payer
      </span>
      {account.held_until ? (
        <span className="text-xs text-muted">Sans confirmation, versables à partir du {formatDate(account.held_until)}.</span>
      ) : null}
      <Button size="sm" variant="outline" onClick={onConfirm} disabled={confirm.isPending} aria-describedby={noticeId}>
        {confirm.isPending ? "Confirmation..." : "Confirmer les coordonnées"}
      </Button>
    </span>
  );
}

import { useEffect, useRef, useState } from "react";
import { Landmark, Pencil } from "lucide-react";
import type { BankAccount } from "../../shared/bank-details";
import { LoadFailed } from "../components/load-failed";
import { Button } from "../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../components/ui/card";
import { LoadingState } from "../components/ui/spinner";
import { useBankAccount } from "./bank-account-api";
import { BankAccountForm } from "./bank-account-form";
import { formatParisDate } from "../../shared/paris-time";

/**
 * 'Coordonnées bancaires' in Mon compte, for the roles with manageBank (docs/product.md#bank-details): the saved
 * details with the IBAN masked, or why they are needed, and the form that saves them.
 */
export function BankAccountCard({ associationId }: { associationId: string }) {
  const bankAccount = useBankAccount(associationId);
  const [editing, setEditing] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Back from the form, the keyboard's place is the button that opened it.
  useEffect(() => {
    if (wasEditing.current && !editing) openButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  let content;
  if (bankAccount.isPending) {
    content = <LoadingState className="min-h-32" label="Chargement des coordonnées bancaires..." />;
  } else if (bankAccount.isError) {
    content = (
      <LoadFailed
        className="flex flex-col items-start gap-4 border-0 p-0 shadow-none"
        message="Impossible de charger les coordonnées bancaires. Vérifiez votre connexion, puis réessayez."
        onRetry={() => bankAccount.refetch()}
      />
    );
  } else if (editing) {
    content = (
      <BankAccountForm
        associationId={associationId}
        saved={bankAccount.data.bank_account}
        onDone={() => setEditing(false)}
        onCancel={() => setEditing(false)}
      />
    );
  } else if (bankAccount.data.bank_account) {
    content = (
      <div className="flex flex-col gap-4">
        <SavedDetails account={bankAccount.data.bank_account} />
        <Button ref={openButton} variant="outline" onClick={() => setEditing(true)} className="w-full sm:w-auto sm:self-start">
          <Pencil aria-hidden="true" />
          Modifier
        </Button>
      </div>
    );
  } else {
    content = (
      <div className="flex flex-col items-start gap-3">
        <p className="font-medium text-ink">Aucune coordonnée bancaire enregistrée.</p>
        <p className="text-sm text-muted">Nous en avons besoin pour vous verser la part de vos ventes.</p>
        <Button ref={openButton} onClick={() => setEditing(true)} className="w-full sm:w-auto">
          Ajouter les coordonnées bancaires
        </Button>
      </div>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Landmark className="size-5 text-brand-dark" aria-hidden="true" />
          Coordonnées bancaires
        </CardTitle>
        <CardDescription>
          Le compte sur lequel nous versons la part de vos ventes. Seuls les responsables et les trésoriers le voient.
        </CardDescription>
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );
}

function SavedDetails({ account }: { account: BankAccount }) {
  const rows = [
    { label: "Titulaire du compte", value: account.account_holder, mono: false },
    { label: "IBAN", value: account.iban_masked, mono: true },
    { label: "BIC", value: account.bic, mono: true },
  ];
  return (
    <>
      <dl className="flex flex-col gap-3">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-col gap-0.5 sm:flex-row sm:gap-6">
            <dt className="text-sm text-muted sm:w-40 sm:shrink-0">{row.label}</dt>
            {/* The masked IBAN keeps its spaces: on a 390 px screen it wraps between groups, never inside one. */}
            <dd className={row.mono ? "font-mono break-words text-ink" : "break-words text-ink"}>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted">
        Modifié le {formatParisDate(account.updated_at)}
        {account.updated_by_name ? ` par ${account.updated_by_name}` : ""}
      </p>
      {account.held_until ? (
        <p className="rounded-md bg-peach-light p-3 text-sm text-chocolate">
          En attente de vérification : par sécurité, nous ne ferons aucun virement sur ce compte avant que notre équipe l'ait confirmé, au
          plus tard le {formatParisDate(account.held_until)}.
        </p>
      ) : null}
    </>
  );
}

import { useState } from "react";
import { Download } from "lucide-react";
import type { AdminPayout } from "../../../shared/money-responses";
import { formatEuros } from "../../../shared/money";
import { payoutStatusLabels, type PayoutStatus } from "../../../shared/statement";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { formatDate, formatDateTime } from "../admin-format";
import { Facts } from "../facts";
import { CancelPayoutDialog } from "./cancel-payout-dialog";
import { MarkPaidDialog } from "./mark-paid-dialog";
import { sepaFileUrl } from "./payouts-api";

const statusTones = { generated: "warning", paid: "success", cancelled: "neutral" } as const satisfies Record<PayoutStatus, string>;
const eventLabels: Record<string, string> = { generated: "Généré", paid: "Versé", cancelled: "Annulé" };

type PayoutEvent = AdminPayout["events"][number];

function History({ events }: { events: PayoutEvent[] }) {
  return (
    <details className="rounded-xl border border-line px-3 py-2 text-sm">
      <summary className="flex min-h-9 cursor-pointer items-center font-medium text-chocolate">Historique</summary>
      {events.length === 0 ? (
        <p className="pb-1 text-muted">Aucun changement enregistré.</p>
      ) : (
        <ol className="flex flex-col gap-2 pt-1 pb-1">
          {events.map((event) => (
            <li key={`${event.to_state}-${event.at}`} className="border-l-2 border-peach pl-3">
              <p className="font-semibold text-chocolate">{eventLabels[event.to_state] ?? event.to_state}</p>
              <p className="text-muted">
                <time dateTime={event.at}>{formatDateTime(event.at)}</time>, par {event.actor_email ?? "le système"}
              </p>
              {event.reason ? <p className="italic">« {event.reason} »</p> : null}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}

type Action = { kind: "paid" | "cancel"; payout: AdminPayout };

function PayoutCard({ payout, onAction }: { payout: AdminPayout; onAction: (action: Action) => void }) {
  const facts: [string, string][] = [
    ["Bénéficiaire", payout.creditor_name],
    ["IBAN", payout.creditor_iban_masked],
    ["Référence bancaire", payout.bank_reference ?? "—"],
  ];
  if (payout.paid_on) facts.push(["Versé le", formatDate(payout.paid_on)]);
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-1 flex-col">
          <p className="text-xs text-muted">
            <time dateTime={payout.created_at}>{formatDate(payout.created_at)}</time>
          </p>
          <p className="font-semibold text-chocolate">{payout.association_name}</p>
          <p className="text-sm text-muted [overflow-wrap:anywhere]">/c/{payout.campaign_slug}</p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <span className="text-lg font-semibold text-chocolate">{formatEuros(payout.amount_cents)}</span>
          <Badge variant={statusTones[payout.status]}>{payoutStatusLabels[payout.status]}</Badge>
        </div>
      </div>
      <Facts rows={facts} tight />
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button asChild variant="outline" size="sm">
          <a href={sepaFileUrl(payout.batch_id)} download>
            <Download aria-hidden="true" />
            Télécharger le fichier (XML)
          </a>
        </Button>
        {payout.status === "generated" ? (
          <>
            <Button size="sm" onClick={() => onAction({ kind: "paid", payout })}>
              Marquer versé
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onAction({ kind: "cancel", payout })}>
              Annuler le versement
            </Button>
          </>
        ) : null}
      </div>
      <History events={payout.events} />
    </Card>
  );
}

/** 'Versements effectués', newest first: each payout, its file, its history, and its next step while in transfer. */
export function PayoutList({ payouts }: { payouts: AdminPayout[] }) {
  const [action, setAction] = useState<Action | null>(null);
  const close = () => setAction(null);
  return (
    <>
      <ul className="grid gap-3 xl:grid-cols-2">
        {payouts.map((payout) => (
          <li key={payout.id}>
            <PayoutCard payout={payout} onAction={setAction} />
          </li>
        ))}
      </ul>
      {/* Mounted while open only: each opening starts from an empty form. */}
      {action?.kind === "paid" ? <MarkPaidDialog payout={action.payout} onClose={close} /> : null}
      {action?.kind === "cancel" ? <CancelPayoutDialog payout={action.payout} onClose={close} /> : null}
    </>
  );
}

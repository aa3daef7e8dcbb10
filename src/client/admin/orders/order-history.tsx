import type { OrderHistoryEntry } from "../../../shared/admin-order-responses";
import { fulfilmentStatusLabel } from "../../../shared/fulfilment-status";
import { formatEuroAmount } from "../../../shared/format";
import { formatEuros } from "../../../shared/money";
import { saleStatusText } from "../../../shared/order-status";
import { formatDateTime } from "../admin-format";

const axisLabels = { payment: "Paiement", fulfilment: "Préparation", refund: "Remboursement", correction: "Correction" } as const;

const sourceLabels: Record<string, string> = {
  provider_event: "le prestataire de paiement",
  return_page: "la page de retour du paiement",
  checkout: "la commande",
  sweeper: "l'expiration automatique",
};

const stateLabel = (entry: OrderHistoryEntry, state: string) =>
  entry.axis === "fulfilment" ? fulfilmentStatusLabel(state) : saleStatusText(state).ledger;

/** Who made the change: a person, the provider's event (with its id), or what moved it otherwise. */
export function historyAuthor(entry: OrderHistoryEntry): string {
  if (entry.actor_email) return entry.actor_name ? `${entry.actor_name} (${entry.actor_email})` : entry.actor_email;
  if (entry.payment_event_id) return `le prestataire de paiement (événement ${entry.payment_event_id})`;
  const source = typeof entry.details.source === "string" ? sourceLabels[entry.details.source] : undefined;
  return source ?? "le système";
}

function detailText(entry: OrderHistoryEntry): string | null {
  const { details } = entry;
  if (entry.axis === "refund" && typeof details.amount_cents === "number") return `${formatEuros(details.amount_cents)} remboursés`;
  // A paper order corrected (docs/product.md#paper-orders): its amount before and after.
  if (entry.axis === "correction") return correctionText(details);
  if (typeof details.carrier === "string" && typeof details.tracking_number === "string") {
    return `${details.carrier}, suivi ${details.tracking_number}`;
  }
  return null;
}

function correctionText(details: Record<string, unknown>): string | null {
  // A buyer's e-mail corrected (docs/product.md#buyer-email-correction): the address before and after.
  const email = (side: unknown) =>
    typeof side === "object" && side !== null && "customer_email" in side ? String(side.customer_email ?? "—") : null;
  // A paper order's correction carries its whole snapshot, the address among it: it reads as its amounts.
  if (details.resent === true && email(details.after)) return `Email : ${email(details.before) ?? "—"} → ${email(details.after)}`;
  const amount = (side: unknown) =>
    typeof side === "object" && side !== null && "amount_total" in side ? formatEuroAmount(String(side.amount_total)) : null;
  const before = amount(details.before);
  const after = amount(details.after);
  return before && after ? `Montant : ${before} → ${after}` : null;
}

/** The order's history (docs/product.md#order-history), oldest first: what changed, when, by whom, why. */
export function OrderHistory({ entries }: { entries: OrderHistoryEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-muted">Aucun changement enregistré.</p>;
  return (
    <ol className="flex flex-col gap-3">
      {entries.map((entry) => {
        const detail = detailText(entry);
        return (
          <li key={entry.id} className="border-l-2 border-peach pl-3 text-sm">
            <p className="font-semibold text-chocolate">
              {axisLabels[entry.axis]} : {entry.from_state ? `${stateLabel(entry, entry.from_state)} → ` : ""}
              {stateLabel(entry, entry.to_state)}
            </p>
            <p className="text-muted">
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>, par {historyAuthor(entry)}
            </p>
            {detail ? <p>{detail}</p> : null}
            {entry.reason ? <p className="italic">« {entry.reason} »</p> : null}
          </li>
        );
      })}
    </ol>
  );
}

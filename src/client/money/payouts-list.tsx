import { payoutStatusLabels, type PayoutStatus, type StatementPayout } from "../../shared/statement";
import { Badge } from "../components/ui/badge";
import { Card } from "../components/ui/card";
import { formatStatementDay } from "./statement-dates";
import { euros } from "./statement-figures";

const statusTone: Record<PayoutStatus, "success" | "warning" | "neutral"> = {
  paid: "success",
  generated: "warning",
  cancelled: "neutral",
};

/** 'Versements': each payout of the campaign, newest first as the server sends them; its status is written out. */
export function PayoutsList({ payouts }: { payouts: StatementPayout[] }) {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="statement-payouts">
        <h2 id="statement-payouts" className="text-xl font-semibold">
          Versements
        </h2>
        {payouts.length === 0 ? (
          <p className="mt-3 text-muted">Aucun versement pour le moment.</p>
        ) : (
          <ul className="mt-3 divide-y divide-line/70">
            {payouts.map((payout) => (
              <li key={payout.id} className="flex items-start justify-between gap-4 py-3">
                <div className="min-w-0">
                  {/* The day the bank executed it once paid, else the day the transfer file was made. */}
                  <p className="font-medium text-ink">{formatStatementDay(payout.paid_on ?? payout.created_at)}</p>
                  <p className="mt-0.5 text-sm break-all text-muted">Référence : {payout.bank_reference ?? "—"}</p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <span
                    className={
                      payout.status === "cancelled"
                        ? "font-semibold text-muted line-through tabular-nums"
                        : "font-semibold text-chocolate tabular-nums"
                    }
                  >
                    {euros(payout.amount_cents)}
                  </span>
                  <Badge variant={statusTone[payout.status]}>{payoutStatusLabels[payout.status]}</Badge>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}

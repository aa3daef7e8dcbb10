import { formatEuros } from "../../shared/money";
import { negativeBalanceSentence, payoutDelaySentence } from "../../shared/statement-rules";
import type { CampaignStatement } from "../../shared/statement";
import { Card } from "../components/ui/card";
import { formatStatementDay } from "./statement-dates";

/** '1 234,56 €'; a zero never shows as '-0,00 €'. */
export const euros = (cents: number) => formatEuros(cents || 0);

function figureRows({ totals }: CampaignStatement): [string, number][] {
  const rows: [string, number][] = [
    ["Ventes de tablettes", totals.bar_sales_cents],
    ["Remboursements de tablettes", -totals.bar_refunds_cents],
    ["Part de l'association (20 %)", totals.share_cents],
    ["Dons (100 % à l'association)", totals.donations_cents],
    ["Frais de livraison (conservés par l'atelier)", totals.delivery_fees_cents],
  ];
  if (totals.held_by_association_cents !== 0)
    rows.push(["Encaissé par l'association (espèces, chèques)", -totals.held_by_association_cents]);
  rows.push(["Déjà versé", totals.paid_out_cents]);
  if (totals.in_transfer_cents !== 0) rows.push(["Virement en cours", totals.in_transfer_cents]);
  return rows;
}

function toPrepareNote(count: number): string {
  return count > 1
    ? `${count} commandes de tablettes sont encore à préparer : la part d'une commande payée par carte devient versable après sa livraison.`
    : "1 commande de tablettes est encore à préparer : la part d'une commande payée par carte devient versable après sa livraison.";
}

/** 'Récapitulatif': the statement's figures (docs/product.md#statement), then the balance and when it can be paid. */
export function StatementFigures({ statement }: { statement: CampaignStatement }) {
  const { totals } = statement;
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="statement-summary">
        <h2 id="statement-summary" className="text-xl font-semibold">
          Récapitulatif
        </h2>
        <dl className="mt-3 divide-y divide-line/70">
          {figureRows(statement).map(([label, cents]) => (
            <div key={label} className="flex items-baseline justify-between gap-4 py-2.5">
              <dt className="text-ink">{label}</dt>
              <dd className="shrink-0 font-medium whitespace-nowrap text-chocolate tabular-nums">{euros(cents)}</dd>
            </div>
          ))}
        </dl>
        <dl className="mt-4 grid gap-3 sm:grid-cols-2">
          <div className="rounded-2xl bg-peach-light p-4">
            <dt className="text-sm font-semibold text-chocolate">Solde dû</dt>
            <dd className="mt-1 font-display text-3xl font-semibold whitespace-nowrap text-chocolate tabular-nums">
              {euros(totals.balance_cents)}
            </dd>
          </div>
          <div className="rounded-2xl border border-line p-4">
            <dt className="text-sm font-semibold text-chocolate">Dont versable aujourd'hui</dt>
            <dd className="mt-1 font-display text-3xl font-semibold whitespace-nowrap text-chocolate tabular-nums">
              {euros(totals.payable_cents)}
            </dd>
          </div>
        </dl>
        <div className="mt-4 flex flex-col gap-2 text-sm text-muted">
          {/* docs/product.md#when-money-moves: the refund window the server applied (PAYOUT_DELAY_DAYS), as in the PDF. */}
          <p>{payoutDelaySentence(statement.payout_delay_days)}</p>
          {totals.balance_cents < 0 ? (
            <p className="font-medium text-ink" data-testid="negative-balance">
              {negativeBalanceSentence(totals.balance_cents)}
            </p>
          ) : null}
          {statement.next_payable_on && totals.balance_cents >= 0 ? (
            <p className="font-medium text-ink">Prochaine date de versement : {formatStatementDay(statement.next_payable_on)}</p>
          ) : null}
          {statement.orders_to_prepare > 0 ? <p>{toPrepareNote(statement.orders_to_prepare)}</p> : null}
        </div>
      </section>
    </Card>
  );
}

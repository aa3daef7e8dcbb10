import { Link } from "react-router";
import { ClipboardList } from "lucide-react";
import { pathTo } from "../../shared/page-paths";
import type { CampaignStatement } from "../../shared/statement";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { euros } from "./statement-figures";

// 'Commandes papier' on the statement (docs/product.md#statement): the cash and cheques the association holds, and what
// the paper orders do to the next payout, read before it is made; the orders themselves are one link away.

const orders = (count: number) => `${count} commande${count > 1 ? "s" : ""}`;
/** '+32,00 €', '−96,00 €': what a line adds to the next payout or takes from it. */
const signed = (cents: number) => (cents > 0 ? `+${euros(cents)}` : euros(cents));

export function hasPaperOrders({ paper_orders: paper }: CampaignStatement): boolean {
  return paper.cash.count + paper.cheque.count + paper.cancelled_after_payout.count + paper.awaiting_confirmation.count > 0;
}

export function StatementPaperOrders({ statement }: { statement: CampaignStatement }) {
  const paper = statement.paper_orders;
  const rows: { label: string; value: string; hint?: string }[] = [
    { label: "Espèces encaissées par l'association", value: euros(paper.cash.held_cents), hint: orders(paper.cash.count) },
    { label: "Chèques encaissés par l'association", value: euros(paper.cheque.held_cents), hint: orders(paper.cheque.count) },
  ];
  if (paper.next_payout.count > 0) {
    rows.push({
      label: "Effet sur le prochain versement",
      value: signed(paper.next_payout.due_cents),
      hint: `${orders(paper.next_payout.count)} pas encore comptée${paper.next_payout.count > 1 ? "s" : ""} dans un versement (${euros(paper.next_payout.held_cents)} encaissés) : votre part et les dons, moins l'argent déjà encaissé.`,
    });
  }
  if (paper.cancelled_after_payout.count > 0) {
    rows.push({
      label: "Annulées après un versement",
      value: signed(paper.cancelled_after_payout.due_cents),
      hint: `${orders(paper.cancelled_after_payout.count)} : le prochain versement corrige ce qu'elles avaient changé.`,
    });
  }
  if (paper.awaiting_confirmation.count > 0) {
    rows.push({
      label: "En attente de confirmation",
      value: euros(paper.awaiting_confirmation.amount_cents),
      hint: `${orders(paper.awaiting_confirmation.count)} au-delà du plafond de la campagne : elles ne comptent qu'une fois confirmées par un responsable.`,
    });
  }
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="statement-paper-orders">
        <h2 id="statement-paper-orders" className="text-xl font-semibold">
          Commandes papier
        </h2>
        <p className="mt-1 text-sm text-muted">
          L'association a déjà l'argent des commandes payées en espèces ou par chèque : il vient en déduction de ses versements.
        </p>
        <dl className="mt-3 divide-y divide-line/70">
          {rows.map((row) => (
            <div key={row.label} className="py-2.5">
              <div className="flex items-baseline justify-between gap-4">
                <dt className="text-ink">{row.label}</dt>
                <dd className="shrink-0 font-medium whitespace-nowrap text-chocolate tabular-nums">{row.value}</dd>
              </div>
              {row.hint ? <dd className="mt-0.5 text-sm text-muted">{row.hint}</dd> : null}
            </div>
          ))}
        </dl>
        <Button asChild variant="outline" className="mt-4">
          <Link to={pathTo("paperOrders", { campaignId: statement.campaign.id })}>
            <ClipboardList aria-hidden="true" />
            Voir les commandes papier
          </Link>
        </Button>
      </section>
    </Card>
  );
}

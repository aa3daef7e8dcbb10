import { useState } from "react";
import { formatEuroAmount } from "../../shared/format";
import { ASSOCIATION_PART_NOTE } from "../../shared/statement-rules";
import type { SalesListFilter } from "../../shared/order-status";
import { LiveNote } from "../components/live-note";
import { Button } from "../components/ui/button";
import { LoadingState } from "../components/ui/spinner";
import { MoreSalesButton } from "./more-sales-button";
import { SaleCard } from "./sale-card";
import { flattenSales, useCampaignSales } from "./sales-api";
import { useNow } from "./use-now";
import { useSalesStream } from "./use-sales-stream";
import { pendingNote, StatusFilter } from "./status-filter";

/**
 * The body of the 'Détail des ventes' drawer (docs/product.md#sales-drawer): summary, then one card per sale, newest
 * first, kept live while the drawer is open. Mounted only while open (the sheet unmounts its content when closed).
 */
export function CampaignSalesPanel({ campaignId }: { campaignId: string }) {
  const [status, setStatus] = useState<SalesListFilter>("paid");
  const query = useCampaignSales(campaignId, status);
  const liveNote = useSalesStream(campaignId);
  const now = useNow();
  const { sales, summary } = flattenSales(query.data);

  return (
    <div className="flex flex-col gap-4 p-6">
      <LiveNote text={liveNote} />
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-2xl bg-white p-4 shadow-(--shadow-soft)">
          <dt className="text-sm text-muted">Total des ventes</dt>
          <dd className="mt-1 font-display text-2xl font-semibold text-chocolate tabular-nums" data-testid="sales-total">
            {summary ? formatEuroAmount(summary.total_eur) : "–"}
          </dd>
        </div>
        {/* Decision 040: what the association receives, beside what the buyers paid (delivery included). */}
        <div className="rounded-2xl bg-white p-4 shadow-(--shadow-soft)">
          <dt className="text-sm text-muted">Pour l'association</dt>
          <dd className="mt-1 font-display text-2xl font-semibold text-chocolate tabular-nums" data-testid="sales-association">
            {summary ? formatEuroAmount(summary.association_eur) : "–"}
          </dd>
          <dd className="mt-1 text-xs text-muted">{ASSOCIATION_PART_NOTE}</dd>
        </div>
        <div className="rounded-2xl bg-white p-4 shadow-(--shadow-soft)">
          <dt className="text-sm text-muted">Tablettes vendues</dt>
          <dd className="mt-1 font-display text-2xl font-semibold text-chocolate tabular-nums" data-testid="sales-bars">
            {summary ? summary.bars_sold : "–"}
          </dd>
        </div>
      </dl>
      {summary && pendingNote(status, summary.pending_count) ? (
        <p className="-mt-2 text-sm text-muted">{pendingNote(status, summary.pending_count)}</p>
      ) : null}
      <StatusFilter value={status} onChange={setStatus} />

      {query.isPending ? (
        <LoadingState className="min-h-40" />
      ) : query.isError && sales.length === 0 ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl bg-white p-5 text-center text-sm">
          <p>Impossible de charger les ventes pour le moment.</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Réessayer
          </Button>
        </div>
      ) : sales.length === 0 ? (
        <p className="rounded-2xl bg-peach-light p-5 text-center text-sm text-chocolate">
          Aucune vente pour le moment. Partagez votre boutique pour commencer à récolter des fonds !
        </p>
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-label="Ventes" aria-live="polite" aria-relevant="additions">
            {sales.map((sale) => (
              <SaleCard key={sale.id} sale={sale} now={now} />
            ))}
          </ul>
          <MoreSalesButton query={query} />
        </>
      )}
    </div>
  );
}

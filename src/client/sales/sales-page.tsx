import { useSearchParams } from "react-router";
import { Download } from "lucide-react";
import { formatEuroAmount } from "../../shared/format";
import { ASSOCIATION_PART_NOTE } from "../../shared/statement-rules";
import type { SalesListFilter } from "../../shared/order-status";
import { roleCan } from "../../shared/team-rules";
import { useAssociation } from "../session/association-context";
import { NoAssociation } from "../components/no-association";
import { CAMPAIGN_PARAM } from "../campaigns/campaign-paths";
import { AppPageHeader, Container } from "../components/page";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { LoadingState } from "../components/ui/spinner";
import { MoreSalesButton } from "./more-sales-button";
import { flattenSales, salesCsvUrl, useAssociationSales, type SalesSummary } from "./sales-api";
import { CampaignFilter } from "./campaign-filter";
import { isSalesListFilter, pendingNote, StatusFilter } from "./status-filter";
import { SalesTable } from "./sales-table";

/** The sales page's status choice in its address (`?statut=`), 'Payées' when absent. */
const STATUS_PARAM = "statut";

/** /sales (docs/product.md#sales-page): without a current association, says so and offers to create one. */
export function SalesPage() {
  const { currentAssociation, role, loading } = useAssociation();
  if (loading) return <LoadingState />;
  if (!currentAssociation) {
    return (
      <Container className="pb-16">
        <AppPageHeader title="Ventes" subtitle="Suivez toutes les ventes de vos campagnes" />
        <NoAssociation />
      </Container>
    );
  }
  return (
    <AssociationSales
      associationId={currentAssociation.id}
      canExport={role !== null && roleCan(role, "seeMoney")}
      canCorrectEmails={role !== null && roleCan(role, "correctBuyerEmails")}
    />
  );
}

function summaryCards(summary: SalesSummary | null, filter: SalesListFilter): [string, string, string | null][] {
  return [
    ["Nombre de ventes", summary ? String(summary.count) : "–", summary ? pendingNote(filter, summary.pending_count) : null],
    ["Chiffre d'affaires total", summary ? formatEuroAmount(summary.total_eur) : "–", null],
    // Decision 040: what the association receives, beside what the buyers paid (delivery included).
    ["Pour l'association", summary ? formatEuroAmount(summary.association_eur) : "–", ASSOCIATION_PART_NOTE],
    ["Articles vendus", summary ? String(summary.bars_sold) : "–", null],
  ];
}

/** The table's last line: the same totals as the cards, for the same filter (docs/product.md#sales-totals). */
function totalsLine(summary: SalesSummary): string {
  return `Total : ${summary.count} vente${summary.count > 1 ? "s" : ""} · ${formatEuroAmount(summary.total_eur)} · ${summary.bars_sold} article${summary.bars_sold > 1 ? "s" : ""}`;
}

function AssociationSales({
  associationId,
  canExport,
  canCorrectEmails,
}: {
  associationId: string;
  canExport: boolean;
  canCorrectEmails: boolean;
}) {
  // docs/product.md#several-campaigns: every campaign, or the one named by `?campagne=` (a link can share it).
  const [searchParams, setSearchParams] = useSearchParams();
  const campaignId = searchParams.get(CAMPAIGN_PARAM);
  const statusParam = searchParams.get(STATUS_PARAM);
  const status: SalesListFilter = isSalesListFilter(statusParam) ? statusParam : "paid";
  const query = useAssociationSales(associationId, campaignId, status);
  const { sales, summary } = flattenSales(query.data);
  const setParam = (name: string, value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const chooseCampaign = (id: string) => setParam(CAMPAIGN_PARAM, id || null);
  const chooseStatus = (value: SalesListFilter) => setParam(STATUS_PARAM, value === "paid" ? null : value);

  return (
    <Container className="pb-16">
      <AppPageHeader
        title="Ventes"
        subtitle="Suivez toutes les ventes de vos campagnes"
        actions={
          // The export holds every buyer's contact details: the roles that see the money (docs/product.md#roles).
          canExport ? (
            <Button asChild variant="outline">
              <a href={salesCsvUrl(associationId, campaignId)} download>
                <Download aria-hidden="true" />
                Exporter en CSV
              </a>
            </Button>
          ) : undefined
        }
      />
      <div className="mb-5 flex flex-col gap-4 sm:flex-row sm:items-end">
        <CampaignFilter associationId={associationId} value={campaignId} onChange={chooseCampaign} />
        <StatusFilter value={status} onChange={chooseStatus} className="flex flex-col gap-1.5 sm:w-56" />
      </div>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {summaryCards(summary, status).map(([label, value, note]) => (
          <Card key={label} className="p-5">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="mt-1 font-display text-2xl font-semibold text-chocolate tabular-nums sm:text-3xl">{value}</dd>
            {note ? <dd className="mt-1 text-sm text-muted">{note}</dd> : null}
          </Card>
        ))}
      </dl>
      <Card className="mt-6 p-5 sm:p-6">
        <h2 className="text-xl font-semibold">Historique des ventes</h2>
        {query.isPending ? (
          <LoadingState className="min-h-40" />
        ) : query.isError && sales.length === 0 ? (
          <div className="mt-6 flex flex-col items-center gap-3 py-6 text-center">
            <p className="text-muted">Impossible de charger les ventes pour le moment.</p>
            <Button variant="outline" onClick={() => void query.refetch()}>
              Réessayer
            </Button>
          </div>
        ) : sales.length === 0 ? (
          <p className="mt-6 py-8 text-center text-muted">Aucune vente pour le moment</p>
        ) : (
          <div className="mt-4 flex flex-col gap-4">
            <SalesTable sales={sales} canCorrectEmails={canCorrectEmails} />
            {summary ? (
              <p className="border-t border-line pt-3 text-sm font-semibold text-chocolate" data-testid="sales-footer">
                {totalsLine(summary)}
              </p>
            ) : null}
            <MoreSalesButton query={query} />
          </div>
        )}
      </Card>
    </Container>
  );
}

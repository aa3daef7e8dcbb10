import { useSearchParams } from "react-router";
import { Download } from "lucide-react";
import { formatEuroAmount } from "../../shared/format";
import { roleCan } from "../../shared/team-rules";
import { useAssociation } from "../account/association-context";
import { NoAssociation } from "../account/no-association";
import { CAMPAIGN_PARAM } from "../campaigns/campaign-paths";
import { AppPageHeader, Container } from "../components/page";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { LoadingState, Spinner } from "../components/ui/spinner";
import { flattenSales, salesCsvUrl, useAssociationSales, type SalesSummary } from "./sales-api";
import { CampaignFilter } from "./campaign-filter";
import { SalesTable } from "./sales-table";

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
  return <AssociationSales associationId={currentAssociation.id} canExport={role !== null && roleCan(role, "seeMoney")} />;
}

function summaryCards(summary: SalesSummary | null): [string, string][] {
  return [
    ["Nombre de ventes", summary ? String(summary.count) : "–"],
    ["Chiffre d'affaires total", summary ? formatEuroAmount(summary.total_eur) : "–"],
    ["Articles vendus", summary ? String(summary.bars_sold) : "–"],
  ];
}

function AssociationSales({ associationId, canExport }: { associationId: string; canExport: boolean }) {
  // docs/product.md#several-campaigns: every campaign, or the one named by `?campagne=` (a link can share it).
  const [searchParams, setSearchParams] = useSearchParams();
  const campaignId = searchParams.get(CAMPAIGN_PARAM);
  const query = useAssociationSales(associationId, campaignId);
  const { sales, summary } = flattenSales(query.data);
  const chooseCampaign = (id: string) => setSearchParams(id ? { [CAMPAIGN_PARAM]: id } : {}, { replace: true });

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
      <CampaignFilter associationId={associationId} value={campaignId} onChange={chooseCampaign} />
      <dl className="grid gap-4 sm:grid-cols-3">
        {summaryCards(summary).map(([label, value]) => (
          <Card key={label} className="p-5">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="mt-1 font-display text-3xl font-semibold text-chocolate tabular-nums">{value}</dd>
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
            <SalesTable sales={sales} />
            {query.hasNextPage ? (
              <Button
                variant="outline"
                className="self-center"
                onClick={() => void query.fetchNextPage()}
                disabled={query.isFetchingNextPage}
              >
                {query.isFetchingNextPage ? <Spinner className="text-current" /> : null}
                Voir plus
              </Button>
            ) : null}
          </div>
        )}
      </Card>
    </Container>
  );
}

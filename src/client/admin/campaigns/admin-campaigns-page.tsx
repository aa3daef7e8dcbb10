import { Link } from "react-router";
import type { AdminCampaignOverview } from "../../../shared/admin-responses";
import { campaignStatuses } from "../../../shared/campaign";
import { pathTo } from "../../../shared/page-paths";
import { AppPageHeader, Container } from "../../components/page";
import { Card } from "../../components/ui/card";
import { campaignStatusLabels, formatDate, PageStateBadge } from "../admin-format";
import { useAdminCampaignsOverview } from "../admin-api";
import { campaignFigures } from "./campaign-figures";
import { bindFilters, FilterSelect, SearchFilter } from "../filter-fields";
import { PagedList } from "../paged-list";
import { useFilterParams } from "../use-filter-params";

const campaignPath = (campaign: AdminCampaignOverview) => pathTo("adminCampaign", { campaignId: campaign.id });

function CampaignCard({ campaign }: { campaign: AdminCampaignOverview }) {
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <Link to={campaignPath(campaign)} className="font-semibold text-chocolate underline underline-offset-4">
            {campaign.association_name}
          </Link>
          <p className="text-sm text-muted">
            /c/{campaign.public_slug} · {campaignStatusLabels[campaign.status]} · créée le {formatDate(campaign.created_at)}
            {campaign.published_at ? ` · publiée le ${formatDate(campaign.published_at)}` : ""}
          </p>
          <div>
            <PageStateBadge isPublished={campaign.is_published} takenDownAt={campaign.taken_down_at} />
          </div>
        </div>
        <dl className="grid shrink-0 grid-cols-3 gap-4 text-center text-sm">
          {campaignFigures(campaign).map(([term, value]) => (
            <div key={term} className="flex flex-col">
              <dt className="text-xs text-muted">{term}</dt>
              <dd className="font-semibold text-chocolate">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </li>
  );
}

/** /admin/campagnes (docs/product.md#campaigns-overview): every campaign with its totals, searched and filtered. */
export function AdminCampaignsPage() {
  const [filters, setFilter] = useFilterParams(["q", "status"] as const);
  const campaigns = useAdminCampaignsOverview(filters);
  const filter = bindFilters(filters, setFilter);

  return (
    <Container className="pb-16">
      <AppPageHeader title="Campagnes" subtitle="Toutes les campagnes, avec leurs ventes nettes des remboursements." />
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 sm:flex-row sm:items-end">
          <SearchFilter label="Rechercher une campagne" placeholder="Nom ou adresse (slug)" className="flex-1" {...filter("q")} />
          <FilterSelect
            label="Statut"
            options={campaignStatuses.map((status) => [status, campaignStatusLabels[status]] as const)}
            className="sm:w-56"
            {...filter("status")}
          />
        </div>
        <PagedList
          query={campaigns}
          rowsOf={(page) => page.campaigns}
          failed="Impossible de charger les campagnes"
          empty="Aucune campagne ne correspond à ces critères"
        >
          {(rows) => (
            <ul className="flex flex-col gap-3">
              {rows.map((campaign) => (
                <CampaignCard key={campaign.id} campaign={campaign} />
              ))}
            </ul>
          )}
        </PagedList>
      </div>
    </Container>
  );
}

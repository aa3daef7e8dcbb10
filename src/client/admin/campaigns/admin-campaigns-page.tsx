import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Search } from "lucide-react";
import type { AdminCampaignOverview } from "../../../shared/back-office-responses";
import { campaignStatuses } from "../../../shared/campaign";
import { formatEuros } from "../../../shared/money";
import { pathTo } from "../../../shared/page-paths";
import { AppPageHeader, Container } from "../../components/page";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { campaignStatusLabels, formatDate, PageStateBadge } from "../admin-format";
import { useAdminCampaignsOverview } from "../back-office-api";
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
          {(
            [
              ["Ventes", formatEuros(campaign.sales_total_cents)],
              ["Tablettes", String(campaign.bars_sold)],
              ["Commandes", String(campaign.orders_count)],
            ] as const
          ).map(([term, value]) => (
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

function CampaignSearch({ value, onSearch }: { value: string; onSearch: (value: string) => void }) {
  const [text, setText] = useState(value);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form role="search" onSubmit={submit} className="flex flex-1 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-chocolate">
        Rechercher une campagne
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          type="search"
          value={text}
          placeholder="Nom ou adresse (slug)"
          maxLength={120}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="outline" aria-label="Rechercher">
          <Search aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}

/** /admin/campagnes (docs/product.md#campaigns-overview): every campaign with its totals, searched and filtered. */
export function AdminCampaignsPage() {
  const [filters, setFilter] = useFilterParams(["q", "status"] as const);
  const campaigns = useAdminCampaignsOverview(filters);
  const statusId = useId();

  return (
    <Container className="pb-16">
      <AppPageHeader title="Campagnes" subtitle="Toutes les campagnes, avec leurs ventes nettes des remboursements." />
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 sm:flex-row sm:items-end">
          <CampaignSearch value={filters.q ?? ""} onSearch={(value) => setFilter("q", value)} />
          <div className="flex flex-col gap-1.5 sm:w-56">
            <label htmlFor={statusId} className="text-sm font-medium text-chocolate">
              Statut
            </label>
            <Select id={statusId} value={filters.status ?? ""} onChange={(event) => setFilter("status", event.target.value)}>
              <option value="">Tous</option>
              {campaignStatuses.map((status) => (
                <option key={status} value={status}>
                  {campaignStatusLabels[status]}
                </option>
              ))}
            </Select>
          </div>
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

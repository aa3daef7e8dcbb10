import { Download } from "lucide-react";
import { AppPageHeader, Container } from "../../components/page";
import { Button } from "../../components/ui/button";
import { useAdminCampaignsOverview } from "../admin-api";
import { PagedList } from "../paged-list";
import { useFilterParams } from "../use-filter-params";
import { OrderFiltersBar } from "./order-filters";
import { orderFilterNames, ordersCsvUrl, useAdminOrders } from "./orders-api";
import { OrdersList } from "./orders-list";

/** The campaigns offered by the 'Campagne' filter: the newest ones, and the one in the address if older. */
function useCampaignChoices(chosenId: string | undefined) {
  const overview = useAdminCampaignsOverview({});
  const campaigns = (overview.data?.pages[0]?.campaigns ?? []).map((campaign) => ({
    id: campaign.id,
    name: `${campaign.association_name} (/c/${campaign.public_slug})`,
  }));
  if (chosenId && !campaigns.some((campaign) => campaign.id === chosenId)) campaigns.push({ id: chosenId, name: "Campagne choisie" });
  return campaigns;
}

/** /admin/commandes (docs/product.md#orders): every order, newest first, filtered, searched and exported. */
export function AdminOrdersPage() {
  const [filters, setFilter] = useFilterParams(orderFilterNames);
  const orders = useAdminOrders(filters);
  const campaigns = useCampaignChoices(filters.campaign_id);

  return (
    <Container className="pb-16">
      <AppPageHeader
        title="Commandes"
        subtitle="Toutes les commandes de toutes les campagnes, les plus récentes d'abord."
        actions={
          <Button asChild variant="outline">
            <a href={ordersCsvUrl(filters)} download>
              <Download aria-hidden="true" />
              Exporter en CSV
            </a>
          </Button>
        }
      />
      <div className="flex flex-col gap-6">
        <OrderFiltersBar filters={filters} campaigns={campaigns} onChange={setFilter} />
        <PagedList
          query={orders}
          rowsOf={(page) => page.orders}
          failed="Impossible de charger les commandes"
          empty="Aucune commande ne correspond à ces critères"
        >
          {(rows) => <OrdersList orders={rows} />}
        </PagedList>
      </div>
    </Container>
  );
}

import { deliveryModes } from "../../../shared/checkout-rules";
import { fulfilmentStatuses, fulfilmentStatusLabels } from "../../../shared/fulfilment-status";
import { saleStatuses, saleStatusTexts } from "../../../shared/order-status";
import { deliveryModeLabels } from "../admin-format";
import type { OrderFilters } from "./orders-api";
import { bindFilters, DateFilter, FilterSelect, SearchFilter } from "../filter-fields";

type CampaignChoice = { id: string; name: string };

type OrderFiltersProps = {
  filters: OrderFilters;
  campaigns: CampaignChoice[];
  onChange: (name: keyof OrderFilters, value: string) => void;
};

// 'complete' is an older spelling of 'paid': one choice for both would mislead, so it is left out of the list.
const paymentChoices = saleStatuses.filter((status) => status !== "complete");

/** The filters of 'Commandes' (docs/product.md#orders); their values live in the page's address. */
export function OrderFiltersBar({ filters, campaigns, onChange }: OrderFiltersProps) {
  const campaignOptions = campaigns.map((campaign) => [campaign.id, campaign.name] as const);
  const filter = bindFilters(filters, onChange);
  return (
    <div className="grid grid-cols-1 gap-4 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-4">
      <SearchFilter label="Rechercher une commande" placeholder="Référence, nom ou e-mail" className="sm:col-span-2" {...filter("q")} />
      <FilterSelect label="Campagne" options={campaignOptions} {...filter("campaign_id")} />
      <FilterSelect
        label="Paiement"
        options={paymentChoices.map((status) => [status, saleStatusTexts[status].ledger] as const)}
        {...filter("payment_status")}
      />
      <FilterSelect
        label="Préparation"
        options={fulfilmentStatuses.map((status) => [status, fulfilmentStatusLabels[status]] as const)}
        {...filter("fulfilment_status")}
      />
      <FilterSelect
        label="Livraison"
        options={deliveryModes.map((mode) => [mode, deliveryModeLabels[mode]] as const)}
        {...filter("delivery_mode")}
      />
      <DateFilter label="Du" {...filter("from")} />
      <DateFilter label="Au" {...filter("to")} />
    </div>
  );
}

import { deliveryModes } from "../../../shared/checkout-rules";
import { fulfilmentStatuses, fulfilmentStatusLabels } from "../../../shared/fulfilment-status";
import { saleStatuses, saleStatusTexts } from "../../../shared/order-status";
import { deliveryModeLabels } from "../admin-format";
import type { OrderFilters } from "./orders-api";
import { DateFilter, FilterSelect, SearchFilter } from "../filter-fields";

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
  return (
    <div className="grid grid-cols-1 gap-4 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-4">
      <SearchFilter
        label="Rechercher une commande"
        placeholder="Référence, nom ou e-mail"
        value={filters.q ?? ""}
        onSearch={(value) => onChange("q", value)}
        className="sm:col-span-2"
      />
      <FilterSelect
        label="Campagne"
        value={filters.campaign_id ?? ""}
        onChange={(value) => onChange("campaign_id", value)}
        options={campaignOptions}
      />
      <FilterSelect
        label="Paiement"
        value={filters.payment_status ?? ""}
        onChange={(value) => onChange("payment_status", value)}
        options={paymentChoices.map((status) => [status, saleStatusTexts[status].ledger] as const)}
      />
      <FilterSelect
        label="Préparation"
        value={filters.fulfilment_status ?? ""}
        onChange={(value) => onChange("fulfilment_status", value)}
        options={fulfilmentStatuses.map((status) => [status, fulfilmentStatusLabels[status]] as const)}
      />
      <FilterSelect
        label="Livraison"
        value={filters.delivery_mode ?? ""}
        onChange={(value) => onChange("delivery_mode", value)}
        options={deliveryModes.map((mode) => [mode, deliveryModeLabels[mode]] as const)}
      />
      <DateFilter label="Du" value={filters.from ?? ""} onChange={(value) => onChange("from", value)} />
      <DateFilter label="Au" value={filters.to ?? ""} onChange={(value) => onChange("to", value)} />
    </div>
  );
}

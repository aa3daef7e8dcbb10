import { useId, useState, type FormEvent } from "react";
import { Search } from "lucide-react";
import { deliveryModes } from "../../../shared/checkout-rules";
import { fulfilmentStatuses, fulfilmentStatusLabels } from "../../../shared/fulfilment-status";
import { saleStatuses, saleStatusTexts } from "../../../shared/order-status";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { deliveryModeLabels } from "../admin-format";
import type { OrderFilters } from "../back-office-api";

type CampaignChoice = { id: string; name: string };

type OrderFiltersProps = {
  filters: OrderFilters;
  campaigns: CampaignChoice[];
  onChange: (name: keyof OrderFilters, value: string) => void;
};

// 'complete' is an older spelling of 'paid': one choice for both would mislead, so it is left out of the list.
const paymentChoices = saleStatuses.filter((status) => status !== "complete");

function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [string, string])[];
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-chocolate">
        {label}
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Tous</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </Select>
    </div>
  );
}

function DateFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-chocolate">
        {label}
      </label>
      <Input id={id} type="date" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

/** The search applies when sent (a list read per keystroke would flicker); every choice applies at once. */
function SearchForm({ value, onSearch }: { value: string; onSearch: (value: string) => void }) {
  const [text, setText] = useState(value);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form role="search" onSubmit={submit} className="flex flex-col gap-1.5 sm:col-span-2">
      <label htmlFor={id} className="text-sm font-medium text-chocolate">
        Rechercher une commande
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          type="search"
          value={text}
          placeholder="Référence, nom ou e-mail"
          onChange={(event) => setText(event.target.value)}
          maxLength={120}
        />
        <Button type="submit" variant="outline" aria-label="Rechercher">
          <Search aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}

/** The filters of 'Commandes' (docs/product.md#orders); their values live in the page's address. */
export function OrderFiltersBar({ filters, campaigns, onChange }: OrderFiltersProps) {
  const campaignOptions = campaigns.map((campaign) => [campaign.id, campaign.name] as const);
  return (
    <div className="grid grid-cols-1 gap-4 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-4">
      <SearchForm value={filters.q ?? ""} onSearch={(value) => onChange("q", value)} />
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

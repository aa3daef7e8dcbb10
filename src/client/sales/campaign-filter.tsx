import { useId } from "react";
import { useCampaignCards } from "../campaigns/campaign-cards-api";
import { Select } from "../components/ui/select";
import { formatParisDate } from "../../shared/paris-time";

type CampaignFilterProps = { associationId: string; value: string | null; onChange: (campaignId: string) => void };

/**
 * The sales page's 'Campagne' choice (docs/product.md#several-campaigns), shown once the association has several
 * campaigns: every campaign, or one season. Each option names the campaign and its creation date, which tell two
 * seasons of the same name apart.
 */
export function CampaignFilter({ associationId, value, onChange }: CampaignFilterProps) {
  const id = useId();
  const campaigns = useCampaignCards(associationId);
  const list = campaigns.data ?? [];
  if (list.length < 2 && !value) return null;

  return (
    <div className="flex flex-col gap-1.5 sm:max-w-md sm:flex-1">
      <label htmlFor={id} className="text-sm font-medium text-chocolate">
        Campagne
      </label>
      <Select id={id} value={value ?? ""} onChange={(event) => onChange(event.target.value)}>
        <option value="">Toutes les campagnes</option>
        {list.map((campaign) => (
          <option key={campaign.id} value={campaign.id}>
            {campaign.association_name} (créée le {formatParisDate(campaign.created_at)})
          </option>
        ))}
      </Select>
    </div>
  );
}

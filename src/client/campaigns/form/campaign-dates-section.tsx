import { MAX_DISTRIBUTION_PLACE_LENGTH, type CAMPAIGN_DATE_FIELDS } from "../../../shared/campaign-dates-rules";
import type { BindField } from "./field-binding";
import { FormSection } from "./form-section";
import { TextField } from "./text-fields";

type DateFieldName = (typeof CAMPAIGN_DATE_FIELDS)[number];

type CampaignDatesSectionProps = {
  bind: BindField<DateFieldName>;
  /** The creation form numbers its sections. */
  number?: number;
};

/**
 * 'Dates de la campagne' (docs/product.md#campaign-dates), in the creation form and the one-pager: the order deadline
 * and, for pick-up, the distribution day, its times and place; all optional. A field whose rule reads another one
 * checks that other one again when it changes (the end after the start, the distribution after the deadline).
 */
export function CampaignDatesSection({ bind, number }: CampaignDatesSectionProps) {
  return (
    <FormSection
      id="dates"
      number={number}
      title="Dates de la campagne"
      description="Facultatif : jusqu'à quand vous prenez les commandes, et quand et où vos soutiens retirent leurs chocolats."
    >
      <TextField
        {...bind("order_deadline", { deps: ["distribution_date"] })}
        label="Date limite de commande"
        hint="Le lendemain, votre page n'accepte plus de commandes."
        type="date"
      />
      <TextField
        {...bind("distribution_date")}
        label="Date de distribution"
        hint="Le jour où vos soutiens retirent leurs commandes."
        type="date"
      />
      <TextField
        {...bind("distribution_start_time", { deps: ["distribution_end_time"] })}
        label="Heure de début"
        hint="Heure de Paris, par exemple 16:30."
        type="time"
      />
      <TextField {...bind("distribution_end_time")} label="Heure de fin" type="time" />
      <TextField
        {...bind("distribution_place")}
        label="Lieu de distribution"
        hint="Par exemple : Salle des fêtes, 2 place de la Mairie."
        maxLength={MAX_DISTRIBUTION_PLACE_LENGTH}
        autoComplete="off"
        wide
      />
    </FormSection>
  );
}

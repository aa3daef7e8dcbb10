import type { UseFormRegisterReturn } from "react-hook-form";
import { MAX_DISTRIBUTION_PLACE_LENGTH, type CAMPAIGN_DATE_FIELDS } from "../../../shared/campaign-dates-rules";
import { FormSection } from "./form-section";
import { TextField } from "./text-fields";

type DateFieldName = (typeof CAMPAIGN_DATE_FIELDS)[number];

type CampaignDatesSectionProps = {
  register: (name: DateFieldName, options?: { deps?: DateFieldName[] }) => UseFormRegisterReturn;
  error: (name: DateFieldName) => string | undefined;
  /** The creation form numbers its sections. */
  number?: number;
};

/**
 * 'Dates de la campagne' (docs/product.md#campaign-dates), in the creation form and the one-pager: the order deadline
 * and, for pick-up, the distribution day, its times and place; all optional. A field whose rule reads another one
 * checks that other one again when it changes (the end after the start, the distribution after the deadline).
 */
export function CampaignDatesSection({ register, error, number }: CampaignDatesSectionProps) {
  return (
    <FormSection
      id="dates"
      number={number}
      title="Dates de la campagne"
      description="Facultatif : jusqu'à quand vous prenez les commandes, et quand et où vos soutiens retirent leurs chocolats."
    >
      <TextField
        registration={register("order_deadline", { deps: ["distribution_date"] })}
        label="Date limite de commande"
        error={error("order_deadline")}
        hint="Le lendemain, votre page n'accepte plus de commandes."
        type="date"
      />
      <TextField
        registration={register("distribution_date")}
        label="Date de distribution"
        error={error("distribution_date")}
        hint="Le jour où vos soutiens retirent leurs commandes."
        type="date"
      />
      <TextField
        registration={register("distribution_start_time", { deps: ["distribution_end_time"] })}
        label="Heure de début"
        error={error("distribution_start_time")}
        hint="Heure de Paris, par exemple 16:30."
        type="time"
      />
      <TextField registration={register("distribution_end_time")} label="Heure de fin" error={error("distribution_end_time")} type="time" />
      <TextField
        registration={register("distribution_place")}
        label="Lieu de distribution"
        error={error("distribution_place")}
        hint="Par exemple : Salle des fêtes, 2 place de la Mairie."
        maxLength={MAX_DISTRIBUTION_PLACE_LENGTH}
        autoComplete="off"
        wide
      />
    </FormSection>
  );
}

import { useWatch, type UseFormReturn } from "react-hook-form";
import type { CampaignCreate, CampaignCreateInput } from "../../../shared/campaign";
import { BrandColorFields, CampaignImageField, type CampaignImageName, type ImageBinding } from "../form/campaign-field-groups";
import { fieldSetter, type BindField } from "../form/field-binding";
import { FormSection } from "../form/form-section";

type CreateForm = UseFormReturn<CampaignCreateInput, unknown, CampaignCreate>;

type VisualIdentitySectionProps = {
  form: CreateForm;
  bind: BindField<"branding_primary_color" | "branding_secondary_color">;
  associationId: string;
};

/** Section 2 of /campaign/create: logo, cover image and the two brand colours. */
export function VisualIdentitySection({ form, bind, associationId }: VisualIdentitySectionProps) {
  const [logo, hero, primary, secondary] = useWatch({
    control: form.control,
    name: ["logo_url", "hero_image_url", "branding_primary_color", "branding_secondary_color"],
  });
  const set = fieldSetter(form);
  const image = (name: CampaignImageName, value?: string | null): ImageBinding => ({ name, associationId, value: value ?? "", pick: set });

  return (
    <FormSection id="identite-visuelle" number={2} title="Identité visuelle" description="Votre logo, une belle image et vos couleurs.">
      <CampaignImageField {...image("logo_url", logo)} hint="Facultatif. Image carrée de préférence." />
      <CampaignImageField {...image("hero_image_url", hero)} hint="Facultatif. Une photo large de votre projet." />
      <BrandColorFields
        bind={bind}
        values={{ branding_primary_color: primary ?? "", branding_secondary_color: secondary ?? "" }}
        pick={set}
      />
    </FormSection>
  );
}

import { useWatch, type UseFormReturn } from "react-hook-form";
import type { CampaignCreate, CampaignCreateInput } from "../../../shared/campaign";
import { BrandColorFields, CampaignImageField } from "../form/campaign-field-groups";
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

  return (
    <FormSection id="identite-visuelle" number={2} title="Identité visuelle" description="Votre logo, une belle image et vos couleurs.">
      <CampaignImageField
        name="logo_url"
        associationId={associationId}
        value={logo ?? ""}
        pick={set}
        hint="Facultatif. Image carrée de préférence (JPEG, PNG, WebP), 5 Mo au maximum."
      />
      <CampaignImageField
        name="hero_image_url"
        associationId={associationId}
        value={hero ?? ""}
        pick={set}
        hint="Facultatif. Une photo large de votre projet, 5 Mo au maximum."
      />
      <BrandColorFields
        bind={bind}
        values={{ branding_primary_color: primary ?? "", branding_secondary_color: secondary ?? "" }}
        pick={set}
      />
    </FormSection>
  );
}

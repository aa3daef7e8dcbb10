import { useWatch, type UseFormReturn } from "react-hook-form";
import type { CampaignCreate, CampaignCreateInput } from "../../../shared/campaign";
import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR } from "../../../shared/campaign-rules";
import { ColorField } from "../form/color-field";
import { FormSection } from "../form/form-section";
import { ImageUploadField } from "../form/image-upload-field";

type CreateForm = UseFormReturn<CampaignCreateInput, unknown, CampaignCreate>;

/** Section 2 of /campaign/create: logo, cover image and the two brand colours. */
export function VisualIdentitySection({ form, associationId }: { form: CreateForm; associationId: string }) {
  const [logo, hero, primary, secondary] = useWatch({
    control: form.control,
    name: ["logo_url", "hero_image_url", "branding_primary_color", "branding_secondary_color"],
  });
  const { errors } = form.formState;
  const set = (name: "logo_url" | "hero_image_url" | "branding_primary_color" | "branding_secondary_color", value: string) =>
    form.setValue(name, value, { shouldDirty: true, shouldValidate: true });

  return (
    <FormSection id="identite-visuelle" number={2} title="Identité visuelle" description="Votre logo, une belle image et vos couleurs.">
      <ImageUploadField
        name="logo_url"
        label="Logo"
        kind="campaign-logos"
        shape="logo"
        associationId={associationId}
        value={logo ?? ""}
        onChange={(url) => set("logo_url", url)}
        hint="Facultatif. Image carrée de préférence (JPEG, PNG, WebP), 5 Mo au maximum."
      />
      <ImageUploadField
        name="hero_image_url"
        label="Image de couverture"
        kind="campaign-heroes"
        shape="hero"
        associationId={associationId}
        value={hero ?? ""}
        onChange={(url) => set("hero_image_url", url)}
        hint="Facultatif. Une photo large de votre projet, 5 Mo au maximum."
      />
      <ColorField
        registration={form.register("branding_primary_color")}
        label="Couleur principale"
        value={primary ?? ""}
        fallback={DEFAULT_PRIMARY_COLOR}
        onPick={(color) => set("branding_primary_color", color)}
        error={errors.branding_primary_color?.message}
      />
      <ColorField
        registration={form.register("branding_secondary_color")}
        label="Couleur secondaire"
        value={secondary ?? ""}
        fallback={DEFAULT_SECONDARY_COLOR}
        onPick={(color) => set("branding_secondary_color", color)}
        error={errors.branding_secondary_color?.message}
      />
    </FormSection>
  );
}

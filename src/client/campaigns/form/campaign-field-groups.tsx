import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR, SEO_DESCRIPTION_HINT } from "../../../shared/campaign-rules";
import type { ImageKind } from "../campaign-api";
import { ColorField } from "./color-field";
import type { BindField } from "./field-binding";
import { ImageUploadField } from "./image-upload-field";
import { TextAreaField, TextField } from "./text-fields";

// The groups of fields the creation form and the one-pager both hold (docs/product.md#campaign-fields), the same there.

const SOCIAL_LINKS = [
  { name: "social_facebook", label: "Facebook", placeholder: "https://facebook.com/..." },
  { name: "social_instagram", label: "Instagram", placeholder: "https://instagram.com/..." },
  { name: "social_twitter", label: "Twitter", placeholder: "https://twitter.com/..." },
] as const;

type SocialLinkName = (typeof SOCIAL_LINKS)[number]["name"];

/** Facebook, Instagram and Twitter addresses. */
export function SocialLinkFields({ bind }: { bind: BindField<SocialLinkName> }) {
  return SOCIAL_LINKS.map(({ name, label, placeholder }) => (
    <TextField key={name} {...bind(name)} label={label} type="url" placeholder={placeholder} />
  ));
}

type SeoFieldsProps = { bind: BindField<"seo_title" | "seo_description" | "og_image_url">; descriptionLength: number };

/** How the page shows in search engines and shares: title, description (with its counter) and image. */
export function SeoFields({ bind, descriptionLength }: SeoFieldsProps) {
  return (
    <>
      <TextField {...bind("seo_title")} label="Titre SEO" wide />
      <TextAreaField
        {...bind("seo_description")}
        label="Description SEO"
        hint={`${SEO_DESCRIPTION_HINT} caractères maximum recommandés.`}
        length={descriptionLength}
        max={SEO_DESCRIPTION_HINT}
        rows={3}
      />
      <TextField {...bind("og_image_url")} label="Image de partage (URL)" type="url" placeholder="https://..." wide />
    </>
  );
}

const BRAND_COLORS = [
  { name: "branding_primary_color", label: "Couleur principale", fallback: DEFAULT_PRIMARY_COLOR },
  { name: "branding_secondary_color", label: "Couleur secondaire", fallback: DEFAULT_SECONDARY_COLOR },
] as const;

type BrandColorName = (typeof BRAND_COLORS)[number]["name"];

type BrandColorFieldsProps = {
  bind: BindField<BrandColorName>;
  values: Record<BrandColorName, string>;
  pick: (name: BrandColorName, color: string) => void;
};

/** The page's two colours, each a picker plus its hex text. */
export function BrandColorFields({ bind, values, pick }: BrandColorFieldsProps) {
  return BRAND_COLORS.map(({ name, label, fallback }) => {
    const { registration, error } = bind(name);
    return (
      <ColorField
        key={name}
        registration={registration}
        label={label}
        value={values[name]}
        fallback={fallback}
        onPick={(color) => pick(name, color)}
        error={error}
      />
    );
  });
}

const CAMPAIGN_IMAGES = {
  logo_url: { label: "Logo", kind: "campaign-logos", shape: "logo" },
  hero_image_url: { label: "Image de couverture", kind: "campaign-heroes", shape: "hero" },
} as const satisfies Record<string, { label: string; kind: ImageKind; shape: "logo" | "hero" }>;

export type CampaignImageName = keyof typeof CAMPAIGN_IMAGES;

/** What an image field takes from its form: the stored URL ('' when none) and how to set it. */
export type ImageBinding = {
  name: CampaignImageName;
  associationId: string;
  value: string;
  pick: (name: CampaignImageName, url: string) => void;
};

/** The logo or the cover image, uploaded as soon as it is chosen. */
export function CampaignImageField({ name, associationId, value, pick, hint }: ImageBinding & { hint: string }) {
  return (
    <ImageUploadField
      name={name}
      {...CAMPAIGN_IMAGES[name]}
      associationId={associationId}
      value={value}
      onChange={(url) => pick(name, url)}
      hint={hint}
    />
  );
}

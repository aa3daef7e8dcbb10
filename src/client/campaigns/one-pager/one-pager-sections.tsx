import type { UseFormReturn } from "react-hook-form";
import type { CampaignDraft, CampaignDraftInput } from "../../../shared/campaign";
import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR, MAX_MESSAGE_LENGTH, SEO_DESCRIPTION_HINT } from "../../../shared/campaign-rules";
import { MIN_CAMPAIGN_BAR_PRICE_CENTS } from "../../../shared/catalogue";
import { formatEuros } from "../../../shared/money";
import { cn } from "../../lib/utils";
import { CampaignDatesSection } from "../form/campaign-dates-section";
import { ColorField } from "../form/color-field";
import { FormSection } from "../form/form-section";
import { ImageUploadField } from "../form/image-upload-field";
import { TextAreaField, TextField } from "../form/text-fields";
import type { DraftFieldName, DraftFormValues } from "./draft-values";
import { slugStatusText, type SlugStatus } from "./slug-status";

/** The campaign's price replaces every bar's: at least the dearest bar's catalogue price (server-checked too). */
const BAR_PRICE_HINT = `Facultatif : laissez vide pour garder nos prix. Sinon, ${formatEuros(MIN_CAMPAIGN_BAR_PRICE_CENTS)} au minimum.`;

export type DraftForm = UseFormReturn<CampaignDraftInput, unknown, CampaignDraft>;

type SectionsProps = { form: DraftForm; values: DraftFormValues; associationId: string; slugStatus: SlugStatus };

const PUBLIC = "Cette information sera visible publiquement sur votre page.";

/** The seven sections of /onboarding/form (docs/product.md#one-pager), fields of campaignDraftSchema. */
export function OnePagerSections({ form, values, associationId, slugStatus }: SectionsProps) {
  const { errors } = form.formState;
  const err = (name: DraftFieldName) => errors[name]?.message;
  const reg = (name: DraftFieldName) => form.register(name);
  const set = (name: DraftFieldName, value: string) => form.setValue(name, value, { shouldDirty: true, shouldValidate: true });
  const slugText = slugStatusText(slugStatus);

  return (
    <>
      <FormSection id="identite" title="Identité" description="Qui vous êtes et à quoi ressemble votre page.">
        <TextField
          registration={reg("association_name")}
          label={"Nom de l'association"}
          error={err("association_name")}
          autoComplete="organization"
          aria-required
        />
        <TextField registration={reg("association_slogan")} label="Slogan" error={err("association_slogan")} />
        <ImageUploadField
          name="logo_url"
          label="Logo"
          kind="campaign-logos"
          shape="logo"
          associationId={associationId}
          value={values.logo_url}
          onChange={(url) => set("logo_url", url)}
          hint="JPEG, PNG ou WebP, 5 Mo au maximum."
        />
        <div className="hidden sm:block" />
        <ColorField
          registration={reg("branding_primary_color")}
          label="Couleur principale"
          value={values.branding_primary_color}
          fallback={DEFAULT_PRIMARY_COLOR}
          onPick={(c) => set("branding_primary_color", c)}
          error={err("branding_primary_color")}
        />
        <ColorField
          registration={reg("branding_secondary_color")}
          label="Couleur secondaire"
          value={values.branding_secondary_color}
          fallback={DEFAULT_SECONDARY_COLOR}
          onPick={(c) => set("branding_secondary_color", c)}
          error={err("branding_secondary_color")}
        />
      </FormSection>

      <FormSection id="message-principal" title="Message principal" description="Le texte en tête de votre page.">
        <TextAreaField
          registration={reg("campaign_message")}
          label={"Message principal (150 à 300 caractères)"}
          error={err("campaign_message")}
          hint="Présentez votre projet en quelques phrases (10 caractères au minimum)."
          length={values.campaign_message.length}
          max={MAX_MESSAGE_LENGTH}
          rows={5}
          aria-required
        />
        <ImageUploadField
          name="hero_image_url"
          label="Image de couverture"
          kind="campaign-heroes"
          shape="hero"
          associationId={associationId}
          value={values.hero_image_url}
          onChange={(url) => set("hero_image_url", url)}
          hint="Une photo large de votre projet, 5 Mo au maximum."
        />
        <TextField
          registration={reg("project_goal_eur")}
          label="Objectif de collecte (€)"
          error={err("project_goal_eur")}
          hint="Facultatif : laissez vide pour ne pas afficher d'objectif."
          type="number"
          step="0.01"
          min="0"
          inputMode="decimal"
        />
      </FormSection>

      <FormSection id="mission" title="Mission">
        <TextAreaField
          registration={reg("association_description")}
          label="Description de votre mission"
          error={err("association_description")}
          length={values.association_description.length}
          max={MAX_MESSAGE_LENGTH}
        />
      </FormSection>

      <FormSection
        id="produits"
        title="Produits (Chocolats)"
        description="Nos tablettes bio et équitables : précisez ce que vous voulez mettre en avant."
      >
        <TextAreaField
          registration={reg("chocolate_description")}
          label="Présentation des chocolats"
          error={err("chocolate_description")}
          rows={3}
        />
        <TextField
          registration={reg("chocolate_price_eur")}
          label="Prix de la tablette (€)"
          error={err("chocolate_price_eur")}
          hint={BAR_PRICE_HINT}
          type="number"
          step="0.01"
          min={MIN_CAMPAIGN_BAR_PRICE_CENTS / 100}
          inputMode="decimal"
        />
      </FormSection>

      <FormSection id="contact-reseaux" title="Contact & Réseaux sociaux">
        <TextField
          registration={reg("contact_email")}
          label={"Email de contact"}
          error={err("contact_email")}
          type="email"
          autoComplete="email"
          note={PUBLIC}
          aria-required
        />
        <TextField
          registration={reg("contact_phone")}
          label="Téléphone"
          error={err("contact_phone")}
          type="tel"
          autoComplete="tel"
          note={PUBLIC}
        />
        <TextField
          registration={reg("association_address")}
          label="Adresse"
          error={err("association_address")}
          autoComplete="street-address"
          note={PUBLIC}
          wide
        />
        <TextField
          registration={reg("social_facebook")}
          label="Facebook"
          error={err("social_facebook")}
          type="url"
          placeholder="https://facebook.com/..."
        />
        <TextField
          registration={reg("social_instagram")}
          label="Instagram"
          error={err("social_instagram")}
          type="url"
          placeholder="https://instagram.com/..."
        />
        <TextField
          registration={reg("social_twitter")}
          label="Twitter"
          error={err("social_twitter")}
          type="url"
          placeholder="https://twitter.com/..."
        />
      </FormSection>

      <CampaignDatesSection register={(name, options) => form.register(name, options)} error={err} />

      <FormSection id="publication" title="Paramètres de publication">
        <div className="flex flex-col gap-1 sm:col-span-2">
          <TextField
            registration={reg("public_slug")}
            label={"Adresse de la page (slug)"}
            error={err("public_slug")}
            hint="Lettres minuscules, chiffres et tirets. Votre page : /c/votre-slug"
            autoComplete="off"
            spellCheck={false}
            placeholder="amis-ecole-jules-ferry"
            aria-required
          />
          <p
            role="status"
            className={cn(
              "min-h-5 text-sm font-medium",
              slugStatus.kind === "available" && "text-success",
              (slugStatus.kind === "taken" || slugStatus.kind === "reserved" || slugStatus.kind === "error") && "text-danger",
              slugStatus.kind === "checking" && "text-muted",
            )}
          >
            {slugText}
          </p>
        </div>
        <TextField registration={reg("seo_title")} label="Titre SEO" error={err("seo_title")} wide />
        <TextAreaField
          registration={reg("seo_description")}
          label="Description SEO"
          error={err("seo_description")}
          hint={`${SEO_DESCRIPTION_HINT} caractères maximum recommandés.`}
          length={values.seo_description.length}
          max={SEO_DESCRIPTION_HINT}
          rows={3}
        />
        <TextField
          registration={reg("og_image_url")}
          label="Image de partage (URL)"
          error={err("og_image_url")}
          type="url"
          placeholder="https://..."
          wide
        />
      </FormSection>
    </>
  );
}

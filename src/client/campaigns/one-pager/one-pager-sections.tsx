import type { UseFormReturn } from "react-hook-form";
import type { CampaignDraft, CampaignDraftInput } from "../../../shared/campaign";
import { MAX_MESSAGE_LENGTH } from "../../../shared/campaign-rules";
import { GOAL_MEASURE_HINT } from "../../../shared/statement-rules";
import { MIN_CAMPAIGN_BAR_PRICE_CENTS } from "../../../shared/catalogue";
import { formatEuros } from "../../../shared/money";
import { cn } from "../../lib/utils";
import { CampaignDatesSection } from "../form/campaign-dates-section";
import {
  BrandColorFields,
  CampaignImageField,
  SeoFields,
  SocialLinkFields,
  type CampaignImageName,
  type ImageBinding,
} from "../form/campaign-field-groups";
import { fieldBinder, fieldSetter } from "../form/field-binding";
import { FormSection } from "../form/form-section";
import { TextAreaField, TextField } from "../form/text-fields";
import type { DraftFormValues } from "./draft-values";
import { slugStatusText, type SlugStatus } from "./slug-status";

/** The campaign's price replaces every bar's: at least the dearest bar's catalogue price (server-checked too). */
const BAR_PRICE_HINT = `Facultatif : laissez vide pour garder nos prix. Sinon, ${formatEuros(MIN_CAMPAIGN_BAR_PRICE_CENTS)} au minimum.`;

export type DraftForm = UseFormReturn<CampaignDraftInput, unknown, CampaignDraft>;

type SectionsProps = { form: DraftForm; values: DraftFormValues; associationId: string; slugStatus: SlugStatus };

const PUBLIC = "Cette information sera visible publiquement sur votre page.";

/** The seven sections of /onboarding/form (docs/product.md#one-pager), fields of campaignDraftSchema. */
export function OnePagerSections({ form, values, associationId, slugStatus }: SectionsProps) {
  const bind = fieldBinder(form);
  const set = fieldSetter(form);
  const image = (name: CampaignImageName): ImageBinding => ({ name, associationId, value: values[name], pick: set });
  const slugText = slugStatusText(slugStatus);

  return (
    <>
      <FormSection id="identite" title="Identité" description="Qui vous êtes et à quoi ressemble votre page.">
        <TextField {...bind("association_name")} label={"Nom de l'association"} autoComplete="organization" aria-required />
        <TextField {...bind("association_slogan")} label="Slogan" />
        <CampaignImageField {...image("logo_url")} hint="JPEG, PNG ou WebP, 5 Mo au maximum." />
        <div className="hidden sm:block" />
        <BrandColorFields bind={bind} values={values} pick={set} />
      </FormSection>

      <FormSection id="message-principal" title="Message principal" description="Le texte en tête de votre page.">
        <TextAreaField
          {...bind("campaign_message")}
          label={"Message principal (150 à 300 caractères)"}
          hint="Présentez votre projet en quelques phrases (10 caractères au minimum)."
          length={values.campaign_message.length}
          max={MAX_MESSAGE_LENGTH}
          rows={5}
          aria-required
        />
        <CampaignImageField {...image("hero_image_url")} hint="Une photo large de votre projet, 5 Mo au maximum." />
        <TextField
          {...bind("project_goal_eur")}
          label="Objectif de collecte (€)"
          hint={`Facultatif : laissez vide pour ne pas afficher d'objectif. ${GOAL_MEASURE_HINT}`}
          type="number"
          step="0.01"
          min="0"
          inputMode="decimal"
        />
      </FormSection>

      <FormSection id="mission" title="Mission">
        <TextAreaField
          {...bind("association_description")}
          label="Description de votre mission"
          length={values.association_description.length}
          max={MAX_MESSAGE_LENGTH}
        />
      </FormSection>

      <FormSection
        id="produits"
        title="Produits (Chocolats)"
        description="Nos tablettes bio et équitables : précisez ce que vous voulez mettre en avant."
      >
        <TextAreaField {...bind("chocolate_description")} label="Présentation des chocolats" rows={3} />
        <TextField
          {...bind("chocolate_price_eur")}
          label="Prix de la tablette (€)"
          hint={BAR_PRICE_HINT}
          type="number"
          step="0.01"
          min={MIN_CAMPAIGN_BAR_PRICE_CENTS / 100}
          inputMode="decimal"
        />
      </FormSection>

      <FormSection id="contact-reseaux" title="Contact & Réseaux sociaux">
        <TextField {...bind("contact_email")} label={"Email de contact"} type="email" autoComplete="email" note={PUBLIC} aria-required />
        <TextField {...bind("contact_phone")} label="Téléphone" type="tel" autoComplete="tel" note={PUBLIC} />
        <TextField {...bind("association_address")} label="Adresse" autoComplete="street-address" note={PUBLIC} wide />
        <SocialLinkFields bind={bind} />
      </FormSection>

      <CampaignDatesSection bind={bind} />

      <FormSection id="publication" title="Paramètres de publication">
        <div className="flex flex-col gap-1 sm:col-span-2">
          <TextField
            {...bind("public_slug")}
            label={"Adresse de la page (slug)"}
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
        <SeoFields bind={bind} descriptionLength={values.seo_description.length} />
      </FormSection>
    </>
  );
}

import type { UseFormReturn } from "react-hook-form";
import type { CampaignDraft, CampaignDraftInput } from "../../../shared/campaign";
import { MAX_MESSAGE_LENGTH } from "../../../shared/campaign-rules";
import { pathTo } from "../../../shared/page-paths";
import { GOAL_MEASURE_HINT } from "../../../shared/statement-rules";
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
import type { SlugStatus } from "./slug-status";
import { SlugStatusLine } from "./slug-status-line";

export type DraftForm = UseFormReturn<CampaignDraftInput, unknown, CampaignDraft>;

type SectionsProps = {
  form: DraftForm;
  values: DraftFormValues;
  associationId: string;
  slugStatus: SlugStatus;
  /** The page's address as saved, null before the first save: a different one in the field is a change of address. */
  savedSlug: string | null;
};

const PUBLIC = "Cette information sera visible publiquement sur votre page.";

/** The seven sections of /onboarding/form (docs/product.md#one-pager), fields of campaignDraftSchema. */
export function OnePagerSections({ form, values, associationId, slugStatus, savedSlug }: SectionsProps) {
  const bind = fieldBinder(form);
  const set = fieldSetter(form);
  const image = (name: CampaignImageName): ImageBinding => ({ name, associationId, value: values[name], pick: set });

  return (
    <>
      <FormSection id="identite" title="Identité" description="Qui vous êtes et à quoi ressemble votre page.">
        <TextField {...bind("association_name")} label={"Nom de l'association"} autoComplete="organization" aria-required />
        <TextField {...bind("association_slogan")} label="Slogan" />
        <CampaignImageField {...image("logo_url")} hint="Image carrée de préférence." />
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
        <CampaignImageField {...image("hero_image_url")} hint="Une photo large de votre projet." />
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
        {/* The bar price is set by the platform, not here (decision 037): the form keeps it as it is. */}
        <TextAreaField {...bind("chocolate_description")} label="Présentation des chocolats" rows={3} />
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
          <SlugStatusLine status={slugStatus} />
          {savedSlug && values.public_slug.trim() !== savedSlug ? <AddressChangeWarning from={savedSlug} /> : null}
        </div>
        <SeoFields bind={bind} descriptionLength={values.seo_description.length} />
      </FormSection>
    </>
  );
}

/**
 * Decision 036: what a change of address does, before it is saved. The old address keeps leading to the shop, but
 * what was printed shows it: posters and flyers are best printed again.
 */
function AddressChangeWarning({ from }: { from: string }) {
  return (
    <div role="note" className="mt-1 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-ink/90">
      <p className="font-semibold text-ink">Vous changez l'adresse de votre page</p>
      <p className="mt-1">
        L'ancienne adresse ({pathTo("campaign", { slug: from })}) et les liens des vendeurs continueront de mener à votre boutique. Mais les
        affiches et les flyers déjà imprimés montrent l'ancienne adresse : réimprimez-les avec la nouvelle.
      </p>
    </div>
  );
}

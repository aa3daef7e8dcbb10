import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { pathTo } from "../../../shared/page-paths";
import { campaignCreateSchema, type Campaign, type CampaignCreate } from "../../../shared/campaign";
import { MAX_MESSAGE_LENGTH } from "../../../shared/campaign-rules";
import { GOAL_MEASURE_HINT } from "../../../shared/statement-rules";
import { Button } from "../../components/ui/button";
import { toastFirstError, useZodForm } from "../../lib/use-zod-form";
import { createCampaign, ownCampaignQueryKey } from "../campaign-api";
import { CampaignDatesSection } from "../form/campaign-dates-section";
import { SeoFields, SocialLinkFields } from "../form/campaign-field-groups";
import { fieldBinder } from "../form/field-binding";
import { FormSection } from "../form/form-section";
import { TextAreaField, TextField } from "../form/text-fields";
import type { AssociationSummary } from "../../../shared/account";
import { meQueryKey } from "../../session/me-api";
import { associationDefaults } from "./association-defaults";
import { createFormDefaults, creationFailure, NO_ASSOCIATION_MESSAGE } from "./create-values";
import { VisualIdentitySection } from "./visual-identity-section";
import { CreationAddressField } from "./address-field";

type CreateFormProps = {
  /** The association the campaign is for: the form starts from its details (decision 034). */
  association: AssociationSummary;
  onCreated: (campaign: Campaign) => void;
};

/** The seven numbered sections of /campaign/create (docs/product.md#creation-form: sections, rules, errors). */
export function CreateForm({ association, onCreated }: CreateFormProps) {
  const associationId = association.id;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useZodForm(campaignCreateSchema, {
    mode: "onChange",
    defaultValues: { ...createFormDefaults, ...associationDefaults(association) },
  });
  const [description, message, seoDescription] = useWatch({
    control: form.control,
    name: ["association_description", "campaign_message", "seo_description"],
  });
  // The screen words every failure itself (docs/product.md#creation-form), so no generic toast from the query client.
  const create = useMutation({ mutationFn: (body: CampaignCreate) => createCampaign(associationId, body), meta: { silent: true } });

  const onSubmit = form.handleSubmit(async (values) => {
    if (!associationId) {
      toast.error("Erreur", { description: NO_ASSOCIATION_MESSAGE });
      return;
    }
    try {
      const campaign = await create.mutateAsync(values);
      toast.success("Campagne créée avec succès!");
      void queryClient.invalidateQueries({ queryKey: ["associations", associationId] });
      // The form's association part is now the association's: the header's switcher and Profil read it from /api/me.
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      queryClient.setQueryData(ownCampaignQueryKey(associationId), campaign);
      onCreated(campaign);
    } catch (error) {
      const failure = creationFailure(error);
      toast.error(failure.title, { description: failure.description });
    }
  }, toastFirstError);

  // Back where the user came from; a page opened directly has no history entry to go back to.
  const cancel = () => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate(pathTo("account")));
  const bind = fieldBinder(form);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <p className="text-sm text-muted">
        Tous les champs sont obligatoires, sauf ceux marqués « Facultatif » et les sections optionnelles.
      </p>
      <FormSection
        id="association"
        number={1}
        title="Informations sur l'association"
        description={
          association.details_given
            ? "Repris de votre association : ce que vous changez ici vaut pour toute l'association (Profil, invitations, relevés)."
            : "Ils seront ceux de votre association partout : Profil, équipe, invitations, relevés."
        }
      >
        <TextField {...bind("association_name")} label={"Nom de l'association"} autoComplete="organization" aria-required />
        <TextField {...bind("association_slogan")} label="Slogan" hint="Facultatif : une phrase courte qui vous résume." />
        <TextAreaField
          {...bind("association_description")}
          label={"Description de votre mission"}
          hint="Entre 10 et 300 caractères."
          length={description?.length ?? 0}
          max={MAX_MESSAGE_LENGTH}
          aria-required
        />
        <CreationAddressField form={form} />
      </FormSection>

      <VisualIdentitySection form={form} bind={bind} associationId={associationId} />

      <FormSection id="message" number={3} title="Message de la campagne">
        <TextAreaField
          {...bind("campaign_message")}
          label={"Message de la campagne"}
          hint="Entre 10 et 300 caractères : votre projet et ce que financent les ventes."
          length={message?.length ?? 0}
          max={MAX_MESSAGE_LENGTH}
          rows={5}
          aria-required
        />
        <TextField
          {...bind("project_goal_eur")}
          label={"Objectif de collecte (€)"}
          hint={GOAL_MEASURE_HINT}
          type="number"
          step="0.01"
          min="1"
          inputMode="decimal"
          placeholder="1500"
          aria-required
        />
      </FormSection>

      <FormSection id="contact" number={4} title="Contact">
        <TextField {...bind("contact_email")} label={"Email de contact"} type="email" autoComplete="email" aria-required />
        <TextField {...bind("contact_phone")} label="Téléphone" hint="Facultatif." type="tel" autoComplete="tel" />
        <TextField
          {...bind("association_address")}
          label={"Adresse de retrait"}
          hint="Où vos soutiens viennent chercher leurs chocolats."
          autoComplete="street-address"
          wide
          aria-required
        />
      </FormSection>

      <CampaignDatesSection bind={bind} number={5} />

      <FormSection id="reseaux" number={6} title="Réseaux sociaux (optionnel)">
        <SocialLinkFields bind={bind} />
      </FormSection>

      <FormSection
        id="seo"
        number={7}
        title="SEO (optionnel)"
        description="Comment votre page apparaît dans les moteurs de recherche et les partages."
      >
        <SeoFields bind={bind} descriptionLength={seoDescription?.length ?? 0} />
      </FormSection>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" size="lg" onClick={cancel}>
          Annuler
        </Button>
        <Button type="submit" size="lg" disabled={create.isPending}>
          {create.isPending ? "Création en cours..." : "Créer ma boutique"}
        </Button>
      </div>
    </form>
  );
}

import type { CampaignCreateInput } from "../../../shared/campaign";
import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR } from "../../../shared/campaign-rules";
import { ApiError } from "../../lib/api";

export const createFormDefaults: CampaignCreateInput = {
  association_name: "",
  association_slogan: "",
  association_description: "",
  logo_url: "",
  hero_image_url: "",
  branding_primary_color: DEFAULT_PRIMARY_COLOR,
  branding_secondary_color: DEFAULT_SECONDARY_COLOR,
  campaign_message: "",
  project_goal_eur: "",
  contact_email: "",
  contact_phone: "",
  association_address: "",
  social_facebook: "",
  social_instagram: "",
  social_twitter: "",
  seo_title: "",
  seo_description: "",
  og_image_url: "",
  order_deadline: "",
  distribution_date: "",
  distribution_start_time: "",
  distribution_end_time: "",
  distribution_place: "",
  public_slug: "",
};

export const NO_ASSOCIATION_MESSAGE = "Association non trouvée. Veuillez vous reconnecter.";

export type CreationFailure = { title: string; description: string };

/** docs/product.md#creation-form: what the user reads when the creation fails. */
export function creationFailure(error: unknown): CreationFailure {
  if (error instanceof ApiError) {
    if (error.code === "NO_ASSOCIATION" || error.code === "FORBIDDEN" || error.status === 401) {
      return { title: "Erreur", description: NO_ASSOCIATION_MESSAGE };
    }
    if (error.code === "SLUG_TAKEN") {
      return { title: "Erreur", description: "Cette adresse est déjà prise : choisissez-en une autre pour votre boutique." };
    }
    if (error.code === "CAMPAIGN_NAME_TAKEN") {
      return { title: "Erreur", description: "Une campagne avec ce nom existe déjà. Veuillez choisir un autre nom." };
    }
    // Other refusals (too many campaigns in preparation, too many tries) carry their own French message.
    if (error.status === 409 || error.status === 429) return { title: "Erreur", description: error.message };
    // The server checks the same schema as the form; its French message names the field to fix.
    if (error.code === "VALIDATION") return { title: "Erreur de validation", description: error.message };
    if (error.status >= 400) {
      return { title: "Erreur", description: "Erreur lors de la création de la campagne. Veuillez réessayer." };
    }
  }
  // Network failure or anything unexpected.
  return { title: "Erreur", description: "Erreur lors de la création de la campagne" };
}

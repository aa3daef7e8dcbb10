import { describe, expect, it } from "vitest";
import { campaignCreateSchema } from "../../../shared/campaign";
import { ApiError } from "../../lib/api";
import { createFormDefaults, creationFailure } from "./create-values";

describe("creationFailure", () => {
  it("maps the server answers to the texts of docs/product.md#creation-form", () => {
    expect(creationFailure(new ApiError("FORBIDDEN", "Accès refusé", 403)).description).toBe(
      "Association non trouvée. Veuillez vous reconnecter.",
    );
    const limit = "Votre association a déjà 5 campagnes en préparation : faites-en valider une avant d'en créer une autre.";
    expect(creationFailure(new ApiError("CAMPAIGN_DRAFT_LIMIT", limit, 409)).description).toBe(limit);
    expect(creationFailure(new ApiError("CAMPAIGN_NAME_TAKEN", "x", 409)).description).toBe(
      "Une campagne avec ce nom existe déjà. Veuillez choisir un autre nom.",
    );
    expect(creationFailure(new ApiError("INTERNAL", "x", 500)).description).toBe(
      "Erreur lors de la création de la campagne. Veuillez réessayer.",
    );
    expect(creationFailure(new ApiError("NETWORK", "x", 0)).description).toBe("Erreur lors de la création de la campagne");
    expect(creationFailure(new TypeError("boom")).description).toBe("Erreur lors de la création de la campagne");
  });

  it("shows a server validation message as a validation error", () => {
    expect(creationFailure(new ApiError("VALIDATION", "Email invalide", 400))).toEqual({
      title: "Erreur de validation",
      description: "Email invalide",
    });
  });
});

describe("createFormDefaults", () => {
  it("start invalid with the first message of docs/product.md#creation-form, and carry the default colours", () => {
    const parsed = campaignCreateSchema.safeParse(createFormDefaults);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe("Le nom de l'association est requis");
    expect(createFormDefaults.branding_primary_color).toBe("#B76E79");
    expect(createFormDefaults.branding_secondary_color).toBe("#FAD7C1");
  });
});

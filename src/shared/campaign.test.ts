import { describe, expect, it } from "vitest";
import { BAR_PRICE_FLOOR_MESSAGE, campaignCreateSchema, campaignDraftSchema } from "./campaign";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0].message;

const draft = {
  association_name: "Club de Judo",
  campaign_message: "Aidez-nous à partir en compétition !",
  contact_email: "judo@exemple.fr",
  public_slug: "club-judo",
};

const creation = {
  association_name: "Club de Judo",
  association_description: "Nous enseignons le judo aux enfants.",
  campaign_message: "Financez nos kimonos pour la saison prochaine.",
  project_goal_eur: "1500",
  contact_email: "judo@exemple.fr",
  association_address: "3 rue du Port, 56000 Vannes",
};

describe("campaignDraftSchema (one-pager)", () => {
  it.each([
    [{ association_name: "J" }, "Le nom doit contenir au moins 2 caractères"],
    [{ campaign_message: "Trop cour" }, "Le message doit contenir au moins 10 caractères"],
    [{ campaign_message: "x".repeat(301) }, "Maximum 300 caractères"],
    [{ association_description: "x".repeat(301) }, "Maximum 300 caractères"],
    [{ contact_email: "judo" }, "Email invalide"],
    [{ social_facebook: "facebook" }, "URL invalide"],
    [{ social_instagram: "javascript:alert(1)" }, "URL invalide"],
    [{ public_slug: "ab" }, "Le slug doit contenir au moins 3 caractères"],
    [{ public_slug: "Club Judo" }, "Uniquement lettres minuscules, chiffres et tirets"],
  ])("refuses %o", (patch, message) => {
    expect(firstMessage(campaignDraftSchema.safeParse({ ...draft, ...patch }))).toBe(message);
  });

  it("stores empty optional fields as null and keeps the default colours", () => {
    const parsed = campaignDraftSchema.parse({ ...draft, project_goal_eur: "", social_twitter: "", association_slogan: "  " });
    expect(parsed.project_goal_eur).toBeNull();
    expect(parsed.social_twitter).toBeNull();
    expect(parsed.association_slogan).toBeNull();
    expect(parsed.branding_primary_color).toBe("#B76E79");
    expect(parsed.branding_secondary_color).toBe("#FAD7C1");
  });

  it("reads amounts with two decimals at most", () => {
    expect(campaignDraftSchema.parse({ ...draft, project_goal_eur: "1234,50" }).project_goal_eur).toBe(1234.5);
    expect(firstMessage(campaignDraftSchema.safeParse({ ...draft, chocolate_price_eur: "9.123" }))).toBe("Deux décimales au maximum");
  });

  it("refuses a bar price below the catalogue's dearest bar", () => {
    expect(firstMessage(campaignDraftSchema.safeParse({ ...draft, chocolate_price_eur: "8,99" }))).toBe(BAR_PRICE_FLOOR_MESSAGE);
    expect(campaignDraftSchema.parse({ ...draft, chocolate_price_eur: "9" }).chocolate_price_eur).toBe(9);
  });
});

describe("campaignCreateSchema (creation form)", () => {
  it.each([
    [{ association_name: " " }, "Le nom de l'association est requis"],
    [{ association_description: "court" }, "Veuillez décrire votre mission"],
    [{ association_description: "x".repeat(301) }, "Maximum 300 caractères"],
    [{ branding_primary_color: "rose" }, "Format couleur invalide"],
    [{ branding_secondary_color: "#FFF" }, "Format couleur invalide"],
    [{ campaign_message: "Dix-neuf caractères" }, "Décrivez votre projet (min 20 caractères)"],
    [{ project_goal_eur: "0" }, "L'objectif doit être supérieur à 0"],
    [{ project_goal_eur: "" }, "L'objectif doit être supérieur à 0"],
    [{ contact_email: "x@" }, "Email invalide"],
    [{ association_address: "" }, "L'adresse de retrait est requise"],
  ])("refuses %o", (patch, message) => {
    expect(firstMessage(campaignCreateSchema.safeParse({ ...creation, ...patch }))).toBe(message);
  });

  it("accepts the form with its defaults", () => {
    const parsed = campaignCreateSchema.parse(creation);
    expect(parsed.project_goal_eur).toBe(1500);
    expect(parsed.branding_primary_color).toBe("#B76E79");
    expect(parsed.seo_title).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { BAR_PRICE_FLOOR_MESSAGE, campaignCreateSchema, campaignDraftSchema } from "./campaign";
import { campaignDates, noCampaignDates } from "../../tests/support/campaign-dates";

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
    // Decision 037: the one-pager's message rule, so that a message created can always be saved again.
    [{ campaign_message: "Trop cour" }, "Le message doit contenir au moins 10 caractères"],
    [{ campaign_message: "x".repeat(301) }, "Maximum 300 caractères"],
    [{ public_slug: "Mon Adresse" }, "Uniquement lettres minuscules, chiffres et tirets"],
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

describe("the campaign's dates (docs/product.md#campaign-dates)", () => {
  afterEach(() => vi.useRealTimers());
  const dates = { ...campaignDates, distribution_place: " Salle des fêtes " };
  const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.success ? [] : result.error!.issues.map((i) => [i.path.join("."), i.message]);

  it("are optional on both forms, empty fields stored as null", () => {
    const empty = {
      order_deadline: "",
      distribution_date: "",
      distribution_start_time: "",
      distribution_end_time: "",
      distribution_place: "",
    };
    for (const parsed of [campaignDraftSchema.parse({ ...draft, ...empty }), campaignCreateSchema.parse(creation)]) {
      expect(parsed).toMatchObject(noCampaignDates);
    }
  });

  it("are kept as days, 'HH:MM' times and a trimmed place", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-01T10:00:00Z") });
    expect(campaignCreateSchema.parse({ ...creation, ...dates, distribution_end_time: "19:00:00" })).toMatchObject({
      ...dates,
      distribution_place: "Salle des fêtes",
    });
  });

  it.each([
    [{ order_deadline: "10/12/2026" }, "order_deadline", "Date invalide (AAAA-MM-JJ)"],
    [{ distribution_date: "2026-02-30" }, "distribution_date", "Date invalide (AAAA-MM-JJ)"],
    [{ distribution_start_time: "16h30" }, "distribution_start_time", "Heure invalide (HH:MM)"],
    [{ distribution_end_time: "25:00" }, "distribution_end_time", "Heure invalide (HH:MM)"],
    [{ distribution_end_time: "16:30" }, "distribution_end_time", "L'heure de fin doit suivre l'heure de début"],
    [{ distribution_date: "2026-12-09" }, "distribution_date", "La distribution doit avoir lieu après la date limite de commande"],
    [{ distribution_place: "x".repeat(201) }, "distribution_place", "Maximum 200 caractères"],
  ])("refuses %o on its field, in both forms", (patch, field, message) => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-01T10:00:00Z") });
    expect(issues(campaignDraftSchema.safeParse({ ...draft, ...dates, ...patch }))).toEqual([[field, message]]);
    expect(issues(campaignCreateSchema.safeParse({ ...creation, ...dates, ...patch }))).toEqual([[field, message]]);
  });

  it("refuses a deadline already past in Paris when creating, not in the one-pager (which may close orders early)", () => {
    // 1 December 2026 at 00:30 in Paris: 30 November is over, 1 December has begun.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-30T23:30:00Z") });
    expect(issues(campaignCreateSchema.safeParse({ ...creation, order_deadline: "2026-11-30" }))).toEqual([
      ["order_deadline", "La date limite doit être aujourd'hui ou plus tard"],
    ]);
    expect(campaignCreateSchema.safeParse({ ...creation, order_deadline: "2026-12-01" }).success).toBe(true);
    expect(campaignDraftSchema.parse({ ...draft, order_deadline: "2026-11-30" }).order_deadline).toBe("2026-11-30");
  });

  it("checks the dates against each other while another field is still wrong", () => {
    const result = campaignDraftSchema.safeParse({ ...draft, ...dates, association_name: "J", distribution_end_time: "16:00" });
    expect(issues(result)).toEqual([
      ["association_name", "Le nom doit contenir au moins 2 caractères"],
      ["distribution_end_time", "L'heure de fin doit suivre l'heure de début"],
    ]);
  });
});

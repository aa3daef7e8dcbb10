import { describe, expect, it } from "vitest";
import { campaignSchema } from "../../../shared/campaign-responses";
import { fixture } from "../../../../tests/support/client-fixtures";
import { demoCampaign } from "../../shop/demo/demo-data";
import { campaignToDraftValues, draftSnapshot, emptyDraftValues, toDraftPayload } from "./draft-values";

const filled = () => ({
  ...emptyDraftValues({ name: "Les Amis de l'École", contact_email: "contact@ecole.fr" }),
  campaign_message: "Financer la classe de neige des CM2.",
  public_slug: "amis-ecole",
});

describe("toDraftPayload", () => {
  it("sends empty optional fields as null and amounts as numbers", () => {
    const payload = toDraftPayload({ ...filled(), project_goal_eur: "1500,5", association_slogan: "  " });
    expect(payload).toMatchObject({
      association_name: "Les Amis de l'École",
      association_slogan: null,
      association_description: null,
      logo_url: null,
      hero_image_url: null,
      project_goal_eur: 1500.5,
      chocolate_price_eur: null,
      contact_phone: null,
      association_address: null,
      social_facebook: null,
      seo_title: null,
      og_image_url: null,
      branding_primary_color: "#B76E79",
      branding_secondary_color: "#FAD7C1",
      public_slug: "amis-ecole",
    });
  });

  it("returns null for an invalid form", () => {
    expect(toDraftPayload({ ...filled(), campaign_message: "court" })).toBeNull();
    expect(toDraftPayload({ ...filled(), public_slug: "Pas Bon" })).toBeNull();
    expect(toDraftPayload({ ...filled(), social_twitter: "pas une url" })).toBeNull();
  });
});

describe("campaignToDraftValues", () => {
  it("fills the form from a saved campaign, null as empty text", () => {
    const campaign = fixture(campaignSchema, {
      ...demoCampaign,
      association_name: "Club",
      association_slogan: null,
      project_goal_eur: 2500,
      chocolate_price_eur: null,
      contact_email: "a@b.fr",
      public_slug: "club",
      branding_primary_color: "#112233",
      branding_secondary_color: "#445566",
      campaign_message: "Un message assez long",
      logo_url: null,
    });
    const values = campaignToDraftValues(campaign);
    expect(values.association_slogan).toBe("");
    expect(values.project_goal_eur).toBe("2500");
    expect(values.chocolate_price_eur).toBe("");
    expect(values.branding_primary_color).toBe("#112233");
    expect(values.logo_url).toBe("");
  });
});

describe("draftSnapshot", () => {
  it("is equal for equal values, whatever the key order", () => {
    const a = filled();
    const b = { ...filled() };
    expect(draftSnapshot(a)).toBe(draftSnapshot(b));
    expect(draftSnapshot({ ...a, campaign_message: "autre" })).not.toBe(draftSnapshot(a));
  });
});

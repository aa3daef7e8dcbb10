import { describe, expect, it } from "vitest";
import { ADMIN_EMAIL, appForFile, send, signUpAndSignIn } from "../../../tests/support/app";
import { creationForm, memberWithAssociation, publishedCampaign } from "../../../tests/support/campaigns";
import type { Campaign, CampaignCard, PublicCampaign } from "../../shared/campaign";

// The goal as the form sends it: a string.
const creation = { ...creationForm, project_goal_eur: "1500" };

const draft = (slug: string) => ({
  association_name: "École Jules Ferry",
  campaign_message: "Une classe de mer pour tous les CM2.",
  contact_email: "ecole@exemple.fr",
  public_slug: slug,
  project_goal_eur: "",
});

const app = await appForFile({ adminEmails: [ADMIN_EMAIL] });
const { cookie: alice, associationId: associationA } = await memberWithAssociation(app, "alice@exemple.fr");
const { cookie: bob, associationId: associationB } = await memberWithAssociation(app, "bob@exemple.fr");
const admin = await signUpAndSignIn(app, ADMIN_EMAIL);

describe("creation form", () => {
  let created: Campaign;

  it("creates a campaign waiting for the call, with a generated slug and default colours", async () => {
    const response = await send(app, "POST", `/api/associations/${associationA}/campaigns`, { cookie: alice, body: creation });
    expect(response.statusCode).toBe(201);
    created = response.json().campaign;
    expect(created).toMatchObject({
      status: "waiting_rdv",
      is_published: false,
      project_goal_eur: 1500,
      branding_primary_color: "#B76E79",
      branding_secondary_color: "#FAD7C1",
      seo_title: null,
    });
    // Decision 036: the name's address, no time stamp.
    expect(created.public_slug).toBe("club-de-judo-de-vannes");
  });

  it("answers with the first French validation message", async () => {
    const response = await send(app, "POST", `/api/associations/${associationA}/campaigns`, {
      cookie: alice,
      body: { ...creation, association_address: "" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "L'adresse de retrait est requise", field: "association_address" });
  });

  it("refuses to create in another association", async () => {
    const response = await send(app, "POST", `/api/associations/${associationB}/campaigns`, { cookie: alice, body: creation });
    expect(response.statusCode).toBe(403);
  });

  it("hides the unpublished campaign from the public and from other associations", async () => {
    const url = `/api/campaigns/by-slug/${created.public_slug}`;
    expect((await send(app, "GET", url)).statusCode).toBe(404);
    expect((await send(app, "GET", url)).json()).toEqual({
      code: "CAMPAIGN_NOT_FOUND",
      message: "Campagne introuvable ou non publiée",
    });
    expect((await send(app, "GET", url, { cookie: bob })).statusCode).toBe(404);
    expect((await send(app, "GET", url, { cookie: alice })).statusCode).toBe(200);
    expect((await send(app, "GET", url, { cookie: admin })).statusCode).toBe(200);
  });

  it("is listed for admins only, and an admin publishes it", async () => {
    expect((await send(app, "GET", "/api/admin/campaigns?status=waiting_rdv")).statusCode).toBe(401);
    expect((await send(app, "GET", "/api/admin/campaigns?status=waiting_rdv", { cookie: alice })).statusCode).toBe(403);
    expect((await send(app, "POST", `/api/admin/campaigns/${created.id}/publish`, { cookie: alice, body: {} })).statusCode).toBe(403);

    const list = await send(app, "GET", "/api/admin/campaigns?status=waiting_rdv", { cookie: admin });
    expect(list.json().campaigns).toEqual([
      expect.objectContaining({
        id: created.id,
        association_name: "Club de Judo de Vannes",
        contact_email: "judo@exemple.fr",
        status: "waiting_rdv",
      }),
    ]);

    const published = await send(app, "POST", `/api/admin/campaigns/${created.id}/publish`, { cookie: admin, body: {} });
    expect(published.json().campaign).toMatchObject({ status: "published", is_published: true });
    expect(published.json().campaign.published_at).toBeTruthy();

    const open: PublicCampaign = (await send(app, "GET", `/api/campaigns/by-slug/${created.public_slug}`)).json().campaign;
    expect(open).toMatchObject({ association_name: "Club de Judo de Vannes", amount_raised_eur: 0 });
    expect((await send(app, "GET", "/api/admin/campaigns?status=waiting_rdv", { cookie: admin })).json().campaigns).toEqual([]);
  });

  it("shows the card with zero totals on Ma boutique, to members only", async () => {
    const cards: CampaignCard[] = (await send(app, "GET", `/api/associations/${associationA}/campaigns`, { cookie: alice })).json()
      .campaigns;
    expect(cards).toEqual([expect.objectContaining({ id: created.id, is_published: true, sales_total_eur: 0, bars_sold: 0 })]);
    expect((await send(app, "GET", `/api/associations/${associationA}/campaigns`, { cookie: bob })).statusCode).toBe(403);
  });
});

describe("one-pager", () => {
  let campaign: Campaign;

  it("saves a first draft, then updates it", async () => {
    const first = await send(app, "POST", `/api/associations/${associationB}/campaigns/draft`, { cookie: bob, body: draft("ecole-ferry") });
    expect(first.statusCode).toBe(201);
    campaign = first.json().campaign;
    expect(campaign).toMatchObject({ status: "draft", is_published: false, project_goal_eur: null });

    const updated = await send(app, "PATCH", `/api/campaigns/${campaign.id}`, {
      cookie: bob,
      body: { ...draft("ecole-ferry"), project_goal_eur: "2500.50", social_facebook: "https://facebook.com/ecole" },
    });
    expect(updated.json().campaign).toMatchObject({ project_goal_eur: 2500.5, social_facebook: "https://facebook.com/ecole" });
    const own = await send(app, "GET", `/api/associations/${associationB}/campaign`, { cookie: bob });
    expect(own.json().campaign.id).toBe(campaign.id);
  });

  it("checks slug availability, excluding the campaign's own id", async () => {
    const check = (slug: string, exclude?: string) =>
      send(app, "GET", `/api/campaigns/slug-available?slug=${slug}${exclude ? `&exclude_id=${exclude}` : ""}`, { cookie: alice });
    expect((await check("ecole-ferry")).json()).toEqual({ available: false, reason: "taken", suggestion: "ecole-ferry-2" });
    expect((await check("ecole-ferry", campaign.id)).json()).toEqual({ available: true });
    expect((await check("libre-comme-l-air")).json()).toEqual({ available: true });
    expect((await check("AB")).statusCode).toBe(400);
  });

  it("never says a reserved word is available: the check and the save share one rule", async () => {
    for (const word of ["admin", "login", "create", "api"]) {
      const answer = await send(app, "GET", `/api/campaigns/slug-available?slug=${word}`, { cookie: alice });
      expect(answer.json()).toEqual({ available: false, reason: "reserved" });
    }
  });

  it("keeps a published page at its slug when a save with a reserved or taken one is refused", async () => {
    const online = await publishedCampaign(app, { memberEmail: "carole@exemple.fr", adminCookie: admin });
    const publicPage = () => send(app, "GET", `/api/campaigns/by-slug/${online.campaign.public_slug}`);
    expect((await publicPage()).json().campaign).toMatchObject({ id: online.campaign.id, is_published: true });

    const save = (slug: string) => send(app, "PATCH", `/api/campaigns/${online.campaign.id}`, { cookie: online.member, body: draft(slug) });
    const reserved = await save("admin");
    expect([reserved.statusCode, reserved.json().message]).toEqual([400, "Ce slug est réservé, choisissez-en un autre"]);
    // 'ecole-ferry' is the other association's draft, saved above.
    const taken = await save("ecole-ferry");
    expect([taken.statusCode, taken.json().message]).toEqual([409, "Ce slug est déjà utilisé"]);

    const page = await publicPage();
    expect(page.statusCode).toBe(200);
    expect(page.json().campaign).toMatchObject({ id: online.campaign.id, association_name: "Club de Judo de Vannes", is_published: true });
    const own = (await send(app, "GET", `/api/associations/${online.associationId}/campaign`, { cookie: online.member })).json().campaign;
    expect(own.public_slug).toBe(online.campaign.public_slug);
  });

  it("refuses a slug that is taken with 409 and the French text", async () => {
    const response = await send(app, "POST", `/api/associations/${associationA}/campaigns/draft`, {
      cookie: alice,
      body: draft("ecole-ferry"),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "SLUG_TAKEN", message: "Ce slug est déjà utilisé" });
    const reserved = await send(app, "POST", `/api/associations/${associationA}/campaigns/draft`, { cookie: alice, body: draft("create") });
    expect(reserved.statusCode).toBe(400);
  });

  it("refuses the validation errors of docs/product.md#one-pager", async () => {
    const response = await send(app, "PATCH", `/api/campaigns/${campaign.id}`, {
      cookie: bob,
      body: { ...draft("ecole-ferry"), public_slug: "École" },
    });
    expect(response.json()).toMatchObject({ message: "Uniquement lettres minuscules, chiffres et tirets" });
  });

  it("keeps other associations out: no read, update, preview or publish", async () => {
    expect((await send(app, "GET", `/api/associations/${associationB}/campaign`, { cookie: alice })).statusCode).toBe(403);
    expect((await send(app, "PATCH", `/api/campaigns/${campaign.id}`, { cookie: alice, body: draft("vole") })).statusCode).toBe(403);
    expect((await send(app, "GET", `/api/campaigns/by-slug/ecole-ferry`, { cookie: alice })).statusCode).toBe(404);
    expect((await send(app, "POST", `/api/campaigns/${campaign.id}/publish`, { cookie: alice, body: {} })).statusCode).toBe(403);
    expect((await send(app, "POST", `/api/campaigns/${campaign.id}/publish`, { body: {} })).statusCode).toBe(401);
  });

  it("publishes from the one-pager once an admin has validated the page", async () => {
    expect((await send(app, "POST", `/api/admin/campaigns/${campaign.id}/publish`, { cookie: admin, body: {} })).statusCode).toBe(200);
    await send(app, "POST", `/api/campaigns/${campaign.id}/unpublish`, { cookie: bob, body: {} });
    const response = await send(app, "POST", `/api/campaigns/${campaign.id}/publish`, { cookie: bob, body: {} });
    expect(response.json()).toMatchObject({ outcome: "published", campaign: { is_published: true, status: "published" } });
    expect((await send(app, "GET", "/api/campaigns/by-slug/ecole-ferry")).statusCode).toBe(200);
  });
});

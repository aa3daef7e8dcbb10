import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Campaign } from "../../shared/campaign";
import { campaigns } from "../db/schema";
import { appWithAdminForFile, send } from "../../../tests/support/app";
import { creationForm, draftCampaign, memberWithAssociation, publishedCampaign } from "../../../tests/support/campaigns";

// Decision 036: addresses never break. A generated address is the name's, numbered on a clash; every address a
// campaign ever had answers with a permanent redirect to its current one and is never given to another campaign.

const { app, admin } = await appWithAdminForFile();

/** Moves a campaign to a new address the way 'Modifier ma page' does: saved aside, then published (decision 037). */
async function moveTo(member: string, campaign: Campaign, slug: string) {
  const body = {
    association_name: campaign.association_name,
    campaign_message: campaign.campaign_message,
    contact_email: campaign.contact_email,
    public_slug: slug,
  };
  const saved = await send(app, "PATCH", `/api/campaigns/${campaign.id}`, { cookie: member, body });
  expect(saved.statusCode).toBe(200);
  const published = await send(app, "POST", `/api/campaigns/${campaign.id}/publish-changes`, { cookie: member, body: {} });
  expect(published.json().campaign.public_slug).toBe(slug);
}

describe("generated addresses", () => {
  it("are the name's, readable, and take the smallest free number on a clash", async () => {
    const name = "APE de l'école des Tilleuls";
    const first = await publishedCampaign(app, { memberEmail: "tilleuls1@exemple.fr", adminCookie: admin, name });
    const second = await publishedCampaign(app, { memberEmail: "tilleuls2@exemple.fr", adminCookie: admin, name });
    const third = await publishedCampaign(app, { memberEmail: "tilleuls3@exemple.fr", adminCookie: admin, name });
    expect([first.campaign.public_slug, second.campaign.public_slug, third.campaign.public_slug]).toEqual([
      "ape-de-l-ecole-des-tilleuls",
      "ape-de-l-ecole-des-tilleuls-2",
      "ape-de-l-ecole-des-tilleuls-3",
    ]);
  });

  it("is the one the association chose in the creation form, refused when taken", async () => {
    const { cookie, associationId } = await memberWithAssociation(app, "choisie@exemple.fr");
    const url = `/api/associations/${associationId}/campaigns`;
    const chosen = await send(app, "POST", url, { cookie, body: { ...creationForm, public_slug: "judo-vannes" } });
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json().campaign.public_slug).toBe("judo-vannes");
    const again = await send(app, "POST", url, { cookie, body: { ...creationForm, public_slug: "judo-vannes" } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "SLUG_TAKEN", field: "public_slug" });
  });
});

describe("an address the campaign had before", () => {
  it("redirects the page, a seller's link with its query, and the app's read to the current address", async () => {
    const { member, campaign } = await publishedCampaign(app, {
      memberEmail: "voile@exemple.fr",
      adminCookie: admin,
      form: { public_slug: "voile-sene" },
    });
    await moveTo(member, campaign, "voile-sene-2026");

    const page = await send(app, "GET", "/c/voile-sene");
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe("/c/voile-sene-2026");
    const sellerLink = await send(app, "GET", "/c/voile-sene/v/k7m2p9qa?utm_source=whatsapp");
    expect(sellerLink.statusCode).toBe(301);
    expect(sellerLink.headers.location).toBe("/c/voile-sene-2026/v/k7m2p9qa?utm_source=whatsapp");
    const read = await send(app, "GET", "/api/campaigns/by-slug/voile-sene");
    expect(read.statusCode).toBe(308);
    expect(read.headers.location).toBe("/api/campaigns/by-slug/voile-sene-2026");
    expect((await send(app, "GET", "/c/voile-sene-2026")).statusCode).toBe(200);

    // Back to the first address, then to a third: every address still leads to the current one.
    await moveTo(member, { ...campaign, public_slug: "voile-sene-2026" }, "voile-sene");
    expect((await send(app, "GET", "/c/voile-sene")).statusCode).toBe(200);
    expect((await send(app, "GET", "/c/voile-sene-2026")).headers.location).toBe("/c/voile-sene");
  });

  it("stays the campaign's: no other campaign may take it, in either form", async () => {
    const { member, campaign } = await publishedCampaign(app, {
      memberEmail: "kayak@exemple.fr",
      adminCookie: admin,
      form: { public_slug: "kayak-club" },
    });
    await moveTo(member, campaign, "kayak-club-vannes");

    const other = await memberWithAssociation(app, "autre-kayak@exemple.fr");
    const created = await send(app, "POST", `/api/associations/${other.associationId}/campaigns`, {
      cookie: other.cookie,
      body: { ...creationForm, public_slug: "kayak-club" },
    });
    expect(created.json()).toMatchObject({ code: "SLUG_TAKEN", field: "public_slug" });
    const draft = await send(app, "POST", `/api/associations/${other.associationId}/campaigns/draft`, {
      cookie: other.cookie,
      body: {
        association_name: "Autre",
        campaign_message: "Un autre club de kayak.",
        contact_email: "k@exemple.fr",
        public_slug: "kayak-club",
      },
    });
    expect(draft.json()).toMatchObject({ code: "SLUG_TAKEN", field: "public_slug" });
    const check = await send(app, "GET", "/api/campaigns/slug-available?slug=kayak-club", { cookie: other.cookie });
    expect(check.json()).toEqual({ available: false, reason: "taken", suggestion: "kayak-club-2" });
    // Whoever writes: the database refuses it too.
    const body = {
      association_name: "Autre",
      campaign_message: "Un autre club de kayak.",
      contact_email: "k@exemple.fr",
      public_slug: "kayak-autre",
    };
    const url = `/api/associations/${other.associationId}/campaigns/draft`;
    expect((await send(app, "POST", url, { cookie: other.cookie, body })).statusCode).toBe(201);
    const write = app.database.db.update(campaigns).set({ public_slug: "kayak-club" }).where(eq(campaigns.public_slug, "kayak-autre"));
    await expect(write).rejects.toThrow();
    // A generated address never lands on it either.
    const named = await publishedCampaign(app, { memberEmail: "kayak3@exemple.fr", adminCookie: admin, name: "Kayak Club" });
    expect(named.campaign.public_slug).toBe("kayak-club-2");
  });

  it("answers a draft's old address as its current one: 404 to visitors, the new address told to no one", async () => {
    const { cookie } = await draftCampaign(app, { memberEmail: "brouillon@exemple.fr", slug: "brouillon-ancien" });
    const own = (await send(app, "GET", `/api/me`, { cookie })).json();
    const associationId = own.memberships[0].association_id;
    const campaign = (await send(app, "GET", `/api/associations/${associationId}/campaign`, { cookie })).json().campaign;
    const body = {
      association_name: "Brouillon",
      campaign_message: "Pas encore publié.",
      contact_email: "b@exemple.fr",
      public_slug: "brouillon-neuf",
    };
    expect((await send(app, "PATCH", `/api/campaigns/${campaign.id}`, { cookie, body })).json().campaign.public_slug).toBe(
      "brouillon-neuf",
    );

    for (const url of ["/c/brouillon-ancien", "/c/brouillon-ancien/v/k7m2p9qa", "/api/campaigns/by-slug/brouillon-ancien"]) {
      const answer = await send(app, "GET", url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body).not.toContain("brouillon-neuf");
    }
    // Its members are led to the preview at the new address.
    expect((await send(app, "GET", "/api/campaigns/by-slug/brouillon-ancien", { cookie })).headers.location).toBe(
      "/api/campaigns/by-slug/brouillon-neuf",
    );
  });

  it("answers a page taken down by the team as its current one: 404", async () => {
    const { member, campaign } = await publishedCampaign(app, {
      memberEmail: "retire@exemple.fr",
      adminCookie: admin,
      form: { public_slug: "retire-ancien" },
    });
    await moveTo(member, campaign, "retire-neuf");
    const down = await send(app, "POST", `/api/admin/campaigns/${campaign.id}/unpublish`, {
      cookie: admin,
      body: { reason: "Contenu non conforme" },
    });
    expect(down.statusCode).toBe(200);
    for (const slug of ["retire-ancien", "retire-neuf"]) {
      expect((await send(app, "GET", `/c/${slug}`)).statusCode).toBe(404);
      expect((await send(app, "GET", `/api/campaigns/by-slug/${slug}`)).statusCode).toBe(404);
    }
  });
});

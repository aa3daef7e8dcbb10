import { describe, expect, it } from "vitest";
import { appWithAdminForFile, send } from "../../../tests/support/app";
import { publishedCampaign } from "../../../tests/support/campaigns";

// Decision 037: a live page is edited safely. Changes to a validated page are kept aside (the autosave still saves
// them) and reach the public page only with 'Publier les modifications'.

const { app, admin } = await appWithAdminForFile();
const { member, associationId, campaign } = await publishedCampaign(app, {
  memberEmail: "presidente@exemple.fr",
  adminCookie: admin,
  form: { public_slug: "ape-tilleuls" },
});
const edit = (campaignMessage: string) => ({
  association_name: campaign.association_name,
  campaign_message: campaignMessage,
  contact_email: campaign.contact_email,
  public_slug: campaign.public_slug,
});
const publicMessage = async () => (await send(app, "GET", "/api/campaigns/by-slug/ape-tilleuls")).json().campaign.campaign_message;
const publicPage = async () => (await send(app, "GET", "/c/ape-tilleuls")).body;
const own = async () => (await send(app, "GET", `/api/associations/${associationId}/campaign`, { cookie: member })).json().campaign;

describe("changes to a published page", () => {
  it("are saved as a draft that the public never reads, until 'Publier les modifications'", async () => {
    const halfTyped = "Pour la classe de neige, nous aur";
    const saved = await send(app, "PATCH", `/api/campaigns/${campaign.id}`, { cookie: member, body: edit(halfTyped) });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().campaign.pending_changes).toMatchObject({ campaign_message: halfTyped });
    expect(await publicMessage()).toBe(campaign.campaign_message);
    expect(await publicPage()).not.toContain(halfTyped);
    // The member finds the draft again when the page is reloaded.
    expect((await own()).pending_changes).toMatchObject({ campaign_message: halfTyped });
    // The public read never carries the draft.
    expect(JSON.stringify((await send(app, "GET", "/api/campaigns/by-slug/ape-tilleuls")).json())).not.toContain(halfTyped);

    // The member's 'Aperçu' shows the page with the changes; the same address asked so by a visitor does not.
    const preview = `/api/campaigns/by-slug/ape-tilleuls?apercu=1`;
    expect((await send(app, "GET", preview, { cookie: member })).json().campaign.campaign_message).toBe(halfTyped);
    expect((await send(app, "GET", preview)).json().campaign.campaign_message).toBe(campaign.campaign_message);

    const finished = "Pour la classe de neige, nous avons besoin de vous.";
    await send(app, "PATCH", `/api/campaigns/${campaign.id}`, { cookie: member, body: edit(finished) });
    const published = await send(app, "POST", `/api/campaigns/${campaign.id}/publish-changes`, { cookie: member, body: {} });
    expect(published.statusCode).toBe(200);
    expect(published.json().campaign).toMatchObject({ campaign_message: finished, pending_changes: null });
    expect(await publicMessage()).toBe(finished);
    expect(await publicPage()).toContain(finished);
    // A second click finds nothing left to publish.
    const again = await send(app, "POST", `/api/campaigns/${campaign.id}/publish-changes`, { cookie: member, body: {} });
    expect(again.json().campaign.campaign_message).toBe(finished);
  });

  it("can be discarded, the published page coming back into the form", async () => {
    await send(app, "PATCH", `/api/campaigns/${campaign.id}`, { cookie: member, body: edit("Un brouillon à oublier, finalement.") });
    const discarded = await send(app, "POST", `/api/campaigns/${campaign.id}/discard-changes`, { cookie: member, body: {} });
    expect(discarded.json().campaign.pending_changes).toBeNull();
    expect((await own()).pending_changes).toBeNull();
    expect(await publicMessage()).not.toBe("Un brouillon à oublier, finalement.");
  });

  it("leave nothing pending when the form is back to the published page", async () => {
    const current = await publicMessage();
    await send(app, "PATCH", `/api/campaigns/${campaign.id}`, { cookie: member, body: edit(`${current} !`) });
    const back = await send(app, "PATCH", `/api/campaigns/${campaign.id}`, { cookie: member, body: edit(current) });
    expect(back.json().campaign.pending_changes).toBeNull();
  });

  it("never change the bar price, which is the platform's", async () => {
    await send(app, "PATCH", `/api/campaigns/${campaign.id}`, {
      cookie: member,
      body: { ...edit("Un message assez long."), chocolate_price_eur: 15 },
    });
    await send(app, "POST", `/api/campaigns/${campaign.id}/publish-changes`, { cookie: member, body: {} });
    expect((await own()).chocolate_price_eur).toBe(campaign.chocolate_price_eur);
  });

  it("go public with 'Publier' when the association opens its closed shop again", async () => {
    await send(app, "POST", `/api/campaigns/${campaign.id}/unpublish`, { cookie: member, body: {} });
    await send(app, "PATCH", `/api/campaigns/${campaign.id}`, { cookie: member, body: edit("La boutique rouvre pour Noël !") });
    const reopened = await send(app, "POST", `/api/campaigns/${campaign.id}/publish`, { cookie: member, body: {} });
    expect(reopened.json()).toMatchObject({ outcome: "published", campaign: { is_published: true, pending_changes: null } });
    expect(await publicMessage()).toBe("La boutique rouvre pour Noël !");
  });
});

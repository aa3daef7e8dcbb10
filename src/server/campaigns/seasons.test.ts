import { describe, expect, it } from "vitest";
import type { Campaign } from "../../shared/campaign";
import { appWithAdminForFile, send, signUpAndSignIn } from "../../../tests/support/app";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { invitedMember } from "../../../tests/support/team";
import { slugBase } from "./duplicate";

// docs/product.md#several-campaigns: an association runs a campaign per season. 'Dupliquer' starts the next one
// from the last; the one-pager, the drawer and the sales page work on the campaign chosen, not the newest.

const { app, admin } = await appWithAdminForFile();

const buyer = { buyer_name: "Lina Martin", buyer_email: "lina@exemple.fr", delivery_mode: "pickup" as const };

async function paidSale(campaign: Campaign) {
  const order = await send(app, "POST", "/api/checkout", {
    body: { campaign_id: campaign.id, cart: [{ id: "noir", quantity: 2 }], buyer_info: buyer },
  });
  expect(order.statusCode).toBe(200);
  await app.inject({ method: "POST", url: `/pay/simulated/${order.json().sale_id}/confirm` });
  return order.json().sale_id as string;
}

describe("slugBase", () => {
  it("drops a season's number, keeps a name that is only a number", () => {
    expect(slugBase("ecole-jules-ferry-2")).toBe("ecole-jules-ferry");
    expect(slugBase("ecole-jules-ferry")).toBe("ecole-jules-ferry");
    expect(slugBase("club-2026-3")).toBe("club-2026");
    expect(slugBase("club-2026")).toBe("club-2026");
    expect(slugBase("ecole-des-saisons-1795476132733")).toBe("ecole-des-saisons");
    expect(slugBase("ab-12")).toBe("ab-12");
  });
});

describe("'Dupliquer'", () => {
  it("copies what the association wrote into an unpublished draft with a new slug, while the original keeps selling", async () => {
    const { member, associationId, campaign } = await publishedCampaign(app, {
      memberEmail: "saisons@exemple.fr",
      adminCookie: admin,
      form: { association_name: "École des Saisons", association_slogan: "Chaque hiver", chocolate_price_eur: 10 },
    });
    await paidSale(campaign);

    const duplicated = await send(app, "POST", `/api/campaigns/${campaign.id}/duplicate`, { cookie: member, body: {} });
    expect(duplicated.statusCode).toBe(201);
    const copy: Campaign = duplicated.json().campaign;
    expect(copy).toMatchObject({
      association_id: associationId,
      association_name: "École des Saisons",
      association_slogan: "Chaque hiver",
      campaign_message: campaign.campaign_message,
      branding_primary_color: campaign.branding_primary_color,
      chocolate_price_eur: 10,
      project_goal_eur: campaign.project_goal_eur,
      contact_email: campaign.contact_email,
      public_slug: "ecole-des-saisons-2",
      status: "draft",
      is_published: false,
      published_at: null,
      validated_at: null,
    });
    expect(copy.id).not.toBe(campaign.id);

    // A second copy takes the next number; the copy of a copy too.
    const again = (await send(app, "POST", `/api/campaigns/${copy.id}/duplicate`, { cookie: member, body: {} })).json().campaign;
    expect(again.public_slug).toBe("ecole-des-saisons-3");

    // The copy is not public and has no sales; the original is still online and sells.
    expect((await send(app, "GET", `/api/campaigns/by-slug/${copy.public_slug}`)).statusCode).toBe(404);
    const copySales = (await send(app, "GET", `/api/campaigns/${copy.id}/sales`, { cookie: member })).json();
    expect(copySales.summary).toEqual({ count: 0, total_eur: 0, association_eur: 0, bars_sold: 0, pending_count: 0 });
    const edited = await send(app, "PATCH", `/api/campaigns/${copy.id}`, {
      cookie: member,
      body: {
        association_name: "École des Saisons",
        campaign_message: "Pâques arrive : un nouveau projet pour la classe verte.",
        contact_email: "saisons@exemple.fr",
        public_slug: copy.public_slug,
      },
    });
    expect(edited.statusCode).toBe(200);
    await paidSale(campaign);
    const original = (await send(app, "GET", `/api/campaigns/by-slug/${campaign.public_slug}`)).json().campaign;
    expect(original.campaign_message).toBe(campaign.campaign_message);
    await expect
      .poll(async () => (await send(app, "GET", `/api/campaigns/by-slug/${campaign.public_slug}`)).json().campaign.amount_raised_eur)
      .toBeGreaterThan(0);

    // 'Ma boutique' lists the three, newest first, each with its own totals.
    const cards = (await send(app, "GET", `/api/associations/${associationId}/campaigns`, { cookie: member })).json().campaigns;
    expect(cards.map((c: { id: string }) => c.id)).toEqual([again.id, copy.id, campaign.id]);
    expect(cards[2].bars_sold).toBe(4);
    expect(cards[1].bars_sold).toBe(0);
    expect(cards[0].created_at).toEqual(expect.any(String));

    // Publishing the copy asks for the team's validation again, as for every campaign.
    const publish = await send(app, "POST", `/api/campaigns/${copy.id}/publish`, { cookie: member, body: {} });
    expect(publish.json()).toMatchObject({ outcome: "sent_for_validation", campaign: { is_published: false, status: "waiting_rdv" } });
  });

  it("is the managers' alone, and stays within the association's drafts cap", async () => {
    const { member, associationId, campaign } = await publishedCampaign(app, {
      memberEmail: "cap@exemple.fr",
      adminCookie: admin,
      form: { association_name: "Club du Plafond" },
    });
    const treasurer = await invitedMember(app, { managerCookie: member, associationId, email: "tresor-cap@exemple.fr", role: "treasurer" });
    const refused = await send(app, "POST", `/api/campaigns/${campaign.id}/duplicate`, { cookie: treasurer.cookie, body: {} });
    expect(refused.statusCode).toBe(403);

    for (let i = 0; i < 5; i += 1) {
      expect((await send(app, "POST", `/api/campaigns/${campaign.id}/duplicate`, { cookie: member, body: {} })).statusCode).toBe(201);
    }
    const sixth = await send(app, "POST", `/api/campaigns/${campaign.id}/duplicate`, { cookie: member, body: {} });
    expect([sixth.statusCode, sixth.json().code]).toEqual([409, "CAMPAIGN_DRAFT_LIMIT"]);
  });

  it("gives two copies made at the same moment two slugs", async () => {
    const { member, campaign } = await publishedCampaign(app, {
      memberEmail: "double@exemple.fr",
      adminCookie: admin,
      form: { association_name: "Chorale Double" },
    });
    const [a, b] = await Promise.all([
      send(app, "POST", `/api/campaigns/${campaign.id}/duplicate`, { cookie: member, body: {} }),
      send(app, "POST", `/api/campaigns/${campaign.id}/duplicate`, { cookie: member, body: {} }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().campaign.public_slug).not.toBe(b.json().campaign.public_slug);
  });
});

describe("the campaign chosen", () => {
  it("is read by id for every member, and its sales alone on the sales page and in the CSV", async () => {
    const { member, associationId, campaign } = await publishedCampaign(app, {
      memberEmail: "choix@exemple.fr",
      adminCookie: admin,
      form: { association_name: "Club du Choix" },
    });
    const volunteer = await invitedMember(app, {
      managerCookie: member,
      associationId,
      email: "benevole-choix@exemple.fr",
      role: "volunteer",
    });
    const copy: Campaign = (await send(app, "POST", `/api/campaigns/${campaign.id}/duplicate`, { cookie: member, body: {} })).json()
      .campaign;
    await send(app, "POST", `/api/admin/campaigns/${copy.id}/publish`, { cookie: admin, body: {} });
    await paidSale(campaign);
    await paidSale(copy);
    await paidSale(copy);

    const read = await send(app, "GET", `/api/campaigns/${campaign.id}`, { cookie: volunteer.cookie });
    expect([read.statusCode, read.json().campaign.public_slug]).toEqual([200, campaign.public_slug]);
    const stranger = await signUpAndSignIn(app, "curieux-choix@exemple.fr");
    expect((await send(app, "GET", `/api/campaigns/${campaign.id}`, { cookie: stranger })).statusCode).toBe(403);

    const all = (await send(app, "GET", `/api/associations/${associationId}/sales`, { cookie: member })).json();
    expect(all.summary.count).toBe(3);
    const ofCopy = (await send(app, "GET", `/api/associations/${associationId}/sales?campaign_id=${copy.id}`, { cookie: member })).json();
    expect(ofCopy.summary).toEqual({
      count: 2,
      total_eur: all.summary.total_eur * (2 / 3),
      // The association's 20 % of the copy's bars (no donation, no delivery counted).
      association_eur: 6.4,
      bars_sold: 4,
      pending_count: 0,
    });
    expect(ofCopy.sales.every((s: { campaign_id: string }) => s.campaign_id === copy.id)).toBe(true);

    // A campaign of another association filters everything out: nothing leaks through the filter.
    const other = await publishedCampaign(app, {
      memberEmail: "autre-choix@exemple.fr",
      adminCookie: admin,
      form: { association_name: "Autre Club" },
    });
    await paidSale(other.campaign);
    const foreign = (
      await send(app, "GET", `/api/associations/${associationId}/sales?campaign_id=${other.campaign.id}`, { cookie: member })
    ).json();
    expect([foreign.summary.count, foreign.sales]).toEqual([0, []]);

    const csv = await send(app, "GET", `/api/associations/${associationId}/sales.csv?campaign_id=${campaign.id}`, { cookie: member });
    expect(csv.statusCode).toBe(200);
    const records = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(records).toHaveLength(2);

    const bad = await send(app, "GET", `/api/associations/${associationId}/sales?campaign_id=pas-un-id`, { cookie: member });
    expect([bad.statusCode, bad.json().message]).toEqual([400, "Campagne introuvable"]);
  });
});

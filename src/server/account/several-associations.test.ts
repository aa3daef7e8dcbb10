import { describe, expect, it } from "vitest";
import { appWithAdminForFile, send } from "../../../tests/support/app";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { invitationTokenFor } from "../../../tests/support/team";

// docs/product.md#current-association: a person may belong to several associations, with a role in each. The
// client remembers which one the pages work on; the server answers every call by the association it names, with
// the caller's role there, whichever one the client has chosen.

const { app, admin } = await appWithAdminForFile();

const buyer = { buyer_name: "Yann Le Bihan", buyer_email: "yann@exemple.fr", delivery_mode: "pickup" as const };

async function paidSale(campaignId: string) {
  const order = await send(app, "POST", "/api/checkout", {
    body: { campaign_id: campaignId, cart: [{ id: "noir", quantity: 1 }], buyer_info: buyer },
  });
  await app.inject({ method: "POST", url: `/pay/simulated/${order.json().sale_id}/confirm` });
}

describe("a person in two associations", () => {
  it("gets each association's data with the role held there, and nothing of a third", async () => {
    // The school: Anne manages it. The judo club: Anne is a volunteer there, invited by its manager.
    const school = await publishedCampaign(app, { memberEmail: "anne@exemple.fr", adminCookie: admin, name: "École Sainte-Anne" });
    const club = await publishedCampaign(app, { memberEmail: "pierre@exemple.fr", adminCookie: admin, name: "Judo Club" });
    const third = await publishedCampaign(app, { memberEmail: "zoe@exemple.fr", adminCookie: admin, name: "Chorale" });
    await paidSale(school.campaign.id);
    await paidSale(club.campaign.id);

    const invited = await send(app, "POST", `/api/associations/${club.associationId}/invitations`, {
      cookie: club.member,
      body: { email: "anne@exemple.fr", role: "volunteer" },
    });
    expect(invited.statusCode).toBe(201);
    const token = await invitationTokenFor(app, "anne@exemple.fr");
    expect((await send(app, "POST", `/api/invitations/${token}/accept`, { cookie: school.member })).statusCode).toBe(200);

    const me = (await send(app, "GET", "/api/me", { cookie: school.member })).json();
    const roles = Object.fromEntries(me.memberships.map((m: { association_id: string; role: string }) => [m.association_id, m.role]));
    expect(roles).toEqual({ [school.associationId]: "manager", [club.associationId]: "volunteer" });

    // In the school, everything: the buyers' e-mails and the export.
    const schoolSales = (await send(app, "GET", `/api/associations/${school.associationId}/sales`, { cookie: school.member })).json();
    expect(schoolSales.sales[0].customer_email).toBe("yann@exemple.fr");
    expect((await send(app, "GET", `/api/associations/${school.associationId}/sales.csv`, { cookie: school.member })).statusCode).toBe(200);

    // In the club, a volunteer's view: names without contact details, no export, no editing.
    const clubSales = (await send(app, "GET", `/api/associations/${club.associationId}/sales`, { cookie: school.member })).json();
    expect(clubSales.sales[0]).toMatchObject({ customer_name: "Yann Le Bihan", customer_email: null });
    expect((await send(app, "GET", `/api/associations/${club.associationId}/sales.csv`, { cookie: school.member })).statusCode).toBe(403);
    expect((await send(app, "POST", `/api/campaigns/${club.campaign.id}/duplicate`, { cookie: school.member, body: {} })).statusCode).toBe(
      403,
    );
    const cards = (await send(app, "GET", `/api/associations/${club.associationId}/campaigns`, { cookie: school.member })).json();
    expect(cards.campaigns.map((c: { id: string }) => c.id)).toEqual([club.campaign.id]);

    // Not a member of the choir: refused, whatever the client remembers.
    for (const url of [
      `/api/associations/${third.associationId}/campaigns`,
      `/api/associations/${third.associationId}/sales`,
      `/api/campaigns/${third.campaign.id}`,
    ]) {
      expect((await send(app, "GET", url, { cookie: school.member })).statusCode).toBe(403);
    }
  });
});

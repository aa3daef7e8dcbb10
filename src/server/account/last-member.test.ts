import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Campaign } from "../../shared/campaign";
import { campaigns, memberships, sales, user } from "../db/schema";
import { appWithAdminForFile, latestMailTo, PASSWORD, send, signUpAndSignIn } from "../../../tests/support/app";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { invitedMember } from "../../../tests/support/team";

// An association whose last member deletes their account can't answer for its page any more: the page goes
// offline with the deletion (migration 0004's trigger) and the administrators are told; the sales stay.

const { app, admin } = await appWithAdminForFile();

const buyer = { buyer_name: "Jeanne Le Goff", buyer_email: "jeanne@exemple.fr", delivery_mode: "pickup" as const };

const orderFrom = (campaign: Campaign) =>
  send(app, "POST", "/api/checkout", { body: { campaign_id: campaign.id, cart: [{ id: "noir", quantity: 2 }], buyer_info: buyer } });
const deleteAccount = (cookie: string) => send(app, "POST", "/api/auth/delete-user", { cookie, body: { password: PASSWORD } });
const campaignRow = async (id: string) => (await app.database.db.select().from(campaigns).where(eq(campaigns.id, id)))[0];

describe("the last member deletes their account", () => {
  it("unpublishes the association's page, tells the admins, and keeps the sales", async () => {
    const { member, campaign } = await publishedCampaign(app, { memberEmail: "seule@exemple.fr", adminCookie: admin });
    const order = await orderFrom(campaign);
    expect(order.statusCode).toBe(200);
    await app.inject({ method: "POST", url: `/pay/simulated/${order.json().sale_id}/confirm` });
    const [saleBefore] = await app.database.db.select().from(sales).where(eq(sales.campaign_id, campaign.id));

    expect((await deleteAccount(member)).statusCode).toBe(200);

    // The cached page is dropped when the database announces the change (on PostgreSQL, a moment after commit).
    await expect.poll(async () => (await send(app, "GET", `/api/campaigns/by-slug/${campaign.public_slug}`)).statusCode).toBe(404);
    expect((await orderFrom(campaign)).statusCode).toBe(404);
    const row = await campaignRow(campaign.id);
    expect(row).toMatchObject({
      is_published: false,
      takedown_reason: "Plus aucun membre : le dernier compte de l'association a été supprimé.",
    });
    expect(row.taken_down_at).toBeInstanceOf(Date);

    const mail = await latestMailTo(app, "admin@exemple.fr");
    expect(mail.subject).toBe("Boutique dépubliée : plus aucun membre - Boutique Solidaire");
    expect(mail.text_body).toContain(`- Club de Judo de Vannes (adresse : /c/${campaign.public_slug})`);

    const salesAfter = await app.database.db.select().from(sales).where(eq(sales.campaign_id, campaign.id));
    expect(salesAfter).toEqual([saleBefore]);
  });

  it("leaves the page online while another manager remains", async () => {
    const { member, associationId, campaign } = await publishedCampaign(app, {
      memberEmail: "premier@exemple.fr",
      adminCookie: admin,
      form: { association_name: "Chorale de Theix" },
    });
    await signUpAndSignIn(app, "second@exemple.fr");
    const [second] = await app.database.db.select({ id: user.id }).from(user).where(eq(user.email, "second@exemple.fr"));
    await app.database.db.insert(memberships).values({ user_id: second.id, association_id: associationId, role: "manager" });

    expect((await deleteAccount(member)).statusCode).toBe(200);
    expect((await campaignRow(campaign.id)).is_published).toBe(true);
    expect((await send(app, "GET", `/api/campaigns/by-slug/${campaign.public_slug}`)).statusCode).toBe(200);
  });
});

describe("the last manager of an association that keeps members", () => {
  it("can't delete their account until another member is named manager", async () => {
    const { member, associationId } = await publishedCampaign(app, {
      memberEmail: "presidente@exemple.fr",
      adminCookie: admin,
      form: { association_name: "Amicale de Séné" },
    });
    const treasurer = await invitedMember(app, { managerCookie: member, associationId, email: "tresoriere@exemple.fr", role: "treasurer" });

    const refused = await deleteAccount(member);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "LAST_MANAGER_ACCOUNT",
      message:
        "Vous êtes le seul responsable de « Amicale de Séné » : nommez un autre responsable dans l'onglet Équipe avant de supprimer votre compte.",
    });
    expect((await send(app, "GET", "/api/me", { cookie: member })).statusCode).toBe(200);

    const promoted = await send(app, "PATCH", `/api/associations/${associationId}/members/${treasurer.userId}`, {
      cookie: member,
      body: { role: "manager" },
    });
    expect(promoted.statusCode).toBe(200);
    expect((await deleteAccount(member)).statusCode).toBe(200);
    const team = (await send(app, "GET", `/api/associations/${associationId}/members`, { cookie: treasurer.cookie })).json();
    expect(team.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([["tresoriere@exemple.fr", "manager"]]);
  });

  it("is kept by the database too, whoever writes (migration 0007)", async () => {
    const { member, associationId } = await publishedCampaign(app, {
      memberEmail: "gardien@exemple.fr",
      adminCookie: admin,
      form: { association_name: "Club du Gardien" },
    });
    const volunteer = await invitedMember(app, {
      managerCookie: member,
      associationId,
      email: "benevole-gardien@exemple.fr",
      role: "volunteer",
    });
    const managerId: string = (await send(app, "GET", "/api/me", { cookie: member })).json().user.id;

    const db = app.database.db;
    await expect(db.delete(user).where(eq(user.id, managerId))).rejects.toThrow();
    await expect(db.update(memberships).set({ role: "volunteer" }).where(eq(memberships.user_id, managerId))).rejects.toThrow();
    const rows = await db.select({ role: memberships.role }).from(memberships).where(eq(memberships.association_id, associationId));
    expect(rows.map((r) => r.role).sort()).toEqual(["manager", "volunteer"]);

    // The very last member may still go: the volunteer leaves, then the manager's account is deleted.
    await db.delete(memberships).where(eq(memberships.user_id, volunteer.userId));
    await expect(db.delete(user).where(eq(user.id, managerId))).resolves.toBeDefined();
  });
});

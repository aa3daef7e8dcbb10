import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, cookieFrom, send } from "../../../tests/support/app";
import type { App } from "../app";
import { demoAccounts, seedDemoData } from "./seed";
import { DEMO_SHORT_WEEK_BLANC } from "./seed-capacity";
import { pickupWeek } from "../../shared/capacity-rules";
import { parisCalendarDay } from "../../shared/paris-time";
import { grantAdmin } from "../account/provision";
import { selectRows } from "./raw-rows";
import { user } from "./schema";

let app: App;
beforeAll(async () => {
  app = await createTestApp({ seedDemo: true });
});
afterAll(async () => app?.close());

describe("demo data", () => {
  it("lets the demo association and the demo admin sign in", async () => {
    const member = await send(app, "POST", "/api/auth/sign-in/email", { body: demoAccounts.association });
    expect(member.statusCode).toBe(200);
    const me = (await send(app, "GET", "/api/me", { cookie: cookieFrom(member) })).json();
    expect(me.memberships[0].association.name).toBe("Les Amis de l'École Jules Ferry");
    expect(me.is_admin).toBe(false);

    const admin = await send(app, "POST", "/api/auth/sign-in/email", { body: demoAccounts.admin });
    expect((await send(app, "GET", "/api/me", { cookie: cookieFrom(admin) })).json().is_admin).toBe(true);
  });

  it("is written once only", async () => {
    await seedDemoData({ db: app.database.db, auth: app.auth, log: app.log });
    const [{ n }] = await app.database.db.select({ n: sql<number>`count(*)::int` }).from(user);
    expect(n).toBe(4);
  });

  it("gives the demo association a treasurer and a volunteer, and next season's draft beside the published campaign", async () => {
    const manager = cookieFrom(await send(app, "POST", "/api/auth/sign-in/email", { body: demoAccounts.association }));
    const associationId = (await send(app, "GET", "/api/me", { cookie: manager })).json().memberships[0].association_id;
    for (const [account, role] of [
      [demoAccounts.treasurer, "treasurer"],
      [demoAccounts.volunteer, "volunteer"],
    ] as const) {
      const cookie = cookieFrom(await send(app, "POST", "/api/auth/sign-in/email", { body: account }));
      const memberships = (await send(app, "GET", "/api/me", { cookie })).json().memberships;
      expect(memberships).toEqual([expect.objectContaining({ association_id: associationId, role })]);
    }
    const cards = (await send(app, "GET", `/api/associations/${associationId}/campaigns`, { cookie: manager })).json().campaigns;
    expect(cards.map((c: { public_slug: string; is_published: boolean }) => [c.public_slug, c.is_published])).toEqual([
      ["ecole-jules-ferry-2", false],
      ["ecole-jules-ferry", true],
    ]);
  });
});

describe("grantAdmin", () => {
  it("makes an existing account administrator and says when there is none", async () => {
    expect(await grantAdmin(app.database.db, "personne@exemple.fr")).toBe(false);
    const member = await send(app, "POST", "/api/auth/sign-in/email", { body: demoAccounts.association });
    expect(await grantAdmin(app.database.db, " DEMO@boutique-solidaire.fr ")).toBe(true);
    expect((await send(app, "GET", "/api/me", { cookie: cookieFrom(member) })).json().is_admin).toBe(true);
  });
});

describe("demo campaign", () => {
  it("is published with paid orders and one pending", async () => {
    const page = await send(app, "GET", "/api/campaigns/by-slug/ecole-jules-ferry");
    expect(page.statusCode).toBe(200);
    // What the association receives (decision 040): 20 % of each paid order's bars, 48 + 27 + 24 + 25 + 30 + 28 + 34 €,
    // is 43,20 €, and the 15 € donation: 58,20 €. The delivery fees and the pending order don't count.
    expect(page.json().campaign).toMatchObject({
      association_name: "Les Amis de l'École Jules Ferry",
      amount_raised_eur: 58.2,
      project_goal_eur: 5000,
    });
  });

  it("takes orders for three weeks more and says when and where the bars are handed out, for its page and flyers", async () => {
    const { campaign } = (await send(app, "GET", "/api/campaigns/by-slug/ecole-jules-ferry")).json();
    const today = parisCalendarDay(new Date());
    expect(campaign.order_deadline > today).toBe(true);
    expect(campaign.distribution_date > campaign.order_deadline).toBe(true);
    expect(campaign).toMatchObject({ distribution_start_time: "16:30", distribution_place: "Préau de l'école Jules Ferry" });
  });

  it("has orders at every stage of the workshop, each with its history", async () => {
    const stages = await selectRows<{ fulfilment_status: string; delivery_mode: string; carrier: string | null; events: number }>(
      app.database.db,
      sql`select s.fulfilment_status, s.delivery_mode, s.carrier, (select count(*)::int from order_events e where e.sale_id = s.id) as events
          from sales s join campaigns c on c.id = s.campaign_id
          where c.public_slug = 'ecole-jules-ferry' and s.status = 'paid' order by s.created_at`,
    );
    expect(stages).toEqual([
      { fulfilment_status: "delivered_to_association", delivery_mode: "pickup", carrier: null, events: 2 },
      { fulfilment_status: "shipped", delivery_mode: "home_delivery", carrier: "La Poste Colissimo", events: 2 },
      { fulfilment_status: "delivered_to_association", delivery_mode: "pickup", carrier: null, events: 2 },
      { fulfilment_status: "shipped", delivery_mode: "home_delivery", carrier: "La Poste Colissimo", events: 2 },
      { fulfilment_status: "to_prepare", delivery_mode: "pickup", carrier: null, events: 1 },
      { fulfilment_status: "to_prepare", delivery_mode: "home_delivery", carrier: null, events: 1 },
      { fulfilment_status: "to_prepare", delivery_mode: "pickup", carrier: null, events: 1 },
    ]);
  });

  it("has a statement with a payout made and a part payable now (docs/product.md#money)", async () => {
    const member = cookieFrom(await send(app, "POST", "/api/auth/sign-in/email", { body: demoAccounts.treasurer }));
    const [{ id }] = await selectRows<{ id: string }>(
      app.database.db,
      sql`select id from campaigns where public_slug = 'ecole-jules-ferry'`,
    );
    const { totals } = (await send(app, "GET", `/api/campaigns/${id}/statement`, { cookie: member })).json();
    // Paid out: 20 % of Hélène's 48,00 €. Payable: 20 % of Jean-Pierre's 27,00 € and his 15,00 € donation.
    expect(totals).toMatchObject({ paid_out_cents: 960, payable_cents: 540 + 1500 });
    expect(totals.balance_cents).toBeGreaterThan(totals.payable_cents);
  });

  it("has production weeks up to its distribution, its pick-up week nearly out of white chocolate (decision 051)", async () => {
    const { campaign } = (await send(app, "GET", "/api/campaigns/by-slug/ecole-jules-ferry")).json();
    const week = pickupWeek(campaign.distribution_date);
    const { pickup } = (await send(app, "GET", "/api/campaigns/by-slug/ecole-jules-ferry/availability")).json();
    // Élodie's 4 white bars and Yann's 2 dark and 2 almond ones, to prepare, took their share of the week.
    expect(pickup).toEqual([
      { product_id: "noir", week, left: 398, note: null },
      { product_id: "praline", week, left: 298, note: null },
      {
        product_id: "blanc",
        week,
        left: DEMO_SHORT_WEEK_BLANC - 4,
        note: expect.stringMatching(/^Plus que 6 tablettes pour la distribution du /),
      },
    ]);

    const admin = cookieFrom(await send(app, "POST", "/api/auth/sign-in/email", { body: demoAccounts.admin }));
    const { weeks } = (await send(app, "GET", "/api/admin/capacity", { cookie: admin })).json();
    const set = weeks.filter((w: { products: { capacity: number | null }[] }) => w.products.every((p) => p.capacity !== null));
    expect(set.length).toBeGreaterThanOrEqual(3);
    expect(set.map((w: { week: string }) => w.week)).toContain(week);
  });
});

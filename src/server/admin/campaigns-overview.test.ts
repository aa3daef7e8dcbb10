import { describe, expect, it } from "vitest";
import { appWithAdminForFile, send } from "../../../tests/support/app";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { placeOrder } from "../../../tests/support/orders";
import type { AdminCampaignOverview } from "../../shared/admin-responses";

// docs/product.md#campaigns-overview: every campaign with totals traced to its orders, and a campaign's page.

const { app, admin } = await appWithAdminForFile();

const overview = async (query = "") =>
  (await send(app, "GET", `/api/admin/campaigns/overview?${query}`, { cookie: admin })).json() as {
    campaigns: AdminCampaignOverview[];
    next_cursor: string | null;
  };

describe("'Campagnes'", () => {
  it("lists every campaign with its settled orders' totals net of refunds, searchable and filtered, page by page", async () => {
    const judo = await publishedCampaign(app, { memberEmail: "judo@exemple.fr", adminCookie: admin, name: "Judo Club de Séné" });
    const waiting = await publishedCampaign(app, { memberEmail: "voile@exemple.fr", adminCookie: admin, name: "Club de Voile" });
    await send(app, "POST", `/api/admin/campaigns/${waiting.campaign.id}/unpublish`, {
      cookie: admin,
      body: { reason: "Photos à refaire" },
    });
    const paid = await placeOrder(app, judo.campaign.id, [{ id: "noir", quantity: 3 }]);
    await placeOrder(app, judo.campaign.id, [{ id: "blanc", quantity: 2 }], { home: true });
    await placeOrder(app, judo.campaign.id, [{ id: "noir", quantity: 9 }], { pay: false });
    await send(app, "POST", `/api/admin/orders/${paid.saleId}/refunds`, {
      cookie: admin,
      body: { kind: "lines", lines: [{ product_id: "noir", quantity: 1 }], idempotency_key: "overview-1" },
    });

    const all = await overview();
    expect(all.campaigns.map((c) => c.association_name)).toEqual(["Club de Voile", "Judo Club de Séné"]);
    // 3 x 8 € - 8 € refunded + 2 x 7 € + 3,90 €; the unpaid order doesn't count.
    expect(all.campaigns[1]).toMatchObject({
      orders_count: 2,
      sales_total_cents: 2400 - 800 + 1400 + 390,
      bars_sold: 4,
      is_published: true,
    });
    expect(all.campaigns[0]).toMatchObject({ orders_count: 0, sales_total_cents: 0, is_published: false });
    expect(all.campaigns[0].taken_down_at).not.toBeNull();

    expect((await overview("q=s%C3%A9n%C3%A9")).campaigns.map((c) => c.id)).toEqual([judo.campaign.id]);
    expect((await overview(`q=${waiting.campaign.public_slug.toUpperCase()}`)).campaigns.map((c) => c.id)).toEqual([waiting.campaign.id]);
    expect((await overview("status=draft")).campaigns).toEqual([]);
    const first = await overview("limit=1");
    const second = await overview(`limit=1&cursor=${first.next_cursor}`);
    expect([...first.campaigns, ...second.campaigns].map((c) => c.id)).toEqual(all.campaigns.map((c) => c.id));
    expect(second.next_cursor).toBeNull();
  });

  it("shows a campaign's team, latest orders and who published or took it down, and why", async () => {
    const { campaign } = await publishedCampaign(app, { memberEmail: "bagad@exemple.fr", adminCookie: admin, name: "Bagad" });
    const order = await placeOrder(app, campaign.id, [{ id: "noir", quantity: 1 }], { pay: false });
    await send(app, "POST", `/api/admin/campaigns/${campaign.id}/unpublish`, { cookie: admin, body: { reason: "Prix à corriger" } });

    const page = (await send(app, "GET", `/api/admin/campaigns/${campaign.id}`, { cookie: admin })).json();
    expect(page.campaign.public_slug).toBe(campaign.public_slug);
    expect(page.members).toEqual([expect.objectContaining({ email: "bagad@exemple.fr", role: "manager" })]);
    expect(page.latest_orders.map((o: { id: string }) => o.id)).toEqual([order.saleId]);
    expect(page.totals).toEqual({ orders_count: 0, sales_total_cents: 0, bars_sold: 0 });
    expect(
      page.events.map((e: { action: string; actor_email: string; reason: string | null }) => [e.action, e.actor_email, e.reason]),
    ).toEqual([
      ["published", "admin@exemple.fr", null],
      ["taken_down", "admin@exemple.fr", "Prix à corriger"],
    ]);
    expect((await send(app, "GET", "/api/admin/campaigns/00000000-0000-4000-8000-000000000000", { cookie: admin })).statusCode).toBe(404);
  });

  it("records one 'Publier' for a double click on a page already online", async () => {
    const { campaign } = await publishedCampaign(app, { memberEmail: "chorale@exemple.fr", adminCookie: admin });
    const before = (await send(app, "GET", `/api/admin/campaigns/${campaign.id}`, { cookie: admin })).json();
    const again = await send(app, "POST", `/api/admin/campaigns/${campaign.id}/publish`, { cookie: admin, body: {} });
    expect(again.statusCode).toBe(200);
    expect(again.json().campaign.published_at).toBe(before.campaign.published_at);

    const page = (await send(app, "GET", `/api/admin/campaigns/${campaign.id}`, { cookie: admin })).json();
    expect(page.events.map((e: { action: string }) => e.action)).toEqual(["published"]);
  });
});

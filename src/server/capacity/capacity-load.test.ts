import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appWithAdminForFile, send } from "../../../tests/support/app";
import { campaignDates } from "../../../tests/support/campaign-dates";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { capacityCounters, sales } from "../db/schema";

// docs/product.md#capacity-and-holds: 200 buyers press 'Payer' at once for the last 50 bars of a week. On PostgreSQL
// the requests run truly side by side (a pool of 10 connections, batched writes of decision 008): the counters'
// conditional update under the row's lock (migration 0030) must hold exactly 50 and refuse the rest, kindly, no 5xx.

const { app, admin } = await appWithAdminForFile();
const { campaign } = await publishedCampaign(app, { memberEmail: "charge@exemple.fr", adminCookie: admin, form: campaignDates });
const WEEK = "2026-12-07"; // the week before the distribution of 17 December

describe("200 checkouts at once for the last 50 bars", () => {
  it("holds exactly 50 bars, refuses the 150 others with the French message, and answers no server error", async () => {
    await send(app, "PUT", `/api/admin/capacity/weeks/${WEEK}`, {
      cookie: admin,
      body: { capacities: [{ product_id: "noir", capacity: 50 }] },
    });
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        send(app, "POST", "/api/checkout", {
          body: {
            campaign_id: campaign.id,
            cart: [{ id: "noir", quantity: 1 }],
            buyer_info: { buyer_name: `Acheteur ${i}`, buyer_email: `acheteur${i}@exemple.fr`, delivery_mode: "pickup" },
          },
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(50);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(150);
    expect(new Set(refused.map((r) => r.json().message))).toEqual(
      new Set([
        "Il ne reste plus de tablettes « Chocolat Noir » pour la distribution du 17 décembre. Retirez-les du panier pour commander le reste.",
      ]),
    );

    const [counter] = await app.database.db.select().from(capacityCounters).where(eq(capacityCounters.week, WEEK));
    expect(counter).toMatchObject({ capacity: 50, held: 50, sold: 0 });
    const [{ holding }] = await app.database.db
      .select({ holding: sql<number>`count(*)::int` })
      .from(sales)
      .where(eq(sales.capacity_hold, "held"));
    expect(holding).toBe(50);
  });
});

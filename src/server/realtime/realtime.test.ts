import { describe, expect, it } from "vitest";
import type { App } from "../app";
import { appWithAdminForFile, ORIGIN, send, signUpAndSignIn } from "../../../tests/support/app";
import { secondInstance } from "../../../tests/support/second-instance";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { openEventStream } from "../../../tests/support/sse-client";

async function paidSale(target: App, bars: number) {
  const response = await send(target, "POST", "/api/checkout", {
    body: {
      campaign_id: campaign.id,
      cart: [{ id: "noir", quantity: bars }],
      buyer_info: { buyer_name: "Live", buyer_email: "live@exemple.fr", delivery_mode: "pickup" },
    },
  });
  await target.inject({ method: "POST", url: `/pay/simulated/${response.json().sale_id}/confirm` });
}

const { app, admin } = await appWithAdminForFile();
const { campaign, member } = await publishedCampaign(app, { memberEmail: "live@asso.fr", adminCookie: admin });
const base = await app.listen({ port: 0, host: "127.0.0.1" });

describe("live updates over SSE (real HTTP)", () => {
  // How fast the update arrives is measured by bench/sse.mjs, not here: a loaded CI machine is no stopwatch.
  it("pushes the new amount raised to the public page after a payment", async () => {
    const stream = await openEventStream(`${base}/api/campaigns/${campaign.id}/raised/stream`);
    try {
      expect(stream.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
      expect((await stream.next("raised")).data).toEqual({ amount_raised_eur: 0 });
      await paidSale(app, 2);
      const update = await stream.next("raised", 10_000);
      expect(update.data).toEqual({ amount_raised_eur: 3.2 }); // 20 % of 16,00 € (decision 040)
    } finally {
      stream.close();
    }
  });

  it("tells the association's drawer about every change, to members only", async () => {
    const stranger = await signUpAndSignIn(app, "stranger@exemple.fr");
    expect((await fetch(`${base}/api/campaigns/${campaign.id}/sales/stream`, { headers: { cookie: stranger } })).status).toBe(403);
    expect((await fetch(`${base}/api/campaigns/${campaign.id}/sales/stream`)).status).toBe(401);

    const stream = await openEventStream(`${base}/api/campaigns/${campaign.id}/sales/stream`, { cookie: member, origin: ORIGIN });
    try {
      await stream.next("ready");
      await paidSale(app, 1);
      expect(await stream.next("sale", 10_000)).toMatchObject({ data: { status: "pending" } });
      expect(await stream.next("sale", 10_000)).toMatchObject({ data: { status: "paid" } });
    } finally {
      stream.close();
    }
  });

  it("refuses the public stream of an unpublished or unknown campaign", async () => {
    expect((await fetch(`${base}/api/campaigns/00000000-0000-4000-8000-000000000000/raised/stream`)).status).toBe(404);
  });
});

// Two server instances on one PostgreSQL database: LISTEN/NOTIFY carries a payment confirmed on one to the
// subscribers of the other. PGlite is a single-process database, so this only runs against PostgreSQL.
describe.runIf(Boolean(process.env.DATABASE_URL))("across server instances (PostgreSQL)", () => {
  it("delivers a change made on instance B to a subscriber of instance A", async () => {
    const second = await secondInstance(app);
    try {
      const stream = await openEventStream(`${base}/api/campaigns/${campaign.id}/raised/stream`);
      try {
        const before = (await stream.next("raised")).data as { amount_raised_eur: number };
        await paidSale(second, 3);
        const update = await stream.next("raised", 10_000);
        expect(update.data).toEqual({ amount_raised_eur: expect.closeTo(before.amount_raised_eur + 4.8, 2) });
      } finally {
        stream.close();
      }
    } finally {
      await second.close();
    }
  });
});

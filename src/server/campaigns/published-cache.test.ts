import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { campaigns } from "../db/schema";
import type { Db } from "../db/client";
import { appWithAdminForFile, send } from "../../../tests/support/app";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { createPublishedCampaigns } from "./published-cache";

const buyer = { buyer_name: "Cache", buyer_email: "cache@exemple.fr", delivery_mode: "pickup" };
const order = (id: string) =>
  send(app, "POST", "/api/checkout", { body: { campaign_id: id, cart: [{ id: "noir", quantity: 1 }], buyer_info: buyer } });
const pay = async (id: string) => app.inject({ method: "POST", url: `/pay/simulated/${(await order(id)).json().sale_id}/confirm` });
const bySlug = (slug: string) => send(app, "GET", `/api/campaigns/by-slug/${slug}`);
// On PostgreSQL the database's announcement arrives on another connection, a moment after the commit.
const eventually = (assertion: () => Promise<void>) => vi.waitFor(assertion, { timeout: 5_000, interval: 20 });

/** Resolves once every change committed so far has been announced to this instance (they arrive in commit order). */
async function announcementsDelivered() {
  const marker = `barrier-${Math.random()}`;
  let stop = () => {};
  const heard = new Promise<void>((resolve) => {
    stop = app.bus.onCampaignChange((id) => id === marker && resolve());
  });
  await app.database.db.execute(sql`select pg_notify('campaign_changes', ${marker})`);
  await heard;
  stop();
}

/** The app's database, counting the reads that reach it. */
function countingReads(db: Db) {
  const counter = { reads: 0 };
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      if (property === "select") counter.reads++;
      return Reflect.get(target, property, receiver);
    },
  });
  return { db: counted, counter };
}

const { app, admin } = await appWithAdminForFile();
const published = await publishedCampaign(app, { memberEmail: "cache@asso.fr", adminCookie: admin });
const { member } = published;
// A test moves the campaign to a new slug: the tests after it read the campaign as it is now.
let { campaign } = published;

describe("published campaigns in memory", () => {
  it("reads the database once for any number of readers, until a payment moves the amount raised", async () => {
    const { db, counter } = countingReads(app.database.db);
    const cache = createPublishedCampaigns(db, app.bus);
    await announcementsDelivered();
    try {
      const first = await Promise.all(Array.from({ length: 20 }, () => cache.bySlug(campaign.public_slug)));
      expect(first.every((entry) => entry?.campaign.id === campaign.id)).toBe(true);
      expect(counter.reads).toBe(2); // the campaign, then its amount raised
      expect((await cache.byId(campaign.id))?.campaign.amount_raised_eur).toBe(0);
      expect(counter.reads).toBe(2);

      // A new order waiting for its payment doesn't change what donors see: the copy stays.
      expect((await order(campaign.id)).statusCode).toBe(200);
      await announcementsDelivered();
      await cache.bySlug(campaign.public_slug);
      expect(counter.reads).toBe(2);

      await pay(campaign.id);
      await eventually(async () => expect((await cache.bySlug(campaign.public_slug))?.campaign.amount_raised_eur).toBe(1.6));
    } finally {
      cache.close();
    }
  });

  it("keeps unknown slugs and unpublished campaigns out", async () => {
    const cache = createPublishedCampaigns(app.database.db, app.bus);
    try {
      expect(await cache.bySlug("personne-ici")).toBeNull();
      await app.database.db.update(campaigns).set({ is_published: false }).where(eq(campaigns.id, campaign.id));
      expect(await cache.byId(campaign.id)).toBeNull();
    } finally {
      await app.database.db.update(campaigns).set({ is_published: true }).where(eq(campaigns.id, campaign.id));
      cache.close();
    }
  });

  it("forgets a copy past its time to live", async () => {
    const { db, counter } = countingReads(app.database.db);
    const clock = { ms: 1_000_000 };
    const cache = createPublishedCampaigns(db, app.bus, { ttlMs: 50, now: () => clock.ms });
    await announcementsDelivered();
    try {
      await cache.bySlug(campaign.public_slug);
      clock.ms += 49;
      await cache.bySlug(campaign.public_slug);
      expect(counter.reads).toBe(2);
      clock.ms += 1;
      await cache.bySlug(campaign.public_slug);
      expect(counter.reads).toBe(4);
    } finally {
      cache.close();
    }
  });

  it("serves its last copy past its time while the database fails, and reads again once it answers", async () => {
    const failing = { now: false };
    const db = new Proxy(app.database.db, {
      get(target, property, receiver) {
        if (property === "select" && failing.now) throw new Error("connection terminated unexpectedly");
        return Reflect.get(target, property, receiver);
      },
    });
    const cache = createPublishedCampaigns(db, app.bus, { ttlMs: 20 });
    try {
      const before = await cache.bySlug(campaign.public_slug);
      await new Promise((resolve) => setTimeout(resolve, 40));
      failing.now = true;
      expect(await cache.bySlug(campaign.public_slug)).toBe(before);
      expect(await cache.byId(campaign.id)).toBe(before);
      // Nothing to stand in for a campaign it never had: the error goes on (a 503 for the visitor).
      await expect(cache.bySlug("jamais-vue")).rejects.toThrow("connection terminated");
      failing.now = false;
      const after = await cache.bySlug(campaign.public_slug);
      expect(after).not.toBe(before);
      expect(after?.campaign.id).toBe(campaign.id);
    } finally {
      cache.close();
    }
  });

  it("holds a bounded number of campaigns, forgetting the one cached longest ago", async () => {
    const other = await publishedCampaign(app, {
      memberEmail: "autre@asso.fr",
      adminCookie: admin,
      form: { association_name: "Chorale de Séné" },
    });
    const { db, counter } = countingReads(app.database.db);
    const cache = createPublishedCampaigns(db, app.bus, { maxEntries: 1 });
    await announcementsDelivered();
    try {
      await cache.byId(campaign.id);
      await cache.byId(other.campaign.id);
      await cache.byId(other.campaign.id);
      expect(counter.reads).toBe(4);
      await cache.byId(campaign.id);
      expect(counter.reads).toBe(6);
    } finally {
      cache.close();
    }
  });
});

describe("the public page after a change", () => {
  it("shows the association's edit once published, at once, on the page and in its JSON", async () => {
    expect((await bySlug(campaign.public_slug)).json().campaign.campaign_message).toBe(campaign.campaign_message);
    const edited = await send(app, "PATCH", `/api/campaigns/${campaign.id}`, {
      cookie: member,
      body: {
        association_name: campaign.association_name,
        campaign_message: "Nouveau message pour la saison !",
        contact_email: campaign.contact_email,
        public_slug: campaign.public_slug,
      },
    });
    expect(edited.statusCode).toBe(200);
    // Decision 037: kept aside until 'Publier les modifications'.
    expect((await bySlug(campaign.public_slug)).json().campaign.campaign_message).toBe(campaign.campaign_message);
    await send(app, "POST", `/api/campaigns/${campaign.id}/publish-changes`, { cookie: member, body: {} });
    expect((await bySlug(campaign.public_slug)).json().campaign.campaign_message).toBe("Nouveau message pour la saison !");
    expect((await send(app, "GET", `/c/${campaign.public_slug}`)).body).toContain("Nouveau message pour la saison !");
  });

  it("moves with a new address: the old one redirects to it at once", async () => {
    const moved = await send(app, "PATCH", `/api/campaigns/${campaign.id}`, {
      cookie: member,
      body: {
        association_name: campaign.association_name,
        campaign_message: "Nouveau message pour la saison !",
        contact_email: campaign.contact_email,
        public_slug: "judo-vannes-2027",
      },
    });
    expect(moved.statusCode).toBe(200);
    const published = await send(app, "POST", `/api/campaigns/${campaign.id}/publish-changes`, { cookie: member, body: {} });
    expect((await send(app, "GET", `/c/${campaign.public_slug}`)).headers.location).toBe("/c/judo-vannes-2027");
    expect((await send(app, "GET", "/c/judo-vannes-2027")).statusCode).toBe(200);
    campaign = published.json().campaign;
  });

  it("follows a change made in the database by hand (an operator unpublishing a campaign)", async () => {
    expect((await send(app, "GET", `/c/${campaign.public_slug}`)).statusCode).toBe(200);
    await app.database.db.execute(sql`update campaigns set is_published = false where id = ${campaign.id}`);
    await eventually(async () => expect((await send(app, "GET", `/c/${campaign.public_slug}`)).statusCode).toBe(404));
    // Validated and not taken down: the app's read says the shop is closed (decision 037).
    expect((await bySlug(campaign.public_slug)).statusCode).toBe(410);
    expect((await order(campaign.id)).statusCode).toBe(404);
    await app.database.db.execute(sql`update campaigns set is_published = true where id = ${campaign.id}`);
    await eventually(async () => expect((await send(app, "GET", `/c/${campaign.public_slug}`)).statusCode).toBe(200));
  });
});

// The announcements travel on one LISTEN connection per instance: if it is cut, what was said meanwhile is lost.
describe.runIf(Boolean(process.env.DATABASE_URL))("a lost listening connection (PostgreSQL)", () => {
  it("reads every cached campaign again once it listens again (the expired copies stand in while the database is down)", async () => {
    expect((await bySlug(campaign.public_slug)).json().campaign.association_slogan).toBeNull();
    const pool = app.database.pool!;
    const listening = "select pid from pg_stat_activity where datname = current_database() and query like 'listen %'";
    const [{ pid }] = (await pool.query(listening)).rows;
    await pool.query("select pg_terminate_backend($1)", [pid]);
    await eventually(async () => expect((await pool.query("select 1 from pg_stat_activity where pid = $1", [pid])).rowCount).toBe(0));
    // Said while nobody listens: this instance can't hear it.
    await pool.query("update campaigns set association_slogan = 'Changé sans annonce' where id = $1", [campaign.id]);
    await eventually(async () =>
      expect((await bySlug(campaign.public_slug)).json().campaign.association_slogan).toBe("Changé sans annonce"),
    );
  });
});

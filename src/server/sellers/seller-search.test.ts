import { describe, expect, it } from "vitest";
import { appWithAdminForFile, send } from "../../../tests/support/app";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { SELLER_SEARCH_RATE_LIMIT } from "./routes";

// Decision 039: the checkout finds the child a buyer orders for by the start of a first name, a few at a time; no
// public answer lists a campaign's children any more.

const { app, admin } = await appWithAdminForFile();
const { campaign, member } = await publishedCampaign(app, { memberEmail: "ape-tilleuls@exemple.fr", adminCookie: admin });

const children = ["Léa", "Léo", "Lena", "Noé", "Emma", "Zoé", "Maël", "Malo", "Manon", "Maëlys", "Mathis", "Maxime"];
const added = await send(app, "POST", `/api/campaigns/${campaign.id}/sellers`, {
  cookie: member,
  body: { sellers: children.map((first_name) => ({ first_name, group_name: "CM2" })) },
});
const lea: { code: string } = added.json().sellers[0];

const search = (q: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url: `/api/campaigns/by-slug/${campaign.public_slug}/sellers/search?q=${encodeURIComponent(q)}`, headers });
const names = async (q: string) => (await search(q)).json().sellers.map((s: { first_name: string }) => s.first_name);

describe("the checkout's seller search", () => {
  it("finds the sellers whose first name starts with the letters typed, accents and case aside", async () => {
    expect(await names("le")).toEqual(["Lena", "Léa", "Léo"]);
    expect(await names("LÉA")).toEqual(["Léa"]);
    expect(await names("noe")).toEqual(["Noé"]);
    expect(await names("ea")).toEqual([]);
    expect(await names("%%")).toEqual([]);
  });

  it("answers five sellers at most, and asks for two letters at least", async () => {
    expect(await names("ma")).toHaveLength(5);
    const one = await search("m");
    expect(one.statusCode).toBe(400);
    expect(one.json().message).toBe("Tapez au moins 2 lettres du prénom");
    expect((await search(" ")).statusCode).toBe(400);
  });

  it("is paced per address: past the quota, a 429", async () => {
    const headers = { "x-forwarded-for": "203.0.113.9" };
    // The app trusts no proxy: one address for every call of this test, so count what the earlier tests spent.
    let status = 200;
    for (let i = 0; i <= SELLER_SEARCH_RATE_LIMIT.max && status !== 429; i++) status = (await search("no", headers)).statusCode;
    expect(status).toBe(429);
  });
});

describe("the campaign's public answers", () => {
  it("name no child but the one of the link", async () => {
    const slug = campaign.public_slug;
    const bodies = await Promise.all(
      [
        `/c/${slug}`,
        `/c/${slug}/v/${lea.code}`,
        `/api/campaigns/by-slug/${slug}`,
        `/api/campaigns/by-slug/${slug}/sellers`,
        `/api/campaigns/by-slug/${slug}/sellers/${lea.code}`,
        `/api/campaigns/by-slug/${slug}/leaderboard`,
      ].map(async (url) => (await app.inject({ method: "GET", url, headers: { "x-forwarded-for": "198.51.100.7" } })).body),
    );
    for (const child of children.filter((name) => name !== "Léa")) {
      for (const body of bodies) expect(body).not.toContain(child);
    }
    expect(bodies[4]).toContain("Léa");
  });
});

import { describe, expect, it } from "vitest";
import type { App } from "../app";
import { ADMIN_EMAIL, appWithAdminForFile, send } from "../../../tests/support/app";
import { secondInstance } from "../../../tests/support/second-instance";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { openEventStream } from "../../../tests/support/sse-client";
import type { Campaign } from "../../shared/campaign";

// docs/security.md, "A campaign taken down still served from a cache": once the administrator takes a page down (or
// its association unpublishes it), every public answer built from it is gone at once, whatever the client holds.

let runs = 0;

const { app, admin } = await appWithAdminForFile();
const base = await app.listen({ port: 0, host: "127.0.0.1" });

/** A published campaign with a seller and its leaderboard on, every public answer of it read once (so cached). */
async function servedCampaign() {
  const { campaign, member } = await publishedCampaign(app, { memberEmail: `club-${++runs}@exemple.fr`, adminCookie: admin });
  const added = await send(app, "POST", `/api/campaigns/${campaign.id}/sellers`, {
    cookie: member,
    body: { sellers: [{ first_name: "Léa", group_name: "CM2", goal_bars: 20 }] },
  });
  expect(added.statusCode).toBe(201);
  const code: string = added.json().sellers[0].code;
  await send(app, "PUT", `/api/campaigns/${campaign.id}/leaderboard`, { cookie: member, body: { enabled: true } });
  const slug = campaign.public_slug;
  const addresses = [
    `/c/${slug}`,
    `/campaign/${slug}`,
    `/c/${slug}/v/${code}`,
    `/c/${slug}/og.png`,
    `/api/campaigns/by-slug/${slug}`,
    `/api/campaigns/by-slug/${slug}/sellers`,
    `/api/campaigns/by-slug/${slug}/sellers/${code}`,
    `/api/campaigns/by-slug/${slug}/leaderboard`,
  ];
  const etags = new Map<string, string>();
  for (const url of addresses) {
    const response = await read(app, url);
    expect(response.statusCode, url).toBe(200);
    if (response.headers.etag) etags.set(url, String(response.headers.etag));
  }
  expect((await app.inject({ method: "GET", url: "/sitemap.xml" })).body).toContain(`/c/${slug}`);
  return { campaign, member, addresses, etags };
}

const read = (target: App, url: string, headers: Record<string, string> = {}) =>
  target.inject({ method: "GET", url, headers: { "accept-encoding": "br, gzip", ...headers } });

/**
 * Every address answers 404 now, sent its old ETag or not, and the sitemap no longer lists the page. A shop its
 * association closed is said closed by the app's read (410, decision 037).
 */
async function expectAllGone(
  target: App,
  served: { campaign: Campaign; addresses: string[]; etags: Map<string, string> },
  options: { closedByAssociation?: boolean } = {},
) {
  for (const url of served.addresses) {
    const status = options.closedByAssociation && url === `/api/campaigns/by-slug/${served.campaign.public_slug}` ? 410 : 404;
    expect((await read(target, url)).statusCode, url).toBe(status);
    const etag = served.etags.get(url);
    if (etag) expect((await read(target, url, { "if-none-match": etag })).statusCode, `${url} with its old ETag`).toBe(status);
  }
  expect((await target.inject({ method: "GET", url: "/sitemap.xml" })).body).not.toContain(`/c/${served.campaign.public_slug}`);
}

describe("a campaign's public answers", () => {
  it("carry an ETag each, the link-preview image included, so that a client asks again rather than keeps them", async () => {
    const served = await servedCampaign();
    for (const url of served.addresses.filter((address) => !address.includes("/sellers/"))) expect(served.etags.has(url), url).toBe(true);
    const image = await read(app, `/c/${served.campaign.public_slug}/og.png`);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.headers["cache-control"]).toBe("no-cache");
    expect((await read(app, `/c/${served.campaign.public_slug}/og.png`, { "if-none-match": String(image.headers.etag) })).statusCode).toBe(
      304,
    );
  });

  it("are all gone at once when the administrator takes the page down, whatever ETag the client sends, and its live stream ends", async () => {
    const served = await servedCampaign();
    const raised = await openEventStream(`${base}/api/campaigns/${served.campaign.id}/raised/stream`);
    try {
      await raised.next("raised");
      const takenDown = await send(app, "POST", `/api/admin/campaigns/${served.campaign.id}/unpublish`, {
        cookie: admin,
        body: { reason: "Photos sans l'accord des parents" },
      });
      expect(takenDown.statusCode).toBe(200);
      await expectAllGone(app, served);
      // The amount raised's live stream ends too.
      expect(await raised.endsWithin(5_000)).toBe(true);
    } finally {
      raised.close();
    }
  });

  it("are all gone at once when the association unpublishes it", async () => {
    const served = await servedCampaign();
    expect(
      (await send(app, "POST", `/api/campaigns/${served.campaign.id}/unpublish`, { cookie: served.member, body: {} })).statusCode,
    ).toBe(200);
    await expectAllGone(app, served, { closedByAssociation: true });
  });
});

// Two server instances on one PostgreSQL database: the takedown made through one empties the other's caches as soon as
// the database's announcement reaches it.
describe.runIf(Boolean(process.env.DATABASE_URL))("across server instances (PostgreSQL)", () => {
  it("are gone from instance A once instance B took the page down", async () => {
    const second = await secondInstance(app, { adminEmails: [ADMIN_EMAIL] });
    try {
      const served = await servedCampaign();
      const taken = await send(second, "POST", `/api/admin/campaigns/${served.campaign.id}/unpublish`, {
        cookie: admin,
        body: { reason: "Photos sans l'accord des parents" },
      });
      expect(taken.statusCode).toBe(200);
      // The announcement crosses from one instance to the other through the database: give it a moment.
      const deadline = Date.now() + 5_000;
      while ((await read(app, `/c/${served.campaign.public_slug}`)).statusCode !== 404 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await expectAllGone(app, served);
    } finally {
      await second.close();
    }
  });
});

import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { appWithAdminForFile, send, signUpAndSignIn } from "../../tests/support/app";
import { associationIdOf, creationForm, publishedCampaign } from "../../tests/support/campaigns";
import { placeOrder } from "../../tests/support/orders";
import { invite, invitedMember } from "../../tests/support/team";
import { accountLimitedRoutes } from "./lib/account-limits";

// What access-matrix.test.ts can't see from one association: whether an id of another association, slipped under a
// route of one's own, reads as unknown; and whether every public read of a campaign stops when the campaign is not
// (or no longer) public. Both tables are checked against the routes the app registers, like the matrix.

const paperOrder = { buyer_name: "Mamie Le Goff", lines: [{ id: "noir", quantity: 2 }], payment_method: "cash" };
const unique = () => randomUUID().slice(0, 8);

/** What one association has: its campaign and the objects that hang from it. */
type Side = {
  member: string;
  associationId: string;
  campaignId: string;
  slug: string;
  paperSaleId: string;
  /** A volunteer's cash order above the ceiling for cash, waiting for a manager (docs/product.md#paper-orders). */
  waitingSaleId: string;
  sellerId: string;
  sellerCode: string;
  invitationId: string;
  memberUserId: string;
  handOverReference: string;
};

async function side(email: string): Promise<Side> {
  const { member, associationId, campaign } = await publishedCampaign(app, {
    memberEmail: email,
    adminCookie: admin,
    form: { public_slug: `boutique-${unique()}` },
  });
  const paper = await send(app, "POST", `/api/campaigns/${campaign.id}/paper-orders`, {
    cookie: member,
    body: { ...paperOrder, idempotency_key: `portee-${unique()}` },
  });
  const sellers = await send(app, "POST", `/api/campaigns/${campaign.id}/sellers`, {
    cookie: member,
    body: { sellers: [{ first_name: "Léa", group_name: "CM2" }] },
  });
  const invitation = await invite(app, { cookie: member, associationId, email: `invite-${unique()}@exemple.fr`, role: "volunteer" });
  const volunteer = await invitedMember(app, {
    managerCookie: member,
    associationId,
    email: `benevole-${unique()}@exemple.fr`,
    role: "volunteer",
  });
  const waiting = await send(app, "POST", `/api/campaigns/${campaign.id}/paper-orders`, {
    cookie: volunteer.cookie,
    body: { ...paperOrder, lines: [{ id: "noir", quantity: 20 }], idempotency_key: `portee-${unique()}` },
  });
  expect(waiting.json().order.status).toBe("awaiting_confirmation");
  const handOver = await placeOrder(app, campaign.id, [{ id: "noir", quantity: 1 }], { name: "Bruno Le Ny" });
  await send(app, "POST", `/api/admin/campaigns/${campaign.id}/deliver-pickups`, { cookie: admin, body: {} });
  const [seller] = sellers.json().sellers as { id: string; code: string }[];
  return {
    member,
    associationId,
    campaignId: campaign.id,
    slug: campaign.public_slug,
    paperSaleId: paper.json().order.id,
    waitingSaleId: waiting.json().order.id,
    sellerId: seller.id,
    sellerCode: seller.code,
    invitationId: invitation.json().invitation.id,
    memberUserId: volunteer.userId,
    handOverReference: handOver.reference,
  };
}

const { app, admin } = await appWithAdminForFile();
const a = await side("responsable-a@exemple.fr");
const b = await side("responsable-b@exemple.fr");

type Call = { method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE"; url: string; body?: unknown };

/**
 * Each route that names an object under a parent of one's own, called by A's manager (who may do everything in A)
 * with A's parent and B's object. The status is A's manager's, and B's object must be as it was after.
 */
const crossed: Record<string, { call: () => Call; status: number }> = {
  "PATCH /api/campaigns/:id/paper-orders/:saleId": {
    call: () => ({
      method: "PATCH",
      url: `/api/campaigns/${a.campaignId}/paper-orders/${b.paperSaleId}`,
      body: { ...paperOrder, buyer_name: "Changé par A" },
    }),
    status: 404,
  },
  "POST /api/campaigns/:id/paper-orders/:saleId/cancel": {
    call: () => ({
      method: "POST",
      url: `/api/campaigns/${a.campaignId}/paper-orders/${b.paperSaleId}/cancel`,
      body: { reason: "Annulée par A" },
    }),
    status: 404,
  },
  "POST /api/campaigns/:id/paper-orders/:saleId/confirm": {
    call: () => ({ method: "POST", url: `/api/campaigns/${a.campaignId}/paper-orders/${b.waitingSaleId}/confirm`, body: {} }),
    status: 404,
  },
  "POST /api/campaigns/:id/orders/:saleId/buyer-email": {
    call: () => ({
      method: "POST",
      url: `/api/campaigns/${a.campaignId}/orders/${b.paperSaleId}/buyer-email`,
      body: { email: "pris-par-a@exemple.fr" },
    }),
    status: 404,
  },
  "PATCH /api/campaigns/:id/sellers/:sellerId": {
    call: () => ({
      method: "PATCH",
      url: `/api/campaigns/${a.campaignId}/sellers/${b.sellerId}`,
      body: { first_name: "Changé", group_name: null, goal_bars: null },
    }),
    status: 404,
  },
  "DELETE /api/campaigns/:id/sellers/:sellerId": {
    call: () => ({ method: "DELETE", url: `/api/campaigns/${a.campaignId}/sellers/${b.sellerId}` }),
    status: 404,
  },
  "GET /api/campaigns/:id/sellers/:sellerId/qr.svg": {
    call: () => ({ method: "GET", url: `/api/campaigns/${a.campaignId}/sellers/${b.sellerId}/qr.svg` }),
    status: 404,
  },
  "DELETE /api/associations/:id/invitations/:invitationId": {
    call: () => ({ method: "DELETE", url: `/api/associations/${a.associationId}/invitations/${b.invitationId}` }),
    status: 404,
  },
  "PATCH /api/associations/:id/members/:userId": {
    call: () => ({ method: "PATCH", url: `/api/associations/${a.associationId}/members/${b.memberUserId}`, body: { role: "manager" } }),
    status: 404,
  },
  "DELETE /api/associations/:id/members/:userId": {
    call: () => ({ method: "DELETE", url: `/api/associations/${a.associationId}/members/${b.memberUserId}` }),
    status: 404,
  },
  "GET /api/campaigns/by-slug/:slug/sellers/:code": {
    call: () => ({ method: "GET", url: `/api/campaigns/by-slug/${a.slug}/sellers/${b.sellerCode}` }),
    status: 404,
  },
  // Ids in the body: B's order handed over at A's stand, B's child credited with an order of A's shop, B's
  // association's profile or logo changed by A's manager.
  "POST /api/campaigns/:id/distribution/hand-over": {
    call: () => ({
      method: "POST",
      url: `/api/campaigns/${a.campaignId}/distribution/hand-over`,
      body: { reference: b.handOverReference },
    }),
    status: 404,
  },
  "GET /api/distribution/orders/:reference": {
    call: () => ({ method: "GET", url: `/api/distribution/orders/${b.handOverReference}` }),
    status: 404,
  },
  "POST /api/checkout": {
    call: () => ({
      method: "POST",
      url: "/api/checkout",
      body: {
        campaign_id: a.campaignId,
        seller_id: b.sellerId,
        cart: [{ id: "noir", quantity: 1 }],
        buyer_info: { buyer_name: "Donatrice", buyer_email: "don@exemple.fr", delivery_mode: "pickup" },
      },
    }),
    status: 404,
  },
};

/** The routes whose path names two objects, or that take an object of the association in their body. */
const takesAnotherId = (route: { method: string; url: string }) =>
  (route.url.match(/:\w+/g) ?? []).length >= 2 ||
  ["POST /api/campaigns/:id/distribution/hand-over", "GET /api/distribution/orders/:reference", "POST /api/checkout"].includes(
    `${route.method} ${route.url}`,
  );
/** Signed links checked elsewhere: the token covers both ids (receipts/receipts.test.ts › doesn't exist for a refund of another order). */
const signedLinks = ["GET /api/orders/:saleId/refunds/:refundId/credit-note.pdf", "GET /c/:slug/v/:code"];

/** B's objects as B's manager reads them, to compare before and after A's attempts. */
async function bAsItIs() {
  const read = async (url: string) => (await send(app, "GET", url, { cookie: b.member })).json();
  const paper = (await read(`/api/campaigns/${b.campaignId}/paper-orders`)).orders;
  const sellers = (await read(`/api/campaigns/${b.campaignId}/sellers`)).sellers;
  const team = await read(`/api/associations/${b.associationId}/members`);
  const distribution = await read(`/api/campaigns/${b.campaignId}/distribution`);
  const me = await read("/api/me");
  return { paper, sellers, team, distribution, association: me.memberships };
}

describe("an id of another association under one's own route", () => {
  it("covers every route that names two objects or takes one in its body", () => {
    const registered = app.routeTable.filter((r) => r.method !== "HEAD" && takesAnotherId(r)).map((r) => `${r.method} ${r.url}`);
    expect(registered.filter((r) => !signedLinks.includes(r)).sort()).toEqual(Object.keys(crossed).sort());
  });

  it("reads as unknown to a manager of the other association, and leaves the object as it was", async () => {
    const before = await bAsItIs();
    const statuses: Record<string, number> = {};
    for (const [route, entry] of Object.entries(crossed)) {
      const { method, url, body } = entry.call();
      statuses[route] = (await send(app, method, url, { cookie: a.member, body })).statusCode;
    }
    expect(statuses).toEqual(Object.fromEntries(Object.entries(crossed).map(([route, entry]) => [route, entry.status])));
    expect(await bAsItIs()).toEqual(before);
    // And A's own objects of the same kinds answer: the refusals above are about whose they are.
    const own = await send(app, "GET", `/api/campaigns/${a.campaignId}/sellers/${a.sellerId}/qr.svg`, { cookie: a.member });
    expect(own.statusCode).toBe(200);
  });
});

/** Every public read of a campaign, by what it needs of the campaign. */
const publicReads: Record<string, (s: Side) => Call> = {
  "GET /api/campaigns/by-slug/:slug": (s) => ({ method: "GET", url: `/api/campaigns/by-slug/${s.slug}` }),
  "GET /api/campaigns/by-slug/:slug/sellers": (s) => ({ method: "GET", url: `/api/campaigns/by-slug/${s.slug}/sellers` }),
  "GET /api/campaigns/by-slug/:slug/sellers/search": (s) => ({
    method: "GET",
    url: `/api/campaigns/by-slug/${s.slug}/sellers/search?q=ma`,
  }),
  "GET /api/campaigns/by-slug/:slug/sellers/:code": (s) => ({
    method: "GET",
    url: `/api/campaigns/by-slug/${s.slug}/sellers/${s.sellerCode}`,
  }),
  "GET /api/campaigns/by-slug/:slug/leaderboard": (s) => ({ method: "GET", url: `/api/campaigns/by-slug/${s.slug}/leaderboard` }),
  "GET /api/campaigns/by-slug/:slug/availability": (s) => ({ method: "GET", url: `/api/campaigns/by-slug/${s.slug}/availability` }),
  "GET /c/:slug": (s) => ({ method: "GET", url: `/c/${s.slug}` }),
  "GET /c/:slug/v/:code": (s) => ({ method: "GET", url: `/c/${s.slug}/v/${s.sellerCode}` }),
  "GET /c/:slug/og.png": (s) => ({ method: "GET", url: `/c/${s.slug}/og.png` }),
  "GET /campaign/:slug": (s) => ({ method: "GET", url: `/campaign/${s.slug}` }),
  "POST /api/checkout": (s) => ({
    method: "POST",
    url: "/api/checkout",
    body: {
      campaign_id: s.campaignId,
      cart: [{ id: "noir", quantity: 1 }],
      buyer_info: { buyer_name: "Donatrice", buyer_email: "don@exemple.fr", delivery_mode: "pickup" },
    },
  }),
};

/** Each public read's answer once the campaign is not public: the same as for a campaign that doesn't exist. */
const closed: Record<string, number> = {
  "GET /api/campaigns/by-slug/:slug": 404,
  "GET /api/campaigns/by-slug/:slug/sellers": 404,
  "GET /api/campaigns/by-slug/:slug/sellers/search": 404,
  "GET /api/campaigns/by-slug/:slug/sellers/:code": 404,
  "GET /api/campaigns/by-slug/:slug/leaderboard": 404,
  "GET /api/campaigns/by-slug/:slug/availability": 404,
  "GET /c/:slug": 404,
  "GET /c/:slug/v/:code": 404,
  "GET /c/:slug/og.png": 404,
  "GET /campaign/:slug": 404,
  "POST /api/checkout": 404,
};

async function readAll(s: Side, cookie?: string) {
  const statuses: Record<string, number> = {};
  for (const [route, make] of Object.entries(publicReads)) {
    const { method, url, body } = make(s);
    statuses[route] = (await send(app, method, url, { cookie, body })).statusCode;
  }
  return statuses;
}

describe("public reads of a campaign that is not public", () => {
  it("covers every route that reads a campaign by its public address", () => {
    const bySlug = app.routeTable.filter((r) => r.method !== "HEAD" && r.url.includes(":slug")).map((r) => `${r.method} ${r.url}`);
    expect(bySlug.sort()).toEqual(
      Object.keys(publicReads)
        .filter((r) => r.includes(":slug"))
        .sort(),
    );
  });

  it("answers a draft nobody validated as unknown, to visitors and to other associations", async () => {
    const member = await signUpAndSignIn(app, `brouillon-${unique()}@exemple.fr`);
    const associationId = await associationIdOf(app, member);
    const created = await send(app, "POST", `/api/associations/${associationId}/campaigns`, {
      cookie: member,
      body: { ...creationForm, public_slug: `brouillon-${unique()}` },
    });
    const campaign = created.json().campaign;
    const sellers = await send(app, "POST", `/api/campaigns/${campaign.id}/sellers`, {
      cookie: member,
      body: { sellers: [{ first_name: "Noé" }] },
    });
    const draft = { ...a, campaignId: campaign.id, slug: campaign.public_slug, sellerCode: sellers.json().sellers[0].code };
    expect(await readAll(draft)).toEqual(closed);
    expect(await readAll(draft, a.member)).toEqual(closed);
  });

  it("stops every public read at once when the association unpublishes, even a read cached while it was public", async () => {
    const shop = await side(`ferme-${unique()}@exemple.fr`);
    const open = await readAll(shop);
    expect(Object.values(open).every((status) => status === 200)).toBe(true);
    await send(app, "POST", `/api/campaigns/${shop.campaignId}/unpublish`, { cookie: shop.member, body: {} });
    // Decision 037: the app's read says the shop is closed (410), not that it never existed; nothing else is answered.
    const closedShop = { ...closed, "GET /api/campaigns/by-slug/:slug": 410 };
    expect(await readAll(shop)).toEqual(closedShop);
    expect(await readAll(shop, a.member)).toEqual(closedShop);
  });

  it("stops every public read at once when the administrator takes the campaign down, even a cached one", async () => {
    const shop = await side(`retiree-${unique()}@exemple.fr`);
    expect(Object.values(await readAll(shop)).every((status) => status === 200)).toBe(true);
    await send(app, "POST", `/api/admin/campaigns/${shop.campaignId}/unpublish`, {
      cookie: admin,
      body: { reason: "Contenu trompeur signalé" },
    });
    expect(await readAll(shop)).toEqual(closed);
    expect(await readAll(shop, a.member)).toEqual(closed);
    // The sitemap no longer lists it either.
    expect((await send(app, "GET", "/sitemap.xml")).body).not.toContain(shop.slug);
  });
});

/**
 * How much a member may do, beside whether they may (docs/security.md): every write a signed-in member can send either
 * counts against a quota per user in lib/account-limits.ts (account-limits.test.ts proves each one), or is bounded by
 * what it writes on, said here. A new write route has to take one side or this test fails.
 */
const boundedByWhatItChanges: Record<string, string> = {
  "PATCH /api/campaigns/:id": "rewrites the one campaign row; its pictures count as uploads",
  "POST /api/campaigns/:id/publish": "one state of one campaign; its first publication is the administrator's",
  "POST /api/campaigns/:id/unpublish": "one state of one campaign",
  "POST /api/campaigns/:id/publish-changes": "one state of one campaign: its changes kept aside go public once",
  "POST /api/campaigns/:id/discard-changes": "one state of one campaign: its changes kept aside are dropped",
  "PUT /api/campaigns/:id/leaderboard": "one setting of one campaign",
  "PATCH /api/campaigns/:id/paper-orders/:saleId": "an order the paper orders' quota let in; past the ceiling, refused",
  "POST /api/campaigns/:id/paper-orders/:saleId/cancel": "one way: an order is cancelled once",
  "POST /api/campaigns/:id/paper-orders/:saleId/confirm": "one way, managers only: an order is confirmed once",
  "PATCH /api/campaigns/:id/sellers/:sellerId": "a seller the sellers' quota let in",
  "DELETE /api/campaigns/:id/sellers/:sellerId": "removes what the sellers' quota let in",
  "POST /api/campaigns/:id/distribution/hand-over": "one way: each paid order is handed over once",
  "DELETE /api/associations/:id/invitations/:invitationId": "revokes what the invitations' quota let in",
  "PATCH /api/associations/:id/members/:userId": "a role among the members the invitations let in",
  "DELETE /api/associations/:id/members/:userId": "removes a member the invitations let in",
  "PATCH /api/me/profile": "the member's own profile row",
  "PUT /api/associations/:id": "rewrites the one association row",
  "PUT /api/me/settings": "the member's own settings",
  "POST /api/invitations/:token/accept": "once per invitation, a conditional update",
  "POST /api/auth/change-password": "the member's own password, behind the current one",
  "POST /api/auth/delete-user": "the member's own account, once",
  "POST /api/auth/sign-out": "the caller's own session",
};

/** Writes only a signed-in member can send: the association's, the campaign's and the account's own. */
const memberWrite = (route: { method: string; url: string }) =>
  !["GET", "HEAD"].includes(route.method) &&
  (/^\/api\/(campaigns\/:id|associations|me|uploads|invitations)(\/|$)/.test(route.url) ||
    ["/api/auth/change-password", "/api/auth/delete-user", "/api/auth/sign-out"].includes(route.url));

describe("how much a member may do", () => {
  it("counts every write of a member against a quota per user, or says what bounds it", () => {
    const writes = app.routeTable.filter(memberWrite).map((r) => `${r.method} ${r.url}`);
    const quota = (route: string) => (accountLimitedRoutes[route] ?? []).some((rule) => rule.subject === "user");
    const undecided = writes.filter((route) => !quota(route) && !(route in boundedByWhatItChanges));
    const both = writes.filter((route) => quota(route) && route in boundedByWhatItChanges);
    expect({ undecided, both }).toEqual({ undecided: [], both: [] });
    // Nothing listed here that the server no longer has.
    expect(Object.keys(boundedByWhatItChanges).filter((route) => !writes.includes(route))).toEqual([]);
  });
});
